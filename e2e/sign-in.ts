/**
 * Signing in for the e2e tests: through the /auth page (the one-time code read from the dev mailbox),
 * and straight against the auth service for the set-up a test needs but does not test; and calling our API
 * with the token.
 */
import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { adminCredentials, needs, origins } from './environment';

/** The newest one-time code the dev mailbox holds for an e-mail address or phone number. */
export async function latestCode(address: string): Promise<string> {
  needs('devMailbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(`${origins.api}/sim/mailbox?to=${encodeURIComponent(address)}`);
    const body = (await response.json()) as { messages: { code: string }[] };
    if (body.messages[0]?.code) return body.messages[0].code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code arrived for ${address}`);
}

/** A fresh address per test: the auth service lets a code be re-sent to one address only after 60 s. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

/** On /auth (already open): e-mail → Send OTP → the code from the mailbox → Verify OTP. */
export async function verifyEmailOtp(page: Page, email: string) {
  // before a code is sent: where there is no dev mailbox it would go to a real inbox
  needs('devMailbox');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // the page asks for the code once it is sent: only then is the mailbox's latest code this one
  const code = page.getByLabel('One-time password');
  await expect(code).toBeVisible();
  await code.fill(await latestCode(email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** On the profile step: full name and phone → Complete profile. */
export async function completeProfile(page: Page, fullName: string, phone = '9812345678') {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Complete profile' }).click();
}

/** The navbar's link to the user's dashboard, labelled with their full name. */
export const navbarName = (page: Page, fullName: string) =>
  page.getByRole('banner').getByRole('link', { name: fullName });

/** A new traveller signs up through /auth by e-mail OTP and completes the profile. */
export async function signInWithEmailOtp(page: Page, email: string, fullName = 'Priya Baruah') {
  await page.goto('/auth');
  await verifyEmailOtp(page, email);
  await completeProfile(page, fullName);
  await expect(navbarName(page, fullName)).toBeVisible();
}

/** The session supabase-js keeps in the page's localStorage (`sb-<host>-auth-token`), or null. */
export async function storedSession(page: Page): Promise<{ access_token: string } | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('sb-') && name.endsWith('-auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { access_token: string } | null) : null;
  });
}

async function authJson<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${origins.api}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      apikey: 'jatra-anon',
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'POST'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** The administrator's access token (password grant with the target's administrator, environment.ts). */
export async function adminAccessToken(): Promise<string> {
  needs('admin');
  const session = await authJson<{ access_token: string }>('/auth/v1/token?grant_type=password', {
    body: adminCredentials,
  });
  return session.access_token;
}

/**
 * Sign a user up and in through the Google simulator without a browser (no one-time code is sent, so a
 * test can still sign this address in by OTP at once): authorize (PKCE) → consent → code → token.
 */
export async function googleSimAccessToken(email: string, fullName: string): Promise<string> {
  needs('googleSimulator');
  const verifier = crypto.randomBytes(32).toString('base64url');
  const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${origins.api}/auth/v1/authorize`);
  authorize.search = new URLSearchParams({
    provider: 'google',
    redirect_to: `${origins.shell}/auth/callback`,
    code_challenge: challenge,
    code_challenge_method: 's256',
  }).toString();
  const toConsent = await fetch(authorize, { redirect: 'manual', headers: { apikey: 'jatra-anon' } });
  const consent = new URL(toConsent.headers.get('location') ?? '', origins.api);
  const state = consent.searchParams.get('state');
  if (!state) throw new Error(`authorize answered ${toConsent.status} without a consent page`);
  const back = await fetch(`${origins.api}/sim/google/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, action: 'allow', account: 'custom', email, name: fullName }),
  });
  const code = new URL(back.headers.get('location') ?? '', origins.shell).searchParams.get('code');
  if (!code) throw new Error(`the Google simulator answered ${back.status} without a code`);
  const session = await authJson<{ access_token: string }>('/auth/v1/token?grant_type=pkce', {
    body: { auth_code: code, code_verifier: verifier },
  });
  return session.access_token;
}

/** Ends every session of the token's user on the server. */
export async function signOutEverywhere(token: string): Promise<void> {
  await authJson('/auth/v1/logout?scope=global', { token });
}

/** A call to our API with a signed-in user's token: the answer as it came. */
export async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(`${origins.api}${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** A POST to our API with a signed-in user's token that must succeed: its `result`. */
export async function postForResult<T>(path: string, token: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${origins.api}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `POST ${path}: ${response.status} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: T }).result;
}
