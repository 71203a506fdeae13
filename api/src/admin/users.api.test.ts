import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  AUTH_MESSAGES,
  LIST_COUNT_CAP,
  adminActivitiesResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  type MailboxMessage,
  inEnglish,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { createIdentitiesRepository } from '../auth';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';
import { authUsers, users } from '../db/schema';

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

describe('admin: users', () => {
  let api: TestApi;
  let admin: Session;
  // the OTP resend wait is 60 s per address: signing the same address in again moves the clock on
  let offsetMs = 0;

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  async function signInAdmin(): Promise<Session> {
    const answer = await post('/auth/v1/token?grant_type=password', {
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    expect(answer.status).toBe(200);
    adminSignedInAt = offsetMs;
    return (await answer.json()) as Session;
  }

  // every OTP moves the clock a minute on: after half an hour of that, the admin's access token is signed anew
  let adminSignedInAt = 0;
  async function adminToken(): Promise<string> {
    if (offsetMs - adminSignedInAt >= 30 * 60_000) admin = await signInAdmin();
    return admin.access_token;
  }

  async function call(method: 'GET' | 'PUT', path: string, body?: unknown, token?: string) {
    const bearer = token ?? (await adminToken());
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  const list = async (query: string) => {
    const answer = await call('GET', `/api/admin/users?${query}`);
    expect(answer.status).toBe(200);
    return adminUsersResponseSchema.parse(answer.body).result;
  };

  const setStatus = (id: string, status: string, token?: string) =>
    call('PUT', `/api/admin/users/${id}/status`, { status }, token);

  /** Asks for a code and verifies it; the answer of the verify step. */
  async function verifyByOtp(email: string): Promise<Response> {
    offsetMs += 61_000;
    expect((await post('/auth/v1/otp', { email })).status).toBe(200);
    const mail = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(email)}`);
    const [message] = ((await mail.json()) as { messages: MailboxMessage[] }).messages;
    return post('/auth/v1/verify', { type: 'email', email, token: message!.code });
  }

  async function signIn(email: string): Promise<Session> {
    const verified = await verifyByOtp(email);
    expect(verified.status).toBe(200);
    return (await verified.json()) as Session;
  }

  /** A user as sign-up leaves one, with a name and a creation time of our choosing. */
  async function addUser(email: string, fullName: string | null, createdAt: Date): Promise<string> {
    const repository = createIdentitiesRepository(api.database.db);
    const id = randomUUID();
    await repository.createIdentity({ id, channel: 'email', address: email, now: createdAt });
    if (fullName) await repository.updateMetadata(id, {}, fullName, createdAt);
    return id;
  }

  beforeAll(async () => {
    api = await startTestApi({
      env: { AUTH_JWT_SECRET: 'admin-users-test-secret-0123456789abcdef' },
      now: () => new Date(Date.now() + offsetMs),
    });
    admin = await signInAdmin();
  });
  afterAll(() => api.close());

  it('pages by key through users newest first, back and forth, with the total', async () => {
    const base = Date.parse('2025-01-01T00:00:00Z');
    const ids: string[] = [];
    for (let index = 0; index < 25; index++) {
      const number = String(index).padStart(2, '0');
      // two users share each minute: the id breaks the tie, so no one is shown twice or skipped
      ids.push(await addUser(`paged-${number}@example.com`, null, new Date(base + Math.floor(index / 2) * 60_000)));
    }
    const everyoneInOrder = (await list('q=paged-&status=all')).users;
    const first = await list('q=paged-');
    expect(first).toMatchObject({ total: { count: 25, kind: 'exact' }, page_size: ADMIN_USERS_PAGE_SIZE });
    expect(first.previous).toBeNull();
    expect(first.users).toEqual(everyoneInOrder);
    expect(first.users[0]).toMatchObject({
      email: expect.stringMatching(/^paged-2[34]@example\.com$/),
      role: 'user',
      status: 'active',
      created_at: new Date(base + 12 * 60_000).toISOString(),
    });

    const second = await list(`q=paged-&after=${first.next}`);
    expect(second.total).toEqual({ count: 25, kind: 'exact' });
    expect(second.next).toBeNull();
    const shown = [...first.users, ...second.users].map((user) => user.id);
    expect(shown).toHaveLength(25);
    expect(new Set(shown)).toEqual(new Set(ids));
    const times = [...first.users, ...second.users].map((user) => user.created_at);
    expect(times).toEqual([...times].sort().reverse());

    // Previous from the second page is the first page again, whole
    const back = await list(`q=paged-&before=${second.previous}`);
    expect(back.users.map((user) => user.id)).toEqual(first.users.map((user) => user.id));
    expect(back.previous).toBeNull();
    expect(back.next).toBe(first.next);

    // everyone, the admin included, when nothing is asked: counted exactly while few
    const everyone = await list('');
    expect(everyone.total.kind).toBe('exact');
    expect(everyone.total.count).toBeGreaterThanOrEqual(26);
    expect(everyone.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
  });

  it('says 1,000+ past the cap of an exact count', async () => {
    const many = Array.from({ length: LIST_COUNT_CAP + 5 }, (_, index) => ({
      id: randomUUID(),
      email: `crowd-${index}@example.com`,
      createdAt: new Date(Date.parse('2024-06-01T00:00:00Z') + index),
      updatedAt: new Date(),
    }));
    await api.database.db.insert(authUsers).values(many);
    await api.database.db.insert(users).values(many.map(({ id, email, createdAt }) => ({ id, email, createdAt })));
    const crowd = await list('q=crowd-');
    expect(crowd.total).toEqual({ count: LIST_COUNT_CAP, kind: 'at_least' });
    expect(crowd.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(crowd.users[0]!.email).toBe(`crowd-${LIST_COUNT_CAP + 4}@example.com`);
  });

  it('searches name or e-mail in any case, taking % and _ literally, and filters by status', async () => {
    const now = new Date();
    const percent = await addUser('hundred@example.com', '100% Travels', now);
    await addUser('plain@example.com', '100 Travels', now);
    const underscore = await addUser('ab_c@example.com', 'Bora', now);
    await addUser('abxc@example.com', 'Gogoi', now);
    const byName = await addUser('someone@example.com', 'Anjali BORUAH', now);

    expect((await list('q=100%25')).users.map((user) => user.id)).toEqual([percent]);
    expect((await list('q=ab_c')).users.map((user) => user.id)).toEqual([underscore]);
    expect((await list('q=%20anjali%20boruah%20')).users.map((user) => user.id)).toEqual([byName]);
    expect((await list('q=SOMEONE@EXAMPLE')).users.map((user) => user.id)).toEqual([byName]);
    expect(await list('q=nobody-like-this')).toMatchObject({ users: [], total: { count: 0, kind: 'exact' } });

    await api.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, underscore));
    const inactive = await list('status=inactive');
    expect(inactive.users.map((user) => user.id)).toEqual([underscore]);
    expect(inactive.total).toEqual({ count: 1, kind: 'exact' });
    expect((await list('status=active&q=ab')).users.map((user) => user.id)).not.toContain(underscore);
  });

  it('matches 1–2 characters at the start of a name or e-mail only', async () => {
    const now = new Date();
    const starts = await addUser('qz-first@example.com', 'Rina', now);
    const named = await addUser('someone-else@example.com', 'Qzara Das', now);
    await addUser('inside-qz@example.com', 'Bhaqzi', now);
    expect(new Set((await list('q=QZ')).users.map((user) => user.id))).toEqual(new Set([starts, named]));
  });

  it('refuses a query or a page it does not understand', async () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', 'someone'])).toString('base64url');
    for (const [query, message] of [
      ['status=banned', 'Unknown status filter'],
      ['after=not*a*cursor', 'Unknown page'],
      [`after=${forged}`, 'Unknown page'],
      ['after=bm90IGpzb24', 'Unknown page'],
      [`after=${forged}&before=${forged}`, 'Unknown page'],
      [`q=${'x'.repeat(101)}`, 'Search is too long'],
    ]) {
      const answer = await call('GET', `/api/admin/users?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: { message } });
    }
  });

  it('suspending ends the sessions at once: the refresh fails, the next call is refused, and so is sign-in', async () => {
    const email = 'to-suspend@example.com';
    const session = await signIn(email);
    expect((await call('GET', '/api/profile', undefined, session.access_token)).status).toBe(200);

    const suspended = await setStatus(session.user.id, 'suspended');
    expect(suspended.status).toBe(200);
    expect(adminUserResponseSchema.parse(suspended.body).result).toMatchObject({
      id: session.user.id,
      email,
      status: 'suspended',
    });

    const refreshed = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(400);
    const refused = await call('GET', '/api/profile', undefined, session.access_token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: AUTH_MESSAGES.userBanned } });
    const again = await verifyByOtp(email);
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: 'user_banned', message: AUTH_MESSAGES.userBanned });

    // active again: a new sign-in works, the old session stays ended
    expect((await setStatus(session.user.id, 'active')).status).toBe(200);
    const back = await signIn(email);
    expect((await call('GET', '/api/profile', undefined, back.access_token)).status).toBe(200);
    expect(
      (await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token })).status,
    ).toBe(400);

    const activities = adminActivitiesResponseSchema.parse((await call('GET', '/api/admin/activities')).body).result;
    expect(activities.filter((activity) => activity.kind === 'user_status')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ summary: `Set user ${email} to suspended`, actor: DEV_ADMIN_EMAIL }),
        expect.objectContaining({ summary: `Set user ${email} to active`, actor: DEV_ADMIN_EMAIL }),
      ]),
    );
  });

  it('inactivating ends the sessions too', async () => {
    const session = await signIn('to-inactivate@example.com');
    expect((await setStatus(session.user.id, 'inactive')).status).toBe(200);
    expect(
      (await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: session.refresh_token })).status,
    ).toBe(400);
    expect((await call('GET', '/api/profile', undefined, session.access_token)).status).toBe(403);
  });

  it('an admin cannot change their own status, and the last active admin stays active', async () => {
    const own = await setStatus(admin.user.id, 'suspended');
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ error: { code: 'conflict', message: inEnglish(ADMIN_MESSAGES.ownStatus) } });

    // with no other active admin, nothing may demote this one (the route can't get here: only another admin
    // could ask, and they would be active too; two admins demoting each other at once can)
    const repository = createIdentitiesRepository(api.database.db);
    expect(await repository.changeStatus(admin.user.id, 'inactive', new Date())).toEqual({ kind: 'last_admin' });

    const otherEmail = 'second-admin@example.com';
    const other = await signIn(otherEmail);
    await api.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user.id));
    const answers = await Promise.all([
      setStatus(other.user.id, 'suspended'),
      setStatus(admin.user.id, 'suspended', other.access_token),
    ]);
    // one of them wins; the other is refused, as the last admin, as no longer active, or (when the winner's
    // suspension ended the loser's session before its request was read) as a session that no longer exists
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 200)!;
    expect([
      { status: 409, body: { error: { code: 'conflict', message: inEnglish(ADMIN_MESSAGES.lastAdmin) } } },
      { status: 403, body: { error: { code: 'forbidden', message: AUTH_MESSAGES.userBanned } } },
      { status: 401, body: { error: { code: 'unauthorized', message: AUTH_MESSAGES.sessionNotFound } } },
    ]).toContainEqual(loser);
    const activeAdmins = await api.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(activeAdmins.filter((row) => row.status === 'active')).toHaveLength(1);
    // whoever is left puts things back
    const survivor = activeAdmins.find((row) => row.status === 'active')!.id === admin.user.id ? admin : other;
    const demoted = survivor === admin ? other : admin;
    expect((await setStatus(demoted.user.id, 'active', survivor.access_token)).status).toBe(200);
    // a suspension ends the account's sessions: the tests after this one need the admin signed in
    if (demoted === admin) admin = await signInAdmin();
  });

  it('answers 404 for an unknown user and 400 for a bad status', async () => {
    const unknown = await setStatus(randomUUID(), 'suspended');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: inEnglish(ADMIN_MESSAGES.userNotFound) } });
    expect((await setStatus('not-a-uuid', 'suspended')).status).toBe(400);
    const bad = await setStatus(admin.user.id, 'banned');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: 'Unknown user status' } });
  });
});
