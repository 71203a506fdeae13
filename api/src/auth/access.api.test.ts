import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { addDaysIso, todayInIndia, type BusResult, type MailboxMessage } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSeats, findBookableBus, freeSeats, GUWAHATI, JORHAT, passenger } from '../../test/booking-journey';
import { startTestApi, type TestApi } from '../../test/test-api';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';
import { users } from '../db/schema';
import { listRoutes, type AccessLevel, type RouteAccess } from './access';

const SECRET = 'access-test-secret-0123456789abcdef-jatra';
const tomorrow = () => addDaysIso(todayInIndia(), 1);

const CALLERS = ['anonymous', 'user', 'other', 'vendor', 'admin', 'suspended', 'forged', 'expired'] as const;
type Caller = (typeof CALLERS)[number];

interface Sample {
  path: string;
  body?: unknown;
  /** The level this particular request needs when the route raises it (e.g. `?refresh=true`). */
  level?: AccessLevel;
}

interface SessionAnswer {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

const application = (company: string) => ({
  company_name: company,
  registration_number: `REG-${company}`,
  contact_name: 'Anjali Bora',
  contact_email: 'ops@example.com',
  contact_phone: '+919812345678',
});

/** What each caller must get from a route of each level; true = allowed (any answer but 401/403, below 500). */
function expected(level: AccessLevel, caller: Caller): number | 'allowed' {
  // no user's token opens a gateway route: only the gateway's signature (payments.api.test.ts sends it)
  if (level === 'gateway') return 401;
  if (caller === 'forged' || caller === 'expired') return 401;
  if (caller === 'suspended') return 403;
  if (level === 'anyone') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (level === 'signed-in' || caller === 'admin') return 'allowed';
  if (level === 'vendor') return caller === 'vendor' ? 'allowed' : 403;
  if (level === 'owner') return caller === 'user' ? 'allowed' : 404;
  return 403;
}

describe('every /api route states who may call it, and the server enforces it', () => {
  let api: TestApi;
  const tokens = {} as Record<Caller, string | undefined>;
  const samples = new Map<string, Sample[]>();
  let routes: RouteAccess[];

  async function post(path: string, body: unknown, token?: string) {
    return fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  }

  async function signIn(email: string): Promise<SessionAnswer> {
    expect((await post('/auth/v1/otp', { email })).status).toBe(200);
    const mail = await fetch(`${api.url}/sim/mailbox?to=${encodeURIComponent(email)}`);
    const [message] = ((await mail.json()) as { messages: MailboxMessage[] }).messages;
    const verified = await post('/auth/v1/verify', { type: 'email', email, token: message!.code });
    expect(verified.status).toBe(200);
    return (await verified.json()) as SessionAnswer;
  }

  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: SECRET } });
    routes = listRoutes(api.apiRouter);

    const user = await signIn('access-user@example.com');
    const other = await signIn('access-other@example.com');
    const vendor = await signIn('access-vendor@example.com');
    const suspended = await signIn('access-suspended@example.com');
    const adminAnswer = await post('/auth/v1/token?grant_type=password', {
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    expect(adminAnswer.status).toBe(200);
    const admin = (await adminAnswer.json()) as SessionAnswer;

    // the vendor: applies, an admin approves
    const applied = await post('/api/vendors/apply', application('Vendor Travels'), vendor.access_token);
    expect(applied.status).toBe(201);
    const { result: vendorApplication } = (await applied.json()) as { result: { id: string } };
    const approved = await post(`/api/admin/vendors/${vendorApplication.id}/approve`, {}, admin.access_token);
    expect(approved.status).toBe(200);

    await api.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));

    // two more applications for the admin routes to decide
    const pendingIds: string[] = [];
    for (const name of ['approve-me', 'reject-me']) {
      const applicant = await signIn(`access-${name}@example.com`);
      const answer = await post('/api/vendors/apply', application(name), applicant.access_token);
      pendingIds.push(((await answer.json()) as { result: { id: string } }).result.id);
    }

    const claims = decodeJwt(user.access_token);
    const sign = (secret: string, iat: number, exp: number) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const nowSeconds = Math.floor(Date.now() / 1000);
    Object.assign(tokens, {
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
      expired: await sign(SECRET, nowSeconds - 7200, nowSeconds - 3600),
    });

    const schedules = await fetch(`${api.url}/api/availabilities/${JORHAT}/${GUWAHATI}/${tomorrow()}.json`);
    const { result } = (await schedules.json()) as { result: BusResult[] };
    const scheduleId = result[0]!.scheduleId;

    // the user's own booking and payment attempt, for the owner routes
    const bus = await findBookableBus(api.url, 8);
    const [ownSeat, tableSeat] = freeSeats(bus.seats).map((seat) => seat.id);
    const traveller = { email: 'access-user@example.com', accessToken: user.access_token, userId: user.user.id };
    const booking = await bookSeats(api.url, traveller, bus, [ownSeat!]);
    const payment = await post(
      '/api/phonepe/create-payment',
      { merchantOrderId: booking.pnr_number },
      user.access_token,
    );
    const { orderId } = (await payment.json()) as { orderId: string };

    // one or more sample requests per route; a route without samples fails the test below
    const sample = (key: string, ...list: Sample[]) => samples.set(key, list);
    sample('GET /health', { path: '/api/health' });
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
    sample('GET /bookings/:pnr', { path: `/api/bookings/${booking.pnr_number}` });
    sample('POST /phonepe/create-payment', {
      path: '/api/phonepe/create-payment',
      body: { merchantOrderId: booking.pnr_number },
    });
    sample('GET /booking_details.json', { path: `/api/booking_details.json?pnr_number=${booking.pnr_number}` });
    sample('GET /can_cancel.json', { path: `/api/can_cancel.json?ticket_number=${booking.pnr_number}` });
    sample('POST /cancel_booking/:pnr.json', { path: `/api/cancel_booking/${booking.pnr_number}.json`, body: {} });
    sample('GET /cancel_booking.json', { path: `/api/cancel_booking.json?ticket_number=${booking.pnr_number}` });
    sample('GET /phonepe/order-status/:orderId', { path: `/api/phonepe/order-status/${orderId}` });
    sample('POST /phonepe/webhook', {
      path: '/api/phonepe/webhook',
      body: { event: 'checkout.order.completed', payload: { merchantOrderId: orderId } },
    });
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
    sample('GET /admin/cities', { path: '/api/admin/cities?q=gu&page=1' });
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
    sample('GET /admin/users', { path: '/api/admin/users?q=access&status=active&page=1' });
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
  });
  afterAll(() => api.close());

  it('finds the routes, and every one declares its access level first', () => {
    expect(routes.length).toBeGreaterThanOrEqual(16);
    const undeclared = routes.filter((route) => !route.rule).map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
    const unsampled = routes.map((route) => `${route.method} ${route.path}`).filter((key) => !samples.has(key));
    expect(unsampled).toEqual([]);
  });

  it('answers each caller of each route as its level says', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const request of samples.get(`${route.method} ${route.path}`) ?? []) {
        const level = request.level ?? route.rule!.level;
        for (const caller of CALLERS) {
          const token = tokens[caller];
          const response = await fetch(`${api.url}${request.path}`, {
            method: route.method,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(request.body ? { 'content-type': 'application/json' } : {}),
            },
            body: request.body ? JSON.stringify(request.body) : undefined,
          });
          await response.arrayBuffer();
          const want = expected(level, caller);
          const ok =
            want === 'allowed'
              ? response.status !== 401 && response.status !== 403 && response.status < 500
              : response.status === want;
          if (!ok) failures.push(`${route.method} ${request.path} as ${caller}: ${response.status}, wanted ${want}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a suspended account with the clear message, and an empty bearer token', async () => {
    const suspended = await fetch(`${api.url}/api/vendors/me`, {
      headers: { authorization: `Bearer ${tokens.suspended}` },
    });
    expect(suspended.status).toBe(403);
    expect(await suspended.json()).toMatchObject({
      error: { code: 'forbidden', message: 'Your account is suspended. Please contact support.' },
    });
    const empty = await fetch(`${api.url}/api/health`, { headers: { authorization: 'Bearer ' } });
    expect(empty.status).toBe(401);
    const garbage = await fetch(`${api.url}/api/health`, { headers: { authorization: 'Basic abc' } });
    expect(garbage.status).toBe(401);
  });
});
