import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What an admin list's search over `lowered` (a lower-cased column) needs (textMatches): a pg_trgm index for 3+
 * characters anywhere, a `text_pattern_ops` btree for 1–2 from the start.
 */
export function searchIndexes(name: string, lowered: SQL) {
  return [
    index(`${name}_trgm_idx`).using('gin', sql`${lowered} gin_trgm_ops`),
    index(`${name}_prefix_idx`).using('btree', sql`${lowered} text_pattern_ops`),
  ];
}

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    originCount: integer('origin_count').notNull(),
    destinationCount: integer('destination_count').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  // the admin's cities list (by name) and the city pairs, reached from their origin city in name order
  (table) => [
    index('cities_name_idx').on(sql`lower(${table.name})`, table.id),
    ...searchIndexes('cities_name', sql`lower(${table.name})`),
  ],
);

/** When each provider list was last copied in full; shared by every API instance. */
export const providerSyncs = pgTable('provider_syncs', {
  resource: text('resource').primaryKey(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  /** how many rows that sync stored; null for syncs recorded before it was kept */
  count: integer('count'),
});

/**
 * Background work that one API instance at a time does (the reconciler's sweep): the holder's lease lapses at
 * `expiresAt`, so an instance that died mid-sweep holds it no longer than that.
 */
export const sweepLeases = pgTable('sweep_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * How far a catch-up sweep has looked: the start of its last pass that found everything it was looking for.
 * The next pass looks back only to there (less a margin), so its work is what happened since, not the table.
 */
export const sweepMarks = pgTable('sweep_marks', {
  name: text('name').primaryKey(),
  sweptTo: timestamp('swept_to', { withTimezone: true }).notNull(),
});

/** The test clock's offset (TEST_CLOCK=true only): one row, so that every API instance reads the same time. */
export const testClock = pgTable('test_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
});

/** A rate limiter's count per client key within its window, so that every API instance counts the same requests. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});

/** Sign-in identities of the auth service (GoTrue-compatible); profile and role live in `users`. */
export const authUsers = pgTable('auth_users', {
  id: uuid('id').primaryKey(),
  email: text('email').unique(),
  phone: text('phone').unique(),
  passwordHash: text('password_hash'),
  userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
  /** External sign-in providers used (e.g. 'google'), besides e-mail and phone. */
  providers: jsonb('providers').$type<string[]>().notNull().default([]),
  emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row per auth user: role and status are read from here, never from user_metadata. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    state: text('state'),
    role: text('role').$type<'user' | 'vendor' | 'admin'>().notNull().default('user'),
    status: text('status').$type<'active' | 'suspended' | 'inactive'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('user', 'vendor', 'admin')`),
    check('users_status_check', sql`${table.status} in ('active', 'suspended', 'inactive')`),
    // the admin's users list: newest first, by status, and searched by name or e-mail (searchIndexes)
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_status_created_idx').on(table.status, table.createdAt, table.id),
    ...searchIndexes('users_name', sql`lower(${table.fullName})`),
    ...searchIndexes('users_email', sql`lower(${table.email})`),
  ],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }),
    /** How the session was started ('otp' or 'password'), for the token's `amr` claim. */
    amrMethod: text('amr_method').notNull().default('otp'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_user_idx').on(table.userId)],
);

/** Refresh tokens are kept as SHA-256 hashes; each is used once and names the one it replaced. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    parentHash: text('parent_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_refresh_tokens_session_idx').on(table.sessionId)],
);

/** One-time codes, hashed, bound to the address (lower-cased e-mail or E.164 phone) they were sent to. */
export const authOtps = pgTable(
  'auth_otps',
  {
    id: uuid('id').primaryKey(),
    address: text('address').notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('auth_otps_channel_check', sql`${table.channel} in ('email', 'sms')`),
    index('auth_otps_address_idx').on(table.address, table.createdAt),
  ],
);

/** Messages the dev mailbox stands in for (no SMTP or SMS gateway configured); never used in production. */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('dev_mailbox_to_idx').on(table.toAddress, table.createdAt)],
);

/** Vendor applications: one per user, pending until an admin approves (role becomes vendor) or rejects. */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    /** The provider operator (travel id) an admin linked at approval; the vendor dashboard shows its sales. */
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('vendors_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    index('vendors_status_idx').on(table.status, table.createdAt),
    // every application in order, and the newest ones on Recent Activities
    index('vendors_created_idx').on(table.createdAt),
  ],
);

/** OAuth sign-ins in progress (PKCE): the challenge, where to return, and then the one-time auth code. */
export const authFlowStates = pgTable(
  'auth_flow_states',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').$type<'s256' | 'plain'>().notNull(),
    redirectTo: text('redirect_to').notNull(),
    authCode: text('auth_code').unique(),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    /** Real OpenID Connect provider only: SHA-256 of the `state` sent to it (the browser carries the value). */
    providerState: text('provider_state').unique(),
    /** The `nonce` the provider must echo in its id_token. */
    providerNonce: text('provider_nonce'),
    /** Our PKCE verifier towards the provider (its challenge went out with the authorization request). */
    providerCodeVerifier: text('provider_code_verifier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('auth_flow_states_method_check', sql`${table.codeChallengeMethod} in ('s256', 'plain')`)],
);

/**
 * E-mails to travellers (tickets, cancellation notices), written before they are sent: a send that fails is
 * retried by the sweep, and a booking never waits for or fails on a mail. `key` makes each mail happen once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** one sender at a time; a crashed sender's claim lapses at this instant */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mail_outbox_due_idx').on(table.sentAt, table.nextAttemptAt)],
);
