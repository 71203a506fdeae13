/**
 * The product the suite starts when no deployed environment is named (environment.ts): served by the same launcher
 * as `npm start`, on ports of its own.
 */
import path from 'node:path';
import { ONE_ADDRESS_LIMITS } from '../api/test/one-address-limits';
import type { Origins } from './environment';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const E2E_DATA_DIR = path.join(REPO_ROOT, '.data', 'e2e');

/** A run beside another moves them: the shell to `E2E_PORT_BASE` (the remotes after it), the API to `E2E_API_PORT`. */
const base = Number(process.env.E2E_PORT_BASE ?? 6173);
const apiPort = Number(process.env.E2E_API_PORT ?? 6787);

export const E2E_PORTS = {
  API_PORT: String(apiPort),
  SHELL_PORT: String(base),
  SEARCH_PORT: String(base + 1),
  BOOKING_PORT: String(base + 2),
  ACCOUNT_PORT: String(base + 3),
  ADMIN_PORT: String(base + 4),
} as const;

export const productOrigins: Origins = {
  api: `http://localhost:${E2E_PORTS.API_PORT}`,
  shell: `http://localhost:${E2E_PORTS.SHELL_PORT}`,
  search: `http://localhost:${E2E_PORTS.SEARCH_PORT}`,
  booking: `http://localhost:${E2E_PORTS.BOOKING_PORT}`,
  account: `http://localhost:${E2E_PORTS.ACCOUNT_PORT}`,
  admin: `http://localhost:${E2E_PORTS.ADMIN_PORT}`,
};

/** The search remote is served from a copy, so a test can redeploy it without touching the real build. */
export const SEARCH_SERVED_DIR = path.join(E2E_DATA_DIR, 'search-dist');

export const productEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  ...E2E_PORTS,
  DATA_DIR: E2E_DATA_DIR,
  SEARCH_DIST_DIR: SEARCH_SERVED_DIR,
  LOG_LEVEL: 'warn',
  // every e2e request comes from 127.0.0.1
  ...ONE_ADDRESS_LIMITS,
  // a bus about to leave exists only at some hours of the day: the tests move the API's clock instead
  TEST_CLOCK: 'true',
  // a test's bus is cancelled or moved only when the test says so (the tripChanges knob)
  GDS_SIM_TRIP_CHANGE_RATE: '0',
  // a test stops the booking origin alone, as if its server had gone
  TEST_STOP_ORIGIN: 'true',
});
