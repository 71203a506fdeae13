import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './simulators/gds/sim-schema.ts',
    './simulators/phonepe/sim-schema.ts',
    './src/bookings/bookings.schema.ts',
    './src/payments/payments.schema.ts',
  ],
  out: './drizzle',
});
