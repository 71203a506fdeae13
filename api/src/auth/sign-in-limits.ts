import { isIP } from 'node:net';
import { AuthError } from './auth-error';
import type { RateLimitRow, SignInLimitsRepository } from './sign-in-limits.repository';

/** The sign-in budgets (each per hour) and what happens once one is spent. */
export interface SignInLimitSettings {
  otpSendsPerAddress: number;
  otpSendsPerIp: number;
  otpFailuresPerAddress: number;
  otpFailuresPerIp: number;
  passwordFailuresPerAccount: number;
  /** the first lockout; each further one of the same budget doubles it (up to a day) */
  lockoutMinutes: number;
  /** password hashes computed at once, and how many more may wait for one (the rest: 429) */
  passwordChecks: { concurrency: number; queue: number };
}

const WINDOW_MS = 60 * 60_000;
const MAX_LOCKOUT_MS = 24 * 60 * 60_000;
/** a day after its last lockout ended, a budget's lockouts start again from the first */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Codes sent, wrong codes given, wrong passwords given. */
export type Budget = 'otpSend' | 'otpFailure' | 'passwordFailure';

/** Whose budget: the address signed in to, and the client's IP where the budget has a per-IP part. */
export interface Subjects {
  address: string;
  ip?: string;
}

type Allowance = (settings: SignInLimitSettings) => number;
const ALLOWED: Record<Budget, { address: Allowance; ip?: Allowance }> = {
  otpSend: { address: (s) => s.otpSendsPerAddress, ip: (s) => s.otpSendsPerIp },
  otpFailure: { address: (s) => s.otpFailuresPerAddress, ip: (s) => s.otpFailuresPerIp },
  passwordFailure: { address: (s) => s.passwordFailuresPerAccount },
};

/**
 * One IPv6 client commonly holds a whole /64, so that is what an IPv6 budget counts; an IPv4 address as
 * Express may write it (`::ffff:1.2.3.4`) is that IPv4 address.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The budget's row after one more is spent: at the allowance a lockout starts, twice the last one. */
export function spendOne(row: RateLimitRow, allowed: number, lockoutMs: number, at: Date): RateLimitRow {
  const now = at.getTime();
  const lockouts = row.lockedUntil && now - row.lockedUntil.getTime() >= FORGET_AFTER_MS ? 0 : row.lockouts;
  const fresh = now - row.windowStartedAt.getTime() >= WINDOW_MS;
  const count = (fresh ? 0 : row.count) + 1;
  if (count < allowed) {
    return { ...row, count, lockouts, windowStartedAt: fresh ? at : row.windowStartedAt };
  }
  const until = new Date(now + Math.min(lockoutMs * 2 ** lockouts, MAX_LOCKOUT_MS));
  // after the lockout the whole budget is there again
  return { key: row.key, count: 0, windowStartedAt: until, lockouts: lockouts + 1, lockedUntil: until };
}

/**
 * Budgets per address and per client IP for sign-in codes sent, wrong codes and wrong passwords, kept in
 * the database (shared by every API instance, kept over restarts). A spent budget locks its subject out
 * for a while that doubles with each further lockout.
 */
export function createSignInLimits(deps: {
  repository: SignInLimitsRepository;
  settings: SignInLimitSettings;
  now: () => Date;
}) {
  const { repository, settings, now } = deps;
  const keys = (budget: Budget, subjects: Subjects) => {
    const allowed = ALLOWED[budget];
    const found = [{ key: `${budget}:address:${subjects.address}`, allowed: allowed.address(settings) }];
    if (allowed.ip && subjects.ip) {
      found.push({ key: `${budget}:ip:${clientNetwork(subjects.ip)}`, allowed: allowed.ip(settings) });
    }
    return found;
  };
  return {
    /** Refuses with `refusal` (429, and when to come back) while a budget of `subjects` is locked out. */
    async ensureOpen(budget: Budget, subjects: Subjects, refusal: { code: string; message: string }): Promise<void> {
      const at = now();
      const until = await repository.lockedUntil(
        keys(budget, subjects).map(({ key }) => key),
        at,
      );
      if (!until) return;
      const retryAfter = Math.ceil((until.getTime() - at.getTime()) / 1000);
      throw new AuthError(429, refusal.code, refusal.message, retryAfter);
    },

    async spend(budget: Budget, subjects: Subjects): Promise<void> {
      const at = now();
      const lockoutMs = settings.lockoutMinutes * 60_000;
      for (const { key, allowed } of keys(budget, subjects)) {
        await repository.spend(key, at, (row) => spendOne(row, allowed, lockoutMs, at));
      }
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
