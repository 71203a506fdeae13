import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { authRefreshTokens, authSessions } from '../db/schema';

export type SessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof authRefreshTokens.$inferSelect;

/** The one writer of `auth_sessions` and `auth_refresh_tokens`. */
export function createSessionsRepository(db: Database) {
  return {
    async createSession(session: typeof authSessions.$inferInsert, refresh: typeof authRefreshTokens.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx.insert(authSessions).values(session);
        await tx.insert(authRefreshTokens).values(refresh);
      });
    },

    async session(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
      return row;
    },

    async refreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(authRefreshTokens)
        .where(eq(authRefreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Uses a refresh token and stores its successor; false when another caller used it first. */
    async rotateRefreshToken(used: RefreshTokenRow, next: typeof authRefreshTokens.$inferInsert, now: Date) {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(authRefreshTokens)
          .set({ usedAt: now })
          .where(and(eq(authRefreshTokens.id, used.id), isNull(authRefreshTokens.usedAt)))
          .returning({ id: authRefreshTokens.id });
        if (marked.length !== 1) return false;
        await tx.insert(authRefreshTokens).values(next);
        return true;
      });
    },

    async revokeSessions(where: { sessionId: string } | { userId: string; exceptSessionId?: string }, now: Date) {
      const condition =
        'sessionId' in where
          ? eq(authSessions.id, where.sessionId)
          : where.exceptSessionId
            ? and(eq(authSessions.userId, where.userId), ne(authSessions.id, where.exceptSessionId))
            : eq(authSessions.userId, where.userId);
      await db.transaction(async (tx) => {
        const revoked = await tx
          .update(authSessions)
          .set({ revokedAt: now })
          .where(and(condition, isNull(authSessions.revokedAt)))
          .returning({ id: authSessions.id });
        for (const { id } of revoked) {
          await tx
            .update(authRefreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(authRefreshTokens.sessionId, id), isNull(authRefreshTokens.revokedAt)));
        }
      });
    },

    /**
     * Ends every session and refresh token of a user. Built on the transaction of a status change
     * (identities.repository.ts), so no refresh succeeds once the user is suspended.
     */
    async revokeAllOf(userId: string, now: Date): Promise<void> {
      const sessions = db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId));
      await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
      await db
        .update(authRefreshTokens)
        .set({ revokedAt: now })
        .where(and(inArray(authRefreshTokens.sessionId, sessions), isNull(authRefreshTokens.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
