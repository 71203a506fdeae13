/**
 * Global setup's half of environment.ts: where the target's parts are served, and which development knobs it
 * answers. Each knob is asked once, with a request that changes nothing; an API without it answers 404, as
 * production does, and so does a development API reached from another machine (its knobs serve loopback only).
 */
import { REMOTE_NAMES, remoteManifestSchema, runtimeConfigSchema } from '@jatra/shared';
import { adminCredentials, type Knobs, type Origins, type Target } from './environment';

async function json(url: string): Promise<unknown> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}`);
  return answer.json();
}

/** The deployed environment's parts, from its own `/runtime-config.json` and `/remotes.json`. */
export async function deployedOrigins(baseUrl: string, apiUrl: string | undefined): Promise<Origins> {
  const shell = new URL(baseUrl).origin;
  const api = apiUrl ?? runtimeConfigSchema.parse(await json(`${shell}/runtime-config.json`)).apiBaseUrl;
  const entries = remoteManifestSchema.parse(await json(`${shell}/remotes.json`));
  // an entry is <base>/assets/remoteEntry.js: the tests name a remote's files from its base
  const bases = REMOTE_NAMES.map((name) => [name, entries[name].replace(/\/assets\/[^/]+$/, '')]);
  return { shell, api: api.replace(/\/+$/, ''), ...Object.fromEntries(bases) } as Origins;
}

const answers = async (url: string, init?: RequestInit, expected = 200) =>
  (await fetch(url, { redirect: 'manual', ...init })).status === expected;

/** The administrator's credentials sign in (the password grant): only tried where they can be right. */
async function adminSignsIn(api: string, devEnvironment: boolean): Promise<boolean> {
  const given = Boolean(process.env.E2E_ADMIN_EMAIL && process.env.E2E_ADMIN_PASSWORD);
  // a wrong password counts against the address's hourly budget: never guess the development one elsewhere
  if (!given && !devEnvironment) return false;
  return answers(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: 'jatra-anon', 'Content-Type': 'application/json' },
    body: JSON.stringify(adminCredentials),
  });
}

/** Asks the API at `api` for each knob. */
export async function probeKnobs(api: string, ownServers: boolean): Promise<Knobs> {
  const devMailbox = await answers(`${api}/sim/mailbox?to=${encodeURIComponent('probe@example.in')}`);
  return {
    devMailbox,
    testClock: await answers(`${api}/sim/clock`),
    gdsSimulator: await answers(`${api}/sim/gds/knobs`),
    phonePeSimulator: await answers(`${api}/sim/phonepe/knobs`),
    smsSimulator: await answers(`${api}/sim/sms/messages?to=9000000000`),
    // the consent form's answer to an empty form is 400; a missing route's is 404
    googleSimulator: await answers(`${api}/sim/google/callback`, { method: 'POST' }, 400),
    admin: await adminSignsIn(api, devMailbox),
    ownServers,
  };
}

export async function resolveTarget(started: Origins | undefined): Promise<Target> {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) {
    if (!started) throw new Error('neither E2E_BASE_URL nor a started product');
    return { name: 'the product this run started', origins: started, knobs: await probeKnobs(started.api, true) };
  }
  const origins = await deployedOrigins(baseUrl, process.env.E2E_API_URL);
  return { name: `the environment at ${origins.shell}`, origins, knobs: await probeKnobs(origins.api, false) };
}
