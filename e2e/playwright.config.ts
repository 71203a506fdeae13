import { defineConfig } from '@playwright/test';
import { productOrigins } from './product';

/** `E2E_BASE_URL` names a deployed environment to test (environment.ts); else the product global setup starts. */
const baseURL = process.env.E2E_BASE_URL ? new URL(process.env.E2E_BASE_URL).origin : productOrigins.shell;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // the tests stop and redeploy servers of the one running product: one at a time
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: 'journeys', testIgnore: ['federation.spec.ts', 'pwa-release.spec.ts', 'smoke/**'] },
    // each frontend's pages drawn, alone: a team's pipeline runs its own (`npm run ci -w <workspace>`)
    { name: 'smoke', testMatch: 'smoke/*.smoke.spec.ts' },
    // these stop and redeploy remotes' servers: they run after every test that needs them up
    {
      name: 'servers stopped and redeployed',
      testMatch: ['federation.spec.ts', 'pwa-release.spec.ts'],
      dependencies: ['journeys', 'smoke'],
    },
  ],
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
