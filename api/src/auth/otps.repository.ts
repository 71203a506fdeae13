import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authOtps } from '../db/schema';

export type OtpRow = typeof authOtps.$inferSelect;

/** The one writer of `auth_otps`: the sign-in codes sent and how each was used. */
export function createOtpsRepository(db: Database) {
  return {
    async latestOtp(address: string): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(authOtps)
        .where(eq(authOtps.address, address))
        .orderBy(desc(authOtps.createdAt))
        .limit(1);
      return row;
    },

    /** Stores a new code; earlier unused codes for the address die with it. */
    async insertOtp(row: typeof authOtps.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(authOtps)
          .set({ consumedAt: row.createdAt })
          .where(and(eq(authOtps.address, row.address), isNull(authOtps.consumedAt)));
        await tx.insert(authOtps).values(row);
      });
    },

    /** Withdraws a code that could not be delivered. */
    async deleteOtp(id: string): Promise<void> {
      await db.delete(authOtps).where(eq(authOtps.id, id));
    },

    async liveOtp(address: string, channel: 'email' | 'sms', now: Date): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(authOtps)
        .where(
          and(
            eq(authOtps.address, address),
            eq(authOtps.channel, channel),
            isNull(authOtps.consumedAt),
            gt(authOtps.expiresAt, now),
          ),
        )
        .orderBy(desc(authOtps.createdAt))
        .limit(1);
      return row;
    },

    /** One more wrong try; the code dies at `maxAttempts`. */
    async failOtp(id: string, maxAttempts: number, now: Date): Promise<void> {
      await db
        .update(authOtps)
        .set({
          attempts: sql`${authOtps.attempts} + 1`,
          consumedAt: sql`case when ${authOtps.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(authOtps.id, id), isNull(authOtps.consumedAt)));
    },

    /** True only for the one caller that used the code. */
    async consumeOtp(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(authOtps)
        .set({ consumedAt: now })
        .where(and(eq(authOtps.id, id), isNull(authOtps.consumedAt)))
        .returning({ id: authOtps.id });
      return rows.length === 1;
    },
  };
}

export type OtpsRepository = ReturnType<typeof createOtpsRepository>;
