import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { VENDOR_MESSAGES, type MailboxMessage, type Vendor, inEnglish } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionlessClient } from '../../test/supabase-test-client';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';
import { users } from '../db/schema';

/** Node 20 has no WebSocket; realtime is never used here, so a stand-in that refuses to connect is enough. */
const application = {
  company_name: 'Brahmaputra Travels',
  registration_number: 'AS-2024-0099',
  contact_name: 'Anjali Bora',
  contact_email: 'Ops@Brahmaputra.example',
  contact_phone: '+919812345678',
};

describe('vendor applications', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: 'vendors-test-secret-0123456789abcdef' } });
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    expect(error).toBeNull();
    admin = data.session!.access_token;
  });
  afterAll(() => api.close());

  const client = (): SupabaseClient => sessionlessClient(api.url);

  async function signIn(email: string): Promise<SupabaseClient> {
    const supabase = client();
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(email)}`);
    const [message] = ((await mail.json()) as { messages: MailboxMessage[] }).messages;
    expect((await supabase.auth.verifyOtp({ email, token: message!.code!, type: 'email' })).error).toBeNull();
    return supabase;
  }

  async function call(method: string, path: string, token: string, body?: unknown) {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as { result: Vendor & Vendor[]; error?: object } };
  }

  const tokenOf = async (supabase: SupabaseClient) => (await supabase.auth.getSession()).data.session!.access_token;

  it('takes one application per user, pending until an admin approves; the role then shows in the JWT', async () => {
    const supabase = await signIn('applicant@example.com');
    const token = await tokenOf(supabase);
    expect((await call('GET', '/api/vendors/me', token)).status).toBe(404);

    const applied = await call('POST', '/api/vendors/apply', token, application);
    expect(applied.status).toBe(201);
    const { user } = (await supabase.auth.getUser()).data;
    expect(applied.body.result).toMatchObject({
      ...application,
      contact_email: 'ops@brahmaputra.example',
      user_id: user!.id,
      status: 'pending',
    });
    const again = await call('POST', '/api/vendors/apply', token, application);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'conflict', message: inEnglish(VENDOR_MESSAGES.alreadyApplied) });
    expect((await call('GET', '/api/vendors/me', token)).body.result.status).toBe('pending');

    // the applicant cannot approve themselves
    const id = applied.body.result.id;
    expect((await call('POST', `/api/admin/vendors/${id}/approve`, token)).status).toBe(403);

    const pending = await call('GET', '/api/admin/vendors?status=pending', admin);
    expect(pending.status).toBe(200);
    expect(pending.body.result.map((vendor) => vendor.id)).toContain(id);

    const approved = await call('POST', `/api/admin/vendors/${id}/approve`, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.result.status).toBe('approved');
    const [row] = await api.database.db.select().from(users).where(eq(users.id, user!.id));
    expect(row!.role).toBe('vendor');

    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.user.app_metadata.role).toBe('vendor');
    expect(decodeJwt(refreshed.data.session!.access_token).app_metadata).toMatchObject({ role: 'vendor' });

    expect((await call('GET', '/api/admin/vendors?status=pending', admin)).body.result.map((v) => v.id)).not.toContain(
      id,
    );
    const decidedTwice = await call('POST', `/api/admin/vendors/${id}/reject`, admin);
    expect(decidedTwice.status).toBe(409);
  });

  it('rejects an application without changing the role, and checks what it is sent', async () => {
    const supabase = await signIn('rejected@example.com');
    const token = await tokenOf(supabase);
    const invalid = await call('POST', '/api/vendors/apply', token, { ...application, contact_email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ message: 'Please enter a valid contact email' });
    expect((await call('POST', '/api/vendors/apply', token, { company_name: 'X' })).status).toBe(400);

    const applied = await call('POST', '/api/vendors/apply', token, application);
    const rejected = await call('POST', `/api/admin/vendors/${applied.body.result.id}/reject`, admin);
    expect(rejected.status).toBe(200);
    expect(rejected.body.result.status).toBe('rejected');
    expect((await call('GET', '/api/vendors/me', token)).body.result.status).toBe('rejected');
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.data.session!.user.app_metadata.role).toBe('user');

    expect((await call('POST', '/api/admin/vendors/8d0c7f0e-0000-4000-8000-000000000000/approve', admin)).status).toBe(
      404,
    );
    expect((await call('POST', '/api/admin/vendors/not-a-uuid/approve', admin)).status).toBe(400);
    expect((await call('GET', '/api/admin/vendors?status=maybe', admin)).status).toBe(400);
    const all = await call('GET', '/api/admin/vendors', admin);
    expect(all.body.result.map((vendor) => vendor.status)).toEqual(expect.arrayContaining(['approved', 'rejected']));
  });

  /** The dev mailbox's mails to `address` that carry no sign-in code, newest first. */
  async function mailsTo(address: string) {
    const answer = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(address)}`);
    return ((await answer.json()) as { messages: MailboxMessage[] }).messages.filter((message) => !message.code);
  }

  it("e-mails the admin's decision, once, to the application's contact address", async () => {
    const applyAs = async (email: string, contact: string) => {
      const token = await tokenOf(await signIn(email));
      // people write numbers with spaces: the number is kept as digits
      const applied = await call('POST', '/api/vendors/apply', token, {
        ...application,
        company_name: `${contact} Roadways`,
        contact_email: ` ${contact}@Roadways.example `,
        contact_phone: '+91 98123 45678',
      });
      expect(applied.status).toBe(201);
      expect(applied.body.result).toMatchObject({
        contact_email: `${contact}@roadways.example`,
        contact_phone: '+919812345678',
      });
      expect(await mailsTo(`${contact}@roadways.example`)).toEqual([]);
      return applied.body.result.id;
    };
    const approvedId = await applyAs('mail.approved@example.com', 'approved.ops');
    const rejectedId = await applyAs('mail.rejected@example.com', 'rejected.ops');

    expect((await call('POST', `/api/admin/vendors/${approvedId}/approve`, admin)).status).toBe(200);
    const [welcome, ...moreWelcome] = await mailsTo('approved.ops@roadways.example');
    expect(moreWelcome).toEqual([]);
    expect(welcome!.subject).toBe('Your Jatra partner application is approved: approved.ops Roadways');
    expect(welcome!.body).toContain('Dear Anjali Bora,');
    expect(welcome!.body).toContain('Registration number: AS-2024-0099');
    expect(welcome!.body).toMatch(/Open your dashboard: http:\/\/[^\s]+\/vendor\n/);
    // the address the applicant signs in with only had its sign-in code
    expect(await mailsTo('mail.approved@example.com')).toEqual([]);

    expect((await call('POST', `/api/admin/vendors/${rejectedId}/reject`, admin)).status).toBe(200);
    const [refusal, ...moreRefusals] = await mailsTo('rejected.ops@roadways.example');
    expect(moreRefusals).toEqual([]);
    expect(refusal!.subject).toBe('Your Jatra partner application: rejected.ops Roadways');
    expect(refusal!.body).toContain('your application to sell tickets on Jatra was not approved');
    expect(refusal!.body).not.toContain('/vendor');

    // a decision is taken once, so it is told once: a second click is refused and sends nothing
    expect((await call('POST', `/api/admin/vendors/${rejectedId}/approve`, admin)).status).toBe(409);
    expect(await mailsTo('rejected.ops@roadways.example')).toHaveLength(1);
    expect(await mailsTo('approved.ops@roadways.example')).toHaveLength(1);
  });
});
