/**
 * The abuse limits tried as an attacker would, against an API with the limits `npm start` and production
 * use (development mode, database in memory): for each, what was sent and when the first refusal came.
 * Figures for the report; the API tests are what hold each limit.
 */
import { addDaysIso, todayInIndia, type MailboxMessage } from '@jatra/shared';
import {
  findBookableBus,
  freeSeats,
  holdSeats,
  signInByOtp,
  type BookableBus,
} from '../../api/test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../api/test/api-test-kit';
import { DEV_ADMIN_EMAIL } from '../../api/src/config';

export interface LimitTried {
  limit: string;
  tried: string;
  /** the attempt first refused, and how; null when nothing was refused */
  refusedAt: number | null;
  answer: string;
}

/** Sends `attempt(i)` up to `tries` times; the first answer that is not `allowed`. */
async function firstRefusal(
  tries: number,
  attempt: (index: number) => Promise<Response>,
  allowed: (status: number) => boolean,
): Promise<{ refusedAt: number | null; answer: string }> {
  for (let index = 0; index < tries; index += 1) {
    const response = await attempt(index);
    if (!allowed(response.status)) {
      const body = (await response.json().catch(() => ({}))) as { code?: string; error?: { code?: string } };
      return { refusedAt: index + 1, answer: `${response.status} ${body.code ?? body.error?.code ?? ''}`.trim() };
    }
    await response.body?.cancel();
  }
  return { refusedAt: null, answer: `none in ${tries}` };
}

function authPost(api: TestApi, route: string, body: unknown, forwardedFor?: string) {
  return fetch(`${api.url}/auth/v1${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(body),
  });
}

const spoofed = (index: number) => `198.51.100.${index + 1}`;
const under400 = (status: number) => status < 400;
const wrongCredentials = (status: number) => status === 400;

async function signInLimits(api: TestApi): Promise<LimitTried[]> {
  const adminPasswords = await firstRefusal(
    25,
    (index) =>
      authPost(
        api,
        '/token?grant_type=password',
        { email: DEV_ADMIN_EMAIL, password: `guess-${index}` },
        spoofed(index),
      ),
    wrongCredentials,
  );
  const victim = 'victim@example.com';
  const sends = await firstRefusal(10, () => authPost(api, '/otp', { email: victim, create_user: true }), under400);
  const guesser = 'guessed@example.com';
  await authPost(api, '/otp', { email: guesser, create_user: true });
  const guesses = await firstRefusal(
    40,
    (index) =>
      authPost(
        api,
        '/verify',
        { type: 'email', email: guesser, token: String(index).padStart(6, '0') },
        spoofed(index),
      ),
    (status) => status === 403 || status === 400,
  );
  await authPost(api, '/otp', { email: DEV_ADMIN_EMAIL });
  const adminMail = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(DEV_ADMIN_EMAIL)}`);
  const adminCodes = ((await adminMail.json()) as { messages: MailboxMessage[] }).messages.length;
  return [
    {
      limit: 'admin password attempts, per account',
      tried: 'wrong admin passwords, a new X-Forwarded-For each',
      ...adminPasswords,
    },
    {
      limit: 'codes sent, per address (a minute apart, 5 an hour)',
      tried: 'codes asked for one address at once',
      ...sends,
    },
    {
      limit: 'wrong codes, per address across codes',
      tried: 'wrong codes for one address, a new X-Forwarded-For each',
      ...guesses,
    },
    {
      limit: 'admin by password only',
      tried: 'a code asked for the admin address',
      refusedAt: adminCodes === 0 ? 1 : null,
      answer: adminCodes === 0 ? '200 as for anyone, no code sent' : `${adminCodes} code(s) sent`,
    },
  ];
}

async function holdLimits(api: TestApi): Promise<LimitTried[]> {
  const traveller = await signInByOtp(api.url, 'hoarder@example.com');
  const hold = (bus: BookableBus, seat: string) => holdSeats(api.url, traveller, bus, [seat]);
  const bus = await findBookableBus(api.url, 10, 3);
  const onOneBus = await firstRefusal(10, (index) => hold(bus, freeSeats(bus.seats)[index]!.id), under400);
  const buses = await Promise.all([1, 2, 3].map((skip) => findBookableBus(api.url, 6, 3, skip)));
  // one seat a hold on other buses: the seats in all, or the holds an hour, whichever comes first
  const inAll = await firstRefusal(
    18,
    (index) => hold(buses[Math.floor(index / 6)]!, freeSeats(buses[Math.floor(index / 6)]!.seats)[index % 6]!.id),
    under400,
  );
  return [
    { limit: 'seats held on one bus, per account', tried: 'one seat a hold on one bus', ...onOneBus },
    {
      limit: 'holds an hour (10), before seats in all (12), per account',
      tried: 'then one seat a hold on other buses, from the 7th hold',
      ...inAll,
    },
  ];
}

async function requestLimits(api: TestApi): Promise<LimitTried[]> {
  const beyond = addDaysIso(todayInIndia(), 91);
  const farSearch = await fetch(`${api.url}/api/search?source=117&destination=101&date=${beyond}`);
  const traveller = await signInByOtp(api.url, 'metadata@example.com');
  const bigMetadata = await fetch(`${api.url}/auth/v1/user`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${traveller.accessToken}` },
    body: JSON.stringify({ data: { note: 'x'.repeat(5000) } }),
  });
  const general = await firstRefusal(400, () => fetch(`${api.url}/api/support-contact`), under400);
  return [
    {
      limit: 'travel dates, today to 90 days',
      tried: 'a search 91 days ahead',
      refusedAt: farSearch.status >= 400 ? 1 : null,
      answer: String(farSearch.status),
    },
    {
      limit: 'user_metadata size',
      tried: 'a 5 KB user_metadata',
      refusedAt: bigMetadata.status >= 400 ? 1 : null,
      answer: String(bigMetadata.status),
    },
    { limit: 'requests to /api, per address a minute', tried: 'one cheap route, again and again', ...general },
  ];
}

export async function tryLimits(): Promise<LimitTried[]> {
  // the limits of `npm start` and production, not the loose ones of tests
  const fresh = () => startTestApi({ env: { NODE_ENV: 'development' } });
  const tried: LimitTried[] = [];
  // each family on an API of its own, so that one's counts do not trip another
  for (const family of [signInLimits, holdLimits, requestLimits]) {
    const api = await fresh();
    try {
      tried.push(...(await family(api)));
    } finally {
      await api.close();
    }
  }
  return tried;
}
