import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { addDaysIso, todayInIndia, type BusResult, type MailboxMessage } from '@jatra/shared';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../src/config';
import { users } from '../src/db/schema';
import type { AccessLevel } from '../src/auth';
import { bookSeats, findBookableBus, freeSeats, GUWAHATI, JORHAT, passenger } from './booking-journey-test-kit';
import type { TestApi } from './api-test-kit';

export const CALLERS = ['anonymous', 'user', 'other', 'vendor', 'admin', 'suspended', 'forged', 'expired'] as const;
export type Caller = (typeof CALLERS)[number];

export interface Sample {
  path: string;
  body?: unknown;
  /** The level this particular request needs when the route raises it (e.g. `?refresh=true`). */
  level?: AccessLevel;
}

export interface RouteSamples {
  /** each caller's access token (none for anonymous) */
  tokens: Record<Caller, string | undefined>;
  /** by `METHOD /path` as the router declares it: one or more requests that route answers */
  samples: Map<string, Sample[]>;
}

interface SessionAnswer {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

const tomorrow = () => addDaysIso(todayInIndia(), 1);

const application = (company: string) => ({
  company_name: company,
  registration_number: `REG-${company}`,
  contact_name: 'Anjali Bora',
  contact_email: 'ops@example.com',
  contact_phone: '+919812345678',
});

async function post(api: TestApi, path: string, body: unknown, token?: string) {
  return fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function signIn(api: TestApi, email: string): Promise<SessionAnswer> {
  const sent = await post(api, '/auth/v1/otp', { email });
  if (sent.status !== 200) throw new Error(`OTP for ${email}: ${sent.status}`);
  const mail = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(email)}`);
  const [message] = ((await mail.json()) as { messages: MailboxMessage[] }).messages;
  const verified = await post(api, '/auth/v1/verify', { type: 'email', email, token: message!.code });
  if (verified.status !== 200) throw new Error(`verify ${email}: ${verified.status}`);
  return (await verified.json()) as SessionAnswer;
}

/**
 * The callers of access.api.test.ts (two users, a vendor an admin approved, the admin, a suspended user, a
 * token signed with another key, an expired one) and a sample request for every `/api` route, with the data
 * they need: a booking and a payment attempt of the user's, vendor applications to decide. `secret` is the
 * API's AUTH_JWT_SECRET, to sign the expired token.
 */
export async function prepareApiSamples(api: TestApi, secret: string): Promise<RouteSamples> {
  const user = await signIn(api, 'access-user@example.com');
  const other = await signIn(api, 'access-other@example.com');
  const vendor = await signIn(api, 'access-vendor@example.com');
  const suspended = await signIn(api, 'access-suspended@example.com');
  const adminAnswer = await post(api, '/auth/v1/token?grant_type=password', {
    email: DEV_ADMIN_EMAIL,
    password: DEV_ADMIN_PASSWORD,
  });
  if (adminAnswer.status !== 200) throw new Error(`admin sign-in: ${adminAnswer.status}`);
  const admin = (await adminAnswer.json()) as SessionAnswer;

  // the vendor: applies, an admin approves
  const applied = await post(api, '/api/vendors/apply', application('Vendor Travels'), vendor.access_token);
  if (applied.status !== 201) throw new Error(`vendor application: ${applied.status}`);
  const { result: vendorApplication } = (await applied.json()) as { result: { id: string } };
  const approved = await post(api, `/api/admin/vendors/${vendorApplication.id}/approve`, {}, admin.access_token);
  if (approved.status !== 200) throw new Error(`vendor approval: ${approved.status}`);

  await api.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));

  // two more applications for the admin routes to decide
  const pendingIds: string[] = [];
  for (const name of ['approve-me', 'reject-me']) {
    const applicant = await signIn(api, `access-${name}@example.com`);
    const answer = await post(api, '/api/vendors/apply', application(name), applicant.access_token);
    pendingIds.push(((await answer.json()) as { result: { id: string } }).result.id);
  }

  const claims = decodeJwt(user.access_token);
  const sign = (key: string, iat: number, exp: number) =>
    new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(key));
  const nowSeconds = Math.floor(Date.now() / 1000);
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    user: user.access_token,
    other: other.access_token,
    vendor: vendor.access_token,
    admin: admin.access_token,
    suspended: suspended.access_token,
    // a token that claims to be the user, signed with another key, with `role: admin` slipped in
    forged: await new SignJWT({ ...claims, app_metadata: { ...claims.app_metadata!, role: 'admin' } })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('not-the-server-secret-0123456789abcdef')),
    expired: await sign(secret, nowSeconds - 7200, nowSeconds - 3600),
  };

  const schedules = await fetch(`${api.url}/api/availabilities/${JORHAT}/${GUWAHATI}/${tomorrow()}.json`);
  const { result } = (await schedules.json()) as { result: BusResult[] };
  const scheduleId = result[0]!.scheduleId;

  // the user's own booking and payment attempt, for the owner routes
  const bus = await findBookableBus(api.url, 8);
  const [ownSeat, tableSeat] = freeSeats(bus.seats).map((seat) => seat.id);
  const traveller = { email: 'access-user@example.com', accessToken: user.access_token, userId: user.user.id };
  const booking = await bookSeats(api.url, traveller, bus, [ownSeat!]);
  const payment = await post(
    api,
    '/api/phonepe/create-payment',
    { merchantOrderId: booking.pnr_number },
    user.access_token,
  );
  const { orderId } = (await payment.json()) as { orderId: string };

  // the user's own support chat, for the owner routes
  const chat = await post(api, '/api/support/conversations', { body: 'Is my bus on time?' }, user.access_token);
  if (chat.status !== 201) throw new Error(`support chat: ${chat.status}`);
  const conversationId = ((await chat.json()) as { result: { conversation: { id: string } } }).result.conversation.id;

  // one or more sample requests per route; a route without samples fails access.api.test.ts
  const samples = new Map<string, Sample[]>();
  const sample = (key: string, ...list: Sample[]) => samples.set(key, list);
  sample('GET /health', { path: '/api/health' });
  sample('GET /docs.json', { path: '/api/docs.json' });
  sample('GET /docs', { path: '/api/docs' });
  sample('GET /health/details', { path: '/api/health/details' });
  sample('GET /cities.json', { path: '/api/cities.json' }, { path: '/api/cities.json?refresh=true', level: 'admin' });
  sample('GET /cities', { path: '/api/cities?q=gu' });
  sample('GET /cities/:id', { path: `/api/cities/${GUWAHATI}` });
  sample('GET /search', { path: `/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${tomorrow()}` });
  sample('GET /schedules/:origin/:destination/:date', {
    path: `/api/schedules/${JORHAT}/${GUWAHATI}/${tomorrow()}`,
  });
  sample('GET /availabilities/:origin/:destination/:date.json', {
    path: `/api/availabilities/${JORHAT}/${GUWAHATI}/${tomorrow()}.json`,
  });
  sample('GET /availability/:id.json', { path: `/api/availability/${scheduleId}.json` });
  sample('GET /schedule/:id.json', { path: `/api/schedule/${scheduleId}.json` });
  sample('GET /boarding_points/:id.json', { path: `/api/boarding_points/${scheduleId}.json` });
  sample('GET /dropping_points/:id.json', { path: `/api/dropping_points/${scheduleId}.json` });
  sample('POST /vendors/apply', { path: '/api/vendors/apply', body: application('Table Travels') });
  sample('GET /vendors/me', { path: '/api/vendors/me' });
  sample('POST /tentative_booking/:id.json', {
    path: `/api/tentative_booking/${bus.scheduleId}.json`,
    body: {
      travelDate: bus.travelDate,
      boardingPointId: bus.boarding.id,
      droppingPointId: bus.dropping.id,
      seats: [{ seatNumber: tableSeat, passenger: passenger('Table Traveller') }],
    },
  });
  sample('GET /bookings', { path: '/api/bookings' });
  sample('GET /bookings/by-schedule/:id', { path: `/api/bookings/by-schedule/${bus.scheduleId}` });
  sample('GET /bookings/:pnr', { path: `/api/bookings/${booking.pnr_number}` });
  sample('POST /phonepe/create-payment', {
    path: '/api/phonepe/create-payment',
    body: { merchantOrderId: booking.pnr_number },
  });
  sample('GET /booking_details.json', { path: `/api/booking_details.json?pnr_number=${booking.pnr_number}` });
  sample('GET /can_cancel.json', { path: `/api/can_cancel.json?ticket_number=${booking.pnr_number}` });
  sample('POST /cancel_booking/:pnr.json', { path: `/api/cancel_booking/${booking.pnr_number}.json`, body: {} });
  // the sample booking is not confirmed: each answers what a real call does (the refusal, in the error shape)
  const rescheduleBody = {
    schedule_id: bus.scheduleId,
    travel_date: bus.travelDate,
    seat_numbers: [tableSeat],
    boarding_point_id: bus.boarding.id,
    dropping_point_id: bus.dropping.id,
  };
  sample('GET /reschedule/:pnr', { path: `/api/reschedule/${booking.pnr_number}` });
  sample('POST /reschedule/:pnr/quote', { path: `/api/reschedule/${booking.pnr_number}/quote`, body: rescheduleBody });
  sample('POST /reschedule/:pnr', { path: `/api/reschedule/${booking.pnr_number}`, body: rescheduleBody });
  sample('GET /cancel_booking.json', { path: `/api/cancel_booking.json?ticket_number=${booking.pnr_number}` });
  sample('GET /phonepe/order-status/:orderId', { path: `/api/phonepe/order-status/${orderId}` });
  sample('POST /phonepe/webhook', {
    path: '/api/phonepe/webhook',
    body: { event: 'checkout.order.completed', payload: { merchantOrderId: orderId } },
  });
  // unsigned: every caller is refused (the gateway's report proves itself by its HMAC, docs/sms-wire.md)
  sample('POST /sms/delivery-report', {
    path: '/api/sms/delivery-report',
    body: { requestId: 'r1', number: '919876543210', status: '1', desc: 'DELIVERED', date: '2026-11-20 06:00:00' },
  });
  sample('GET /admin/bookings/:pnr/sms', { path: `/api/admin/bookings/${booking.pnr_number}/sms` });
  sample('GET /admin/vendors', { path: '/api/admin/vendors?status=pending' });
  sample('POST /admin/vendors/:id/approve', { path: `/api/admin/vendors/${pendingIds[0]}/approve`, body: {} });
  sample('POST /admin/vendors/:id/reject', { path: `/api/admin/vendors/${pendingIds[1]}/reject`, body: {} });
  sample('POST /admin/vendors/:id/operator', {
    path: `/api/admin/vendors/${vendorApplication.id}/operator`,
    body: { operator_id: result[0]!.travelId },
  });
  // the provider catalog and account (catalog.routes.ts, provider-account.routes.ts)
  sample('POST /admin/sync/:target', { path: '/api/admin/sync/masters', body: {} });
  sample('GET /admin/sync', { path: '/api/admin/sync' });
  sample('GET /admin/operators', { path: '/api/admin/operators?q=travels' });
  sample('GET /admin/cities', { path: '/api/admin/cities?q=gu' });
  sample('GET /admin/city-pairs', { path: '/api/admin/city-pairs?q=jorhat' });
  sample('GET /admin/masters', { path: '/api/admin/masters' });
  sample('GET /admin/schedules', {
    path: `/api/admin/schedules?origin_id=${JORHAT}&destination_id=${GUWAHATI}&date=${tomorrow()}`,
  });
  sample('GET /admin/transactions', { path: `/api/admin/transactions?date=${todayInIndia()}` });
  sample('GET /admin/balance', { path: '/api/admin/balance' });
  // the admin core (composeAdmin in composition.ts); the status sample leaves the other user active
  sample('GET /admin/overview', { path: '/api/admin/overview' });
  sample('GET /admin/activities', { path: '/api/admin/activities' });
  sample('GET /admin/users', { path: '/api/admin/users?q=access&status=active' });
  sample('GET /admin/payments', { path: '/api/admin/payments?kind=refunds&q=jt' });
  sample('PUT /admin/users/:id/status', {
    path: `/api/admin/users/${other.user.id}/status`,
    body: { status: 'active' },
  });
  sample('GET /admin/settings', { path: '/api/admin/settings' });
  sample('PUT /admin/settings', {
    path: '/api/admin/settings',
    body: {
      commission_rate: 10,
      booking_fee: 50,
      cancellation_fee: 100,
      support_email: 'support@example.com',
      support_phone: '+91 361 246 8000',
    },
  });
  sample('GET /admin/backup', { path: '/api/admin/backup' });
  sample('POST /admin/cache/clear', { path: '/api/admin/cache/clear', body: {} });
  sample('GET /support-contact', { path: '/api/support-contact' });
  sample('GET /frontend-releases/live', { path: '/api/frontend-releases/live' });
  sample('GET /admin/frontend-releases', { path: '/api/admin/frontend-releases' });
  sample('POST /admin/frontend-releases/override', {
    path: '/api/admin/frontend-releases/override',
    body: { releases: { search: '0.1.0+abcdef1.0000beef' } },
  });
  sample('POST /admin/frontend-releases/:part/rollback', {
    path: '/api/admin/frontend-releases/booking/rollback',
    body: { reason: 'sample' },
  });
  sample('GET /deploys/:part', { path: '/api/deploys/booking' });
  sample('POST /deploys/:part', { path: '/api/deploys/booking', body: { actor: 'sample' } });
  sample('POST /deploys/:part/rollback', { path: '/api/deploys/booking/rollback', body: { actor: 'sample' } });
  sample('POST /frontend-failures', {
    path: '/api/frontend-failures',
    body: { part: 'search', version: null, kind: 'load', message: 'The search remote did not load', page: '/search' },
  });
  sample('GET /vendor/dashboard', { path: '/api/vendor/dashboard' });
  sample('GET /vendor/manifest/:scheduleId', { path: `/api/vendor/manifest/${scheduleId}` });
  sample('GET /travellers', { path: '/api/travellers' });
  sample('POST /travellers', { path: '/api/travellers', body: passenger('Table Traveller') });
  // nobody has this traveller: every caller allowed in is told it is not found
  const missingTraveller = '/api/travellers/00000000-0000-4000-8000-000000000000';
  sample('PUT /travellers/:id', { path: missingTraveller, body: passenger('Table Traveller') });
  sample('DELETE /travellers/:id', { path: missingTraveller });
  sample('GET /profile', { path: '/api/profile' });
  sample('PUT /profile', {
    path: '/api/profile',
    body: { full_name: 'Table Traveller', email: 'table@example.com', phone: '9876543210', state: 'Assam' },
  });
  // live chat: the guest routes without a guest's token find nothing; a made-up stream ticket opens nothing
  const message = { body: 'Can I change my boarding point?' };
  sample('POST /support/conversations', {
    path: '/api/support/conversations',
    body: { ...message, name: 'Table Traveller', email: 'table@example.com' },
  });
  sample('GET /support/conversations', { path: '/api/support/conversations' });
  sample('GET /support/conversations/:id', { path: `/api/support/conversations/${conversationId}` });
  sample('POST /support/conversations/:id/messages', {
    path: `/api/support/conversations/${conversationId}/messages`,
    body: message,
  });
  sample('POST /support/conversations/:id/stream-ticket', {
    path: `/api/support/conversations/${conversationId}/stream-ticket`,
    body: {},
  });
  sample('GET /support/guest', { path: '/api/support/guest' });
  sample('POST /support/guest/messages', { path: '/api/support/guest/messages', body: message });
  sample('POST /support/guest/stream-ticket', { path: '/api/support/guest/stream-ticket', body: {} });
  sample('GET /support/stream', { path: '/api/support/stream?ticket=not-a-ticket' });
  sample('GET /admin/support/conversations', { path: '/api/admin/support/conversations' });
  sample('GET /admin/support/conversations/:id', { path: `/api/admin/support/conversations/${conversationId}` });
  sample('POST /admin/support/conversations/:id/messages', {
    path: `/api/admin/support/conversations/${conversationId}/messages`,
    body: { body: 'Yes, it leaves on time.' },
  });
  sample('POST /admin/support/stream-ticket', { path: '/api/admin/support/stream-ticket', body: {} });
  return { tokens, samples };
}

/** A factor id nobody has (no factor can be enrolled). */
const NO_FACTOR = '00000000-0000-4000-8000-000000000000';

/**
 * A sample request for every `/auth/v1` route (paths under the mount), and the signed-in user (`user`) they
 * are sent as: one of their own, since the samples sign it out.
 */
export async function prepareAuthSamples(api: TestApi): Promise<RouteSamples> {
  const email = 'auth-samples@example.com';
  const session = await signIn(api, email);
  const tokens = Object.fromEntries(CALLERS.map((caller) => [caller, undefined])) as RouteSamples['tokens'];
  tokens.user = session.access_token;
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
  const samples = new Map<string, Sample[]>([
    ['POST /otp', [{ path: '/otp', body: { email, create_user: true } }]],
    ['POST /verify', [{ path: '/verify', body: { type: 'email', email, token: '123456' } }]],
    [
      'POST /token',
      [
        { path: '/token?grant_type=password', body: { email: DEV_ADMIN_EMAIL, password: 'not-the-password' } },
        { path: '/token?grant_type=pkce', body: { auth_code: 'no-such-code', code_verifier: 'verifier' } },
        { path: '/token?grant_type=refresh_token', body: { refresh_token: 'no-such-token' } },
      ],
    ],
    [
      'GET /authorize',
      [
        {
          path: `/authorize?provider=google&redirect_to=${encodeURIComponent('http://localhost:5173/')}&code_challenge=${challenge}&code_challenge_method=s256`,
        },
      ],
    ],
    ['GET /callback', [{ path: '/callback?code=abc&state=def' }]],
    ['GET /user', [{ path: '/user' }]],
    ['PUT /user', [{ path: '/user', body: { data: { full_name: 'Sample Traveller' } } }]],
    ['POST /logout', [{ path: '/logout?scope=local' }]],
    ['GET /settings', [{ path: '/settings' }]],
    ['GET /health', [{ path: '/health' }]],
    // GoTrue's endpoints that are off (features-off.routes.ts)
    [
      'POST /signup',
      [
        { path: '/signup', body: { email, password: 'a-password-1' } },
        { path: '/signup', body: {} },
      ],
    ],
    ['POST /magiclink', [{ path: '/magiclink', body: { email } }]],
    ['POST /recover', [{ path: '/recover', body: { email } }]],
    ['POST /resend', [{ path: '/resend', body: { type: 'signup', email } }]],
    ['GET /reauthenticate', [{ path: '/reauthenticate' }]],
    ['POST /factors', [{ path: '/factors', body: { factor_type: 'totp' } }]],
    ['POST /factors/:factorId/verify', [{ path: `/factors/${NO_FACTOR}/verify`, body: { code: '123456' } }]],
    ['POST /factors/:factorId/challenge', [{ path: `/factors/${NO_FACTOR}/challenge`, body: {} }]],
    ['DELETE /factors/:factorId', [{ path: `/factors/${NO_FACTOR}` }]],
    ['POST /invite', [{ path: '/invite', body: { email: 'invited@example.com' } }]],
  ]);
  return { tokens, samples };
}
