import { and, eq, gt, inArray, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authRateLimits } from './sign-in-limits.schema';

export type RateLimitRow = typeof authRateLimits.$inferSelect;

/** The one writer of `auth_rate_limits`: the sign-in budgets being spent and the lockouts they led to. */
export function createSignInLimitsRepository(db: Database) {
  return {
    /** When the latest lockout among `keys` ends, if one is running at `now`. */
    async lockedUntil(keys: string[], now: Date): Promise<Date | undefined> {
      const [row] = await db
        .select({ until: max(authRateLimits.lockedUntil) })
        .from(authRateLimits)
        .where(and(inArray(authRateLimits.key, keys), gt(authRateLimits.lockedUntil, now)));
      return row?.until ?? undefined;
    },

    /**
     * Spends from one budget: `next` turns the row as it stands (an untouched one the first time) into the
     * row to keep. The row is locked meanwhile, so requests at once, on any instance, each count.
     */
    async spend(key: string, at: Date, next: (row: RateLimitRow) => RateLimitRow): Promise<RateLimitRow> {
      return db.transaction(async (tx) => {
        await tx
          .insert(authRateLimits)
          .values({ key, count: 0, windowStartedAt: at, lockouts: 0, lockedUntil: null })
          .onConflictDoNothing();
        const [row] = await tx.select().from(authRateLimits).where(eq(authRateLimits.key, key)).for('update');
        const kept = next(row!);
        await tx.update(authRateLimits).set(kept).where(eq(authRateLimits.key, key));
        return kept;
      });
    },
  };
}

export type SignInLimitsRepository = ReturnType<typeof createSignInLimitsRepository>;
