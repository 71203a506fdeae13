import { addDaysIso, instantInIndia, todayInIndia } from '@jatra/shared';
import type { Logger } from 'pino';
import type { SweepLease } from '../db/sweep-lease';
import type { DayRange, OverviewFiguresRepository } from './overview-figures.repository';

/**
 * How far back of the last refresh changes are looked for again: a confirmation or refund is stamped with the
 * time its transaction began, and commits a little later, so a row may appear with a time just before the last
 * refresh. A whole day is summed again anyway, so looking further back costs almost nothing.
 */
const LATE_COMMIT_MS = 10 * 60_000;

const rangeOf = (day: string): DayRange => ({
  day,
  from: instantInIndia(day, 0),
  to: instantInIndia(addDaysIso(day, 1), 0),
});

/**
 * Brings the overview's stored figures up to date, incrementally: the days on which something was confirmed
 * or refunded since the last refresh are found by the indexes on those times and summed again from their own
 * rows; the first refresh sums every day once. Of several API instances on one database, the one holding the
 * lease refreshes every `intervalMs`; if it dies, another takes over once the lease lapses.
 */
export function createOverviewFigures(deps: {
  repository: OverviewFiguresRepository;
  lease: SweepLease;
  intervalMs: number;
  logger: Logger;
  now?: () => Date;
}) {
  const { repository, lease, intervalMs, logger } = deps;
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | undefined;

  async function bringUpToDate(): Promise<void> {
    const asOf = now();
    const last = await repository.refreshed();
    let days;
    if (!last) {
      days = await repository.sumAll();
    } else {
      // the clock the rows are stamped with may have been put back (the test clock): look from the earlier
      const since = new Date(Math.min(last.asOf.getTime(), asOf.getTime()) - LATE_COMMIT_MS);
      const changed = new Set(await repository.daysChangedSince(since));
      // today is summed even when quiet: a day's figures start at zero
      changed.add(todayInIndia(asOf));
      days = await repository.sumDays([...changed].sort().map(rangeOf));
    }
    await repository.save(days, { asOf });
  }

  /** One refresh now, shared by callers while it runs (on this instance; the lease keeps the others off). */
  function refresh(): Promise<void> {
    running ??= bringUpToDate().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    intervalMs,
    refresh,

    /** Figures never refreshed (a new database) are summed before they are first read. */
    async ensureReady(): Promise<void> {
      if (!(await repository.refreshed())) await refresh();
    },

    /** Refreshes at once and every `intervalMs` while this instance holds the lease; the stop releases it. */
    start(): () => Promise<void> {
      const tick = async () => {
        try {
          // kept, not released, between ticks: the holder goes on refreshing and the others stay off
          if (await lease.claim()) await refresh();
        } catch (error) {
          logger.warn({ err: error }, 'overview figures: refresh failed; the next one tries again');
        }
      };
      void tick();
      const timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running?.catch(() => undefined);
        await lease.release().catch(() => undefined);
      };
    },
  };
}

export type OverviewFigures = ReturnType<typeof createOverviewFigures>;
