import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FrontendFailureKind, FrontendFailureReport, FrontendPart } from '@jatra/shared';
import type { Database } from '../db/database';
import { frontendLoadFailures as failures } from './load-failures.schema';

/** How long a report is kept: the admin's page shows the last hour, a week is enough to look back on. */
const KEEP_MS = 7 * 24 * 3_600_000;
/** At most this many expired rows go with each new report, so no insert ever waits on a large delete. */
const EXPIRED_PER_INSERT = 50;
const HOUR_MS = 3_600_000;

/** The failures of one part's release, of one kind, in the last hour. */
export interface FrontendFailureCount {
  part: FrontendPart;
  version: string | null;
  kind: FrontendFailureKind;
  count: number;
  lastMessage: string;
  lastAt: Date;
}

export function createLoadFailures(db: Database) {
  return {
    /** Stores a report, and lets a few of the reports past their week go with it. */
    async record(report: FrontendFailureReport, now: Date): Promise<void> {
      await db.insert(failures).values({ ...report, at: now });
      const expired = db
        .select({ id: failures.id })
        .from(failures)
        .where(lt(failures.at, new Date(now.getTime() - KEEP_MS)))
        .limit(EXPIRED_PER_INSERT);
      await db.delete(failures).where(inArray(failures.id, expired));
    },

    /**
     * The last hour's failures, by part, release and kind, the latest first. The groups are few (parts ×
     * live releases × kinds); each latest message is one row read backwards on its part and kind.
     */
    async failuresInLastHour(now: Date): Promise<FrontendFailureCount[]> {
      const since = new Date(now.getTime() - HOUR_MS);
      const groups = await db
        .select({
          part: failures.part,
          version: failures.version,
          kind: failures.kind,
          count: sql<number>`count(*)::int`,
          lastAt: sql<Date>`max(${failures.at})`.mapWith(failures.at),
        })
        .from(failures)
        .where(and(gte(failures.at, since), lte(failures.at, now)))
        .groupBy(failures.part, failures.version, failures.kind)
        .orderBy(desc(sql`max(${failures.at})`));
      return Promise.all(
        groups.map(async (group) => {
          const [latest] = await db
            .select({ message: failures.message })
            .from(failures)
            .where(
              and(
                eq(failures.part, group.part),
                eq(failures.kind, group.kind),
                sql`${failures.version} is not distinct from ${group.version}`,
                eq(failures.at, group.lastAt),
              ),
            )
            .orderBy(desc(failures.id))
            .limit(1);
          return { ...group, lastMessage: latest?.message ?? '' };
        }),
      );
    },
  };
}

export type LoadFailures = ReturnType<typeof createLoadFailures>;
