import { configDefaults, defineConfig } from 'vitest/config';
import { catalogueCompiler } from './shared/src/i18n/catalogue-compiler';

/** API tests that replace a module with vi.mock: they need modules of their own, so they run isolated. */
const MOCKING_API_TESTS = ['api/src/auth/password-checks.api.test.ts'];
const apiTests = { globals: true, environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        // catalogues compiled as a browser build has them
        plugins: [catalogueCompiler()],
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
          ...apiTests,
          name: 'api',
          include: ['api/**/*.test.ts', 'scripts/**/*.test.ts', 'shell/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...MOCKING_API_TESTS],
          // each file boots its own API and database, so nothing leaks through state; what isolation would cost
          // is importing the whole API again for every file, a third of the run's CPU
          isolate: false,
          benchmark: { include: ['api/**/*.bench.ts'] },
        },
      },
      {
        test: { ...apiTests, name: 'api-mocking', include: MOCKING_API_TESTS },
      },
    ],
  },
});
