import { register } from 'node:module';
import { defineConfig } from '@playwright/test';
import { productOrigins } from './product';

/**
 * The frontends' code imports its catalogues (`…/i18n/messages/en.json`) as Vite does, without an import attribute,
 * which Node's own loader refuses. Global setup (the launcher's builds) and some specs import that code: this hook,
 * registered before them in this process and in each worker, gives a JSON module its attribute.
 */
const JSON_MODULES = `export async function load(url, context, next) {
  if (url.endsWith('.json') && context.importAttributes?.type !== 'json')
    return next(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(JSON_MODULES)}`);

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
    { name: 'journeys', testIgnore: ['federation.spec.ts', 'smoke/**'] },
    // each frontend's pages drawn, alone: a team's pipeline runs its own (`npm run ci -w <workspace>`)
    { name: 'smoke', testMatch: 'smoke/*.smoke.spec.ts' },
    // these stop and redeploy remotes' servers: they run after every test that needs them up
    {
      name: 'servers stopped and redeployed',
      testMatch: 'federation.spec.ts',
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
