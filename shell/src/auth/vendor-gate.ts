import type { Session } from '@supabase/supabase-js';
import { useAuthStore } from './auth-store';
import { getApiBaseUrl } from './supabase-client';

/** The vendor states that stop a sign-in. */
export type VendorStop = 'pending' | 'rejected';

export const isVendorStop = (value: unknown): value is VendorStop => value === 'pending' || value === 'rejected';

/** `{ result: { status } }` of `GET /api/vendors/me` (the full application is vendorSchema in @jatra/shared). */
const statusOf = (body: unknown): unknown => (body as { result?: { status?: unknown } } | null)?.result?.status;

/**
 * `GET /api/vendors/me` with the new session: a pending or rejected application stops the sign-in;
 * approved, none (404) or an unreadable answer lets it go on. Failing open is deliberate: the API reads
 * the role from its users table, so a pending or rejected applicant is an ordinary user there anyway.
 */
export async function vendorStopFor(session: Session): Promise<VendorStop | null> {
  try {
    const response = await fetch(new URL('/api/vendors/me', getApiBaseUrl()), {
      headers: { Accept: 'application/json', Authorization: `Bearer ${session.access_token}` },
      cache: 'no-store',
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const status = statusOf(await response.json());
    return isVendorStop(status) ? status : null;
  } catch (error) {
    console.warn('Could not read the vendor application; sign-in goes on', error);
    return null;
  }
}

/** After OTP or Google: a stopped vendor is signed out again (no session remains) and the stop answered. */
export async function enforceVendorStop(session: Session): Promise<VendorStop | null> {
  const stop = await vendorStopFor(session);
  if (stop) await useAuthStore.getState().signOut();
  return stop;
}
