import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './simulators/gds/sim-schema.ts',
    './simulators/phonepe/sim-schema.ts',
    './src/commerce/bookings/bookings.schema.ts',
    './src/commerce/payments/payments.schema.ts',
    './src/commerce/trip-changes/trip-watch.schema.ts',
    './src/catalog/catalog.schema.ts',
    './src/audit/audit.schema.ts',
    './src/admin/overview-figures.schema.ts',
    './src/settings/settings.schema.ts',
    './src/travellers/travellers.schema.ts',
    './src/auth/sign-in-limits.schema.ts',
    './src/support-chat/support-chat.schema.ts',
    './src/frontend-releases/frontend-releases.schema.ts',
    './src/frontend-releases/load-failures.schema.ts',
    './src/sms/sms.schema.ts',
  ],
  out: './drizzle',
});
