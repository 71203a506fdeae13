import { BOOKING_MESSAGES, withValues } from '@jatra/shared';
import type { HoldCaps } from '../../config';
import { AppError, conflict } from '../../http/app-error';
import type { BookingsRepository } from './bookings.repository';

const HOUR_MS = 3_600_000;

interface Held {
  seatsOnBus: number;
  seats: number;
  holdsSince: number;
}

interface Hold {
  keys: string[];
  scheduleId: string;
  seats: number;
}

/** Why one more hold of `seats` would pass a cap of one account (its own words) or one address, else undefined. */
function refusal(held: Held, seats: number, caps: HoldCaps['perUser'], whose: 'user' | 'ip'): AppError | undefined {
  const network = BOOKING_MESSAGES.holdCapNetwork;
  if (held.holdsSince >= caps.holdsPerHour) {
    const message =
      whose === 'user' ? withValues(BOOKING_MESSAGES.holdCapPerHour, { max: caps.holdsPerHour }) : network;
    return new AppError(429, 'rate_limited', message);
  }
  if (held.seatsOnBus + seats > caps.seatsPerBus) {
    return conflict(
      whose === 'user'
        ? withValues(BOOKING_MESSAGES.holdCapBus, { max: caps.seatsPerBus, held: held.seatsOnBus })
        : network,
    );
  }
  if (held.seats + seats > caps.seats) {
    return conflict(
      whose === 'user' ? withValues(BOOKING_MESSAGES.holdCapAll, { max: caps.seats, held: held.seats }) : network,
    );
  }
  return undefined;
}

/**
 * The caps on seats held unpaid at once (on one bus, in all) and on holds an hour, per account and per client
 * address: one account, or many from one address, must not hold a whole bus. The bookings table says what is
 * held; holds still waiting for the provider are counted here too, and one request per account and per
 * address counts at a time, so a burst can't slip past the count together (within this process: instances
 * sharing a database may each let one more hold through at the same instant).
 */
export function createHoldCaps(deps: { repository: Pick<BookingsRepository, 'heldBy'>; caps: HoldCaps }) {
  const inFlight = new Set<Hold>();
  const queues = new Map<string, Promise<void>>();

  /** Runs `work` after the work queued before it under `key`: one count-and-reserve at a time per key. */
  async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = queues.get(key) ?? Promise.resolve();
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const tail = before.then(() => finished);
    queues.set(key, tail);
    await before;
    try {
      return await work();
    } finally {
      done();
      if (queues.get(key) === tail) queues.delete(key);
    }
  }

  /** The other holds of `key` still waiting for the provider. */
  function pending(key: string, self: Hold): Held {
    const scheduleId = self.scheduleId;
    const mine = [...inFlight].filter((hold) => hold !== self && hold.keys.includes(key));
    const seatsOf = (holds: Hold[]) => holds.reduce((sum, hold) => sum + hold.seats, 0);
    return {
      seatsOnBus: seatsOf(mine.filter((hold) => hold.scheduleId === scheduleId)),
      seats: seatsOf(mine),
      holdsSince: mine.length,
    };
  }

  async function heldNow(who: { userId: string } | { clientIp: string }, key: string, hold: Hold, now: Date) {
    const stored = await deps.repository.heldBy(who, hold.scheduleId, now, new Date(now.getTime() - HOUR_MS));
    const waiting = pending(key, hold);
    return {
      seatsOnBus: stored.seatsOnBus + waiting.seatsOnBus,
      seats: stored.seats + waiting.seats,
      holdsSince: stored.holdsSince + waiting.holdsSince,
    };
  }

  return {
    /**
     * Counts a hold of `seats` on `scheduleId` against the caps, or throws the refusal. Call `release` once
     * the hold is stored or failed.
     */
    async reserve(
      request: { userId: string; clientIp: string; scheduleId: string; seats: number },
      now: Date,
    ): Promise<{ release(): void }> {
      const userKey = `user:${request.userId}`;
      const ipKey = `ip:${request.clientIp}`;
      const hold: Hold = { keys: [userKey, ipKey], scheduleId: request.scheduleId, seats: request.seats };
      // the address first, then the account, always in that order: two requests can't wait on each other
      await inTurn(ipKey, () =>
        inTurn(userKey, async () => {
          const [user, ip] = await Promise.all([
            heldNow({ userId: request.userId }, userKey, hold, now),
            heldNow({ clientIp: request.clientIp }, ipKey, hold, now),
          ]);
          const refused =
            refusal(user, request.seats, deps.caps.perUser, 'user') ??
            refusal(ip, request.seats, deps.caps.perIp, 'ip');
          if (refused) throw refused;
          inFlight.add(hold);
        }),
      );
      return { release: () => inFlight.delete(hold) };
    },
  };
}

export type HoldCapsGuard = ReturnType<typeof createHoldCaps>;
