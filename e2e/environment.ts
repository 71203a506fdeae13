/**
 * What the suite runs against, as the tests read it: the product global setup started (the default), or a
 * deployed environment named by `E2E_BASE_URL`. Global setup resolves the target once (probe-target.ts) and hands
 * it to the tests in `E2E_TARGET`; a test that needs a development knob the target lacks skips itself, saying why.
 */
import { test } from '@playwright/test';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../api/src/config/auth';

/** Where each part is served: the shell's and the API's origins, and each remote's base (its entry's folder's parent). */
export interface Origins {
  shell: string;
  api: string;
  search: string;
  booking: string;
  account: string;
  admin: string;
}

/** The development knobs a test may need, each with what it is for (the reason a test gives when it skips). */
export const KNOBS = {
  devMailbox: 'the dev mailbox (/sim/mailbox) to read sign-in codes and the mail the product sends',
  testClock: "the test clock (/sim/clock) to move the API's time",
  gdsSimulator: "the GDS simulator's test controls (/sim/gds) to read and change the provider's trips",
  phonePeSimulator: 'the PhonePe simulator (/sim/phonepe) to pay without money',
  smsSimulator: 'the SMS gateway simulator (/sim/sms) to read the SMS the product sends',
  googleSimulator: 'the Google sign-in simulator (/sim/google)',
  admin: 'administrator credentials (the development admin, or E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD)',
  ownServers: 'servers this run started itself, to stop and redeploy them',
} as const;
export type Knob = keyof typeof KNOBS;
export type Knobs = Record<Knob, boolean>;

export interface Target {
  /** how a skipped test names it: 'the product this run started' or 'the environment at <url>' */
  name: string;
  origins: Origins;
  knobs: Knobs;
}

/** The administrator the tests sign in as: given for a deployed environment, else the development admin. */
export const adminCredentials = {
  email: process.env.E2E_ADMIN_EMAIL ?? DEV_ADMIN_EMAIL,
  password: process.env.E2E_ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
};

let target: Target | undefined;

/** The target global setup resolved; read on first use, so a file can be listed without it. */
export function currentTarget(): Target {
  if (target) return target;
  const handed = process.env.E2E_TARGET;
  if (!handed) throw new Error('E2E_TARGET is not set: the target is resolved by global-setup.ts');
  target = JSON.parse(handed) as Target;
  return target;
}

const fieldsOf = <T extends object>(keys: readonly (keyof T)[], read: () => T): T =>
  Object.defineProperties(
    {} as T,
    Object.fromEntries(keys.map((key) => [key, { enumerable: true, get: () => read()[key] }])),
  );

export const origins: Origins = fieldsOf<Origins>(
  ['shell', 'api', 'search', 'booking', 'account', 'admin'],
  () => currentTarget().origins,
);

/** Which knobs the target has: `test.skip(!knobs.devMailbox, …)`, or `needs('devMailbox')`. */
export const knobs: Knobs = fieldsOf<Knobs>(Object.keys(KNOBS) as Knob[], () => currentTarget().knobs);

/** The reason a test gives for skipping where `knob` is missing. */
const missing = (knob: Knob) => `needs ${KNOBS[knob]}, which ${currentTarget().name} does not have`;

/** In a test (or a file): skips it, with the reason, unless the target has every knob named. */
export function needs(...wanted: Knob[]) {
  for (const knob of wanted) test.skip(!knobs[knob], missing(knob));
}
