import { and, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { likeContaining } from '../db/like-pattern';
import { authFlowStates, authOtps, authRefreshTokens, authSessions, authUsers, devMailbox, users } from '../db/schema';

export type AuthUserRow = typeof authUsers.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type OtpRow = typeof authOtps.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;
export type RefreshTokenRow = typeof authRefreshTokens.$inferSelect;
export type MailboxRow = typeof devMailbox.$inferSelect;
export type FlowStateRow = typeof authFlowStates.$inferSelect;

export type UserStatus = UserRow['status'];

/** What a status change came to; the last-admin rule is checked inside its transaction. */
export type StatusChange = { kind: 'changed'; user: UserRow } | { kind: 'not_found' } | { kind: 'last_admin' };

export interface Identity {
  auth: AuthUserRow;
  profile: UserRow;
}

/** Every database access of the auth service. */
export function createAuthRepository(db: Database) {
  async function identityBy(where: ReturnType<typeof eq>): Promise<Identity | undefined> {
    const [row] = await db.select().from(authUsers).innerJoin(users, eq(users.id, authUsers.id)).where(where).limit(1);
    return row ? { auth: row.auth_users, profile: row.users } : undefined;
  }

  return {
    identityById: (id: string) => identityBy(eq(authUsers.id, id)),
    identityByAddress: (channel: 'email' | 'sms', address: string) =>
      identityBy(channel === 'email' ? eq(authUsers.email, address) : eq(authUsers.phone, address)),

    /** A new auth user and its `users` row (role user unless told), or the existing one when the address is taken. */
    async createIdentity(input: {
      id: string;
      channel: 'email' | 'sms';
      address: string;
      passwordHash?: string;
      role?: 'user' | 'admin';
      now: Date;
    }): Promise<void> {
      const { channel, address, now } = input;
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(authUsers)
          .values({
            id: input.id,
            email: channel === 'email' ? address : null,
            phone: channel === 'sms' ? address : null,
            passwordHash: input.passwordHash ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: authUsers.id });
        const [existing] = inserted.length
          ? inserted
          : await tx
              .select({ id: authUsers.id })
              .from(authUsers)
              .where(channel === 'email' ? eq(authUsers.email, address) : eq(authUsers.phone, address));
        if (!existing) return;
        await tx
          .insert(users)
          .values({
            id: existing.id,
            email: channel === 'email' ? address : null,
            phone: channel === 'sms' ? address : null,
            role: input.role ?? 'user',
            createdAt: now,
          })
          .onConflictDoNothing();
      });
    },

    async markSignedIn(id: string, channel: 'email' | 'sms' | 'password', now: Date): Promise<void> {
      await db
        .update(authUsers)
        .set({
          lastSignInAt: now,
          ...(channel === 'email'
            ? { emailConfirmedAt: sql`coalesce(${authUsers.emailConfirmedAt}, ${now.toISOString()}::timestamptz)` }
            : {}),
          ...(channel === 'sms'
            ? { phoneConfirmedAt: sql`coalesce(${authUsers.phoneConfirmedAt}, ${now.toISOString()}::timestamptz)` }
            : {}),
        })
        .where(eq(authUsers.id, id));
    },

    async updateMetadata(
      id: string,
      metadata: Record<string, unknown>,
      fullName: string | null | undefined,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx.update(authUsers).set({ userMetadata: metadata, updatedAt: now }).where(eq(authUsers.id, id));
        if (fullName !== undefined) await tx.update(users).set({ fullName }).where(eq(users.id, id));
      });
    },

    /**
     * The profile a user saved (`PUT /api/profile`) on their `users` row. `user_metadata.full_name` and `.phone`
     * follow in the same transaction, merged in SQL: the shell's navbar and its "complete your profile" step read
     * them from the session, so the new name shows after the next refresh and a new sign-in does not ask again.
     * The sign-in address (`auth_users.email`/`phone`) is not touched: `email` here is only the contact address.
     */
    async updateProfile(
      id: string,
      profile: { fullName: string; email: string; phone: string; state: string },
      now: Date,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ fullName: profile.fullName, email: profile.email, phone: profile.phone, state: profile.state })
          .where(eq(users.id, id))
          .returning();
        if (!row) return undefined;
        const names = sql`jsonb_build_object('full_name', ${profile.fullName}::text, 'phone', ${profile.phone}::text)`;
        await tx
          .update(authUsers)
          .set({
            // a Google sign-up also stored `name`; it follows when present
            userMetadata: sql`${authUsers.userMetadata} || ${names} || case when ${authUsers.userMetadata} ? 'name' then jsonb_build_object('name', ${profile.fullName}::text) else '{}'::jsonb end`,
            updatedAt: now,
          })
          .where(eq(authUsers.id, id));
        return row;
      });
    },

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

    /** A page of users, newest first, with how many match: `q` is a case-insensitive part of the name or e-mail. */
    async listUsers(filter: {
      q: string;
      status: UserStatus | 'all';
      page: number;
      pageSize: number;
    }): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.q) {
        // ilike ignores case, so the lower-cased pattern matches all the same
        const pattern = likeContaining(filter.q);
        conditions.push(or(ilike(users.fullName, pattern), ilike(users.email, pattern))!);
      }
      if (filter.status !== 'all') conditions.push(eq(users.status, filter.status));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * Sets a user's status. Anything but active ends all their sessions and refresh tokens in the same
     * transaction, so no refresh succeeds after it. The active admins are locked first: two admins demoting
     * each other at once can't leave nobody to administer.
     */
    async changeStatus(id: string, status: UserStatus, now: Date): Promise<StatusChange> {
      return db.transaction(async (tx) => {
        const activeAdmins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
          .for('update');
        const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
        if (!target) return { kind: 'not_found' };
        const demotesAdmin = status !== 'active' && activeAdmins.some((admin) => admin.id === id);
        if (demotesAdmin && activeAdmins.length === 1) return { kind: 'last_admin' };
        const [user] = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
        if (status !== 'active') {
          const sessions = tx.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, id));
          await tx
            .update(authSessions)
            .set({ revokedAt: now })
            .where(and(eq(authSessions.userId, id), isNull(authSessions.revokedAt)));
          await tx
            .update(authRefreshTokens)
            .set({ revokedAt: now })
            .where(and(inArray(authRefreshTokens.sessionId, sessions), isNull(authRefreshTokens.revokedAt)));
        }
        return { kind: 'changed', user: user! };
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

    /** Records an external provider (e.g. 'google') on the user, keeping the ones before it. */
    async addProvider(id: string, provider: string, known: string[], now: Date): Promise<void> {
      const providers = [...new Set([...known, provider])];
      await db.update(authUsers).set({ providers, updatedAt: now }).where(eq(authUsers.id, id));
    },

    async insertFlowState(row: typeof authFlowStates.$inferInsert): Promise<void> {
      await db.insert(authFlowStates).values(row);
    },

    async flowState(id: string): Promise<FlowStateRow | undefined> {
      const [row] = await db.select().from(authFlowStates).where(eq(authFlowStates.id, id)).limit(1);
      return row;
    },

    /** Gives a waiting flow its user and auth code; false when it already has one. */
    async completeFlowState(id: string, userId: string, authCode: string): Promise<boolean> {
      const rows = await db
        .update(authFlowStates)
        .set({ userId, authCode })
        .where(and(eq(authFlowStates.id, id), isNull(authFlowStates.authCode)))
        .returning({ id: authFlowStates.id });
      return rows.length === 1;
    },

    async flowStateByProviderState(stateHash: string): Promise<FlowStateRow | undefined> {
      const [row] = await db.select().from(authFlowStates).where(eq(authFlowStates.providerState, stateHash)).limit(1);
      return row;
    },

    async flowStateByCode(authCode: string): Promise<FlowStateRow | undefined> {
      const [row] = await db.select().from(authFlowStates).where(eq(authFlowStates.authCode, authCode)).limit(1);
      return row;
    },

    /** Removes a flow state; true only for the one caller that removed it (codes are single use). */
    async deleteFlowState(id: string): Promise<boolean> {
      const rows = await db
        .delete(authFlowStates)
        .where(eq(authFlowStates.id, id))
        .returning({ id: authFlowStates.id });
      return rows.length === 1;
    },

    async addMail(row: typeof devMailbox.$inferInsert): Promise<void> {
      await db.insert(devMailbox).values(row);
    },

    async mailbox(to: string | undefined, limit: number): Promise<MailboxRow[]> {
      const query = db.select().from(devMailbox);
      return (to ? query.where(eq(devMailbox.toAddress, to)) : query).orderBy(desc(devMailbox.createdAt)).limit(limit);
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
