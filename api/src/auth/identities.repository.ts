import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ListPagingQuery, ListTotal } from '@jatra/shared';
import { isLocale, type Locale } from '@jatra/shared/i18n';
import type { Database } from '../db/database';
import { cappedTotal, cursorTimestamp, keysetPage, seekSql, tableEstimate, timestampKey } from '../db/keyset';
import { textMatches } from '../db/like-pattern';
import { authSessions, authUsers, users } from '../db/schema';
import { createSessionsRepository } from './sessions.repository';

export type AuthUserRow = typeof authUsers.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export type UserStatus = UserRow['status'];

/** What a status change came to; the last-admin rule is checked inside its transaction. */
export type StatusChange = { kind: 'changed'; user: UserRow } | { kind: 'not_found' } | { kind: 'last_admin' };

export interface Identity {
  auth: AuthUserRow;
  profile: UserRow;
}

/** Who someone is (sign-in row and profile), and the users list of the admin area. */
function identityReads(db: Database) {
  async function identityBy(where: ReturnType<typeof eq>): Promise<Identity | undefined> {
    const [row] = await db.select().from(authUsers).innerJoin(users, eq(users.id, authUsers.id)).where(where).limit(1);
    return row ? { auth: row.auth_users, profile: row.users } : undefined;
  }

  return {
    identityById: (id: string) => identityBy(eq(authUsers.id, id)),
    /**
     * The identity with one of its sessions (null: no such session of this user), in one read: every
     * signed-in request needs both, and a second round trip to the database was a tenth of its work.
     */
    async identityWithSession(
      id: string,
      sessionId: string,
    ): Promise<{ who: Identity; session: typeof authSessions.$inferSelect | null } | undefined> {
      const [row] = await db
        .select()
        .from(authUsers)
        .innerJoin(users, eq(users.id, authUsers.id))
        .leftJoin(authSessions, and(eq(authSessions.id, sessionId), eq(authSessions.userId, authUsers.id)))
        .where(eq(authUsers.id, id))
        .limit(1);
      return row ? { who: { auth: row.auth_users, profile: row.users }, session: row.auth_sessions } : undefined;
    },
    identityByAddress: (channel: 'email' | 'sms', address: string) =>
      identityBy(channel === 'email' ? eq(authUsers.email, address) : eq(authUsers.phone, address)),

    /**
     * A page of users, newest first (`created_at`, then id), after or before a key the last page showed, and how
     * many match: `q` is in the name or e-mail, any case (see textMatches).
     */
    async listUsers(filter: {
      q: string;
      status: UserStatus | 'all';
      paging: ListPagingQuery;
      pageSize: number;
    }): Promise<{ rows: UserRow[]; total: ListTotal; next: string | null; previous: string | null }> {
      const conditions: SQL[] = [];
      if (filter.q) conditions.push(textMatches([sql`lower(${users.fullName})`, sql`lower(${users.email})`], filter.q));
      if (filter.status !== 'all') conditions.push(eq(users.status, filter.status));
      const where = and(...conditions);
      const createdKey = timestampKey(users.createdAt);
      const [page, total] = await Promise.all([
        keysetPage({
          paging: filter.paging,
          pageSize: filter.pageSize,
          keySchema: z.tuple([cursorTimestamp, z.uuid()]),
          keyOf: (row: UserRow & { key: string }) => [row.key, row.id] as const,
          fetch: async ({ cursor, backward }, limit) => {
            const seek = seekSql(
              [sql`${users.createdAt}`, sql`${users.id}`],
              cursor && [sql`${cursor[0]}::timestamptz`, sql`${cursor[1]}::uuid`],
              'desc',
              backward,
            );
            const rows = await db
              .select({ user: users, key: createdKey })
              .from(users)
              .where(and(where, seek.where))
              .orderBy(...seek.orderBy)
              .limit(limit);
            return rows.map((row) => ({ ...row.user, key: row.key }));
          },
        }),
        cappedTotal(
          async (limit) => {
            const matching = db.select({ id: users.id }).from(users).where(where).limit(limit).as('matching');
            const [row] = await db.select({ n: count() }).from(matching);
            return row?.n ?? 0;
          },
          where ? undefined : tableEstimate(db, 'users'),
        ),
      ]);
      return { ...page, total };
    },
  };
}

/** What signing in changes: a first sign-in creates the user; later ones stamp and enrich it. */
function signInWrites(db: Database) {
  return {
    /** A new auth user and its `users` row (role user unless told), or the existing one when the address is taken. */
    async createIdentity(input: {
      id: string;
      channel: 'email' | 'sms';
      address: string;
      passwordHash?: string;
      role?: 'user' | 'admin';
      /** the address is known to be the user's already (the configured admin's) */
      confirmed?: boolean;
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
            emailConfirmedAt: input.confirmed && channel === 'email' ? now : null,
            phoneConfirmedAt: input.confirmed && channel === 'sms' ? now : null,
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

    /** The e-mail address is the user's, as if a code had confirmed it (the configured admin's). */
    async confirmEmail(id: string, now: Date): Promise<void> {
      await db
        .update(authUsers)
        .set({ emailConfirmedAt: now, updatedAt: now })
        .where(and(eq(authUsers.id, id), isNull(authUsers.emailConfirmedAt)));
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

    /** Records an external provider (e.g. 'google') on the user, keeping the ones before it. */
    async addProvider(id: string, provider: string, known: string[], now: Date): Promise<void> {
      const providers = [...new Set([...known, provider])];
      await db.update(authUsers).set({ providers, updatedAt: now }).where(eq(authUsers.id, id));
    },
  };
}

/** What the user's profile, an admin or a vendor approval changes. */
function profileWrites(db: Database) {
  return {
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
        if (status !== 'active') await createSessionsRepository(tx as unknown as Database).revokeAllOf(id, now);
        return { kind: 'changed', user: user! };
      });
    },

    /** An approved vendor's user becomes a vendor; an admin stays an admin. */
    async makeVendor(id: string): Promise<void> {
      await db
        .update(users)
        .set({ role: 'vendor' })
        .where(and(eq(users.id, id), eq(users.role, 'user')));
    },
  };
}

/** The language someone saved in their profile (docs/languages.md), English when none: for mails sent to them. */
export async function savedLocale(db: Database, userId: string): Promise<Locale> {
  const [row] = await db
    .select({ metadata: authUsers.userMetadata })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
    .limit(1);
  const saved = row?.metadata.locale;
  return isLocale(saved) ? saved : 'en';
}

/** The one writer of `auth_users` and `users`: who can sign in, and their profile, role and status. */
export function createIdentitiesRepository(db: Database) {
  return { ...identityReads(db), ...signInWrites(db), ...profileWrites(db) };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
