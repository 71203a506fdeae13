import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          include: ['shared/src/**/*.test.{ts,tsx}', 'shell/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          globals: true,
          environment: 'node',
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          benchmark: { include: ['api/**/*.bench.ts'] },
        },
      },
    ],
  },
});
