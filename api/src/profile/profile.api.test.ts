import type { SupabaseClient } from '@supabase/supabase-js';
import { eq } from 'drizzle-orm';
import {
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  PROFILE_MESSAGES,
  profileResponseSchema,
  type MailboxMessage,
  type Profile,
  type ProfileUpdate,
  inEnglish,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionlessClient } from '../../test/supabase-test-client';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { users } from '../db/schema';

const valid: ProfileUpdate = {
  full_name: '  Anjali Bora ',
  email: 'Anjali.Contact@Example.com',
  phone: '+91 98765-43210',
  state: 'Assam',
};

describe('the profile, saved on the server', () => {
  let api: TestApi;
  // the OTP resend wait is 60 s per address: a second sign-in moves the clock on
  let offsetMs = 0;
  beforeAll(async () => {
    api = await startTestApi({
      env: { AUTH_JWT_SECRET: 'profile-test-secret-0123456789abcdef' },
      now: () => new Date(Date.now() + offsetMs),
    });
  });
  afterAll(() => api.close());

  async function signIn(email: string): Promise<SupabaseClient> {
    const supabase = sessionlessClient(api.url);
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(email)}`);
    const [message] = ((await mail.json()) as { messages: MailboxMessage[] }).messages;
    expect((await supabase.auth.verifyOtp({ email, token: message!.code!, type: 'email' })).error).toBeNull();
    return supabase;
  }

  const tokenOf = async (supabase: SupabaseClient) => (await supabase.auth.getSession()).data.session!.access_token;

  async function call(method: 'GET' | 'PUT', token: string | undefined, body?: unknown) {
    const response = await fetch(`${api.url}/api/profile`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { result: Profile; error?: { message: string } };
    return { status: response.status, body: json, message: json.error?.message };
  }

  it('reads the users row, saves the profile, and keeps it across a new sign-in', async () => {
    const supabase = await signIn('traveller@example.com');
    const token = await tokenOf(supabase);
    const userId = (await supabase.auth.getUser()).data.user!.id;

    const first = await call('GET', token);
    expect(first.status).toBe(200);
    expect(profileResponseSchema.parse(first.body).result).toMatchObject({
      full_name: null,
      email: 'traveller@example.com',
      phone: null,
      state: null,
      role: 'user',
    });

    const saved = await call('PUT', token, valid);
    expect(saved.status).toBe(200);
    const expected = {
      full_name: 'Anjali Bora',
      email: 'anjali.contact@example.com',
      phone: '9876543210',
      state: 'Assam',
      role: 'user',
    };
    expect(profileResponseSchema.parse(saved.body).result).toMatchObject(expected);
    expect((await call('GET', token)).body.result).toEqual(saved.body.result);
    const [row] = await api.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ fullName: 'Anjali Bora', email: 'anjali.contact@example.com', state: 'Assam' });

    // the navbar's name comes from the session's user_metadata: a refresh brings the new one
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session!.user.user_metadata.full_name).toBe('Anjali Bora');
    // the sign-in address is not the contact address: it stays as it was
    expect(refreshed.data.session!.user.email).toBe('traveller@example.com');

    // a new sign-in (with the sign-in address) neither asks for the name again nor undoes the profile
    offsetMs += 61_000;
    const again = await signIn('traveller@example.com');
    const session = (await again.auth.getSession()).data.session!;
    expect(session.user.id).toBe(userId);
    expect(session.user.user_metadata.full_name).toBe('Anjali Bora');
    expect((await call('GET', session.access_token)).body.result).toMatchObject(expected);
  });

  it('refuses what the schema refuses, with its message, and saves nothing', async () => {
    const token = await tokenOf(await signIn('careful@example.com'));
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, full_name: '   ' }, inEnglish(PROFILE_MESSAGES.nameRequired)],
      [{ ...valid, full_name: 'x'.repeat(101) }, inEnglish(PROFILE_MESSAGES.nameTooLong)],
      [{ ...valid, email: 'not-an-address' }, inEnglish(PROFILE_MESSAGES.emailInvalid)],
      [{ ...valid, phone: '12345' }, inEnglish(PROFILE_MESSAGES.phoneInvalid)],
      [{ ...valid, phone: '5876543210' }, inEnglish(PROFILE_MESSAGES.phoneInvalid)],
      [{ ...valid, state: 'Atlantis' }, inEnglish(PROFILE_MESSAGES.stateInvalid)],
      [{ full_name: 'Only A Name' }, inEnglish(PROFILE_MESSAGES.emailInvalid)],
    ];
    for (const [body, message] of cases) {
      const answer = await call('PUT', token, body);
      expect({ body, status: answer.status, message: answer.message }).toEqual({ body, status: 400, message });
    }
    // role is the server's: an extra key is refused, not quietly applied
    expect((await call('PUT', token, { ...valid, role: 'admin' })).status).toBe(400);
    expect((await call('GET', token)).body.result).toMatchObject({ full_name: null, state: null, role: 'user' });
    expect((await call('PUT', undefined, valid)).status).toBe(401);
    expect((await call('GET', undefined)).status).toBe(401);
  });

  it('takes every state and union territory of India, and reads each back', async () => {
    const token = await tokenOf(await signIn('anywhere@example.com'));
    const regions = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];
    expect(new Set(regions).size).toBe(36);
    for (const name of ['Delhi', 'Jammu and Kashmir', 'Ladakh', 'Puducherry', 'Chandigarh', 'Lakshadweep']) {
      expect(regions).toContain(name);
    }
    for (const state of regions) {
      const saved = await call('PUT', token, { ...valid, state });
      expect({ state, status: saved.status, saved: saved.body.result?.state }).toEqual({
        state,
        status: 200,
        saved: state,
      });
    }
    expect((await call('GET', token)).body.result.state).toBe('Puducherry');
    // a near miss is still refused
    expect((await call('PUT', token, { ...valid, state: 'Pondicherry' })).message).toBe(
      inEnglish(PROFILE_MESSAGES.stateInvalid),
    );
  });

  it('shows the name and phone given at the sign-up profile step before the first save, the phone as 10 digits', async () => {
    const supabase = await signIn('newcomer@example.com');
    // what the shell's "complete your profile" step sends
    const { error } = await supabase.auth.updateUser({ data: { full_name: 'Rupam Das', phone: '+919812345678' } });
    expect(error).toBeNull();
    expect((await call('GET', await tokenOf(supabase))).body.result).toMatchObject({
      full_name: 'Rupam Das',
      email: 'newcomer@example.com',
      // as the profile form takes it: the country code is not part of the number
      phone: '9812345678',
    });
  });
});
