import pino from 'pino';
import {
  ADMIN_ACTIVITY_LIMIT,
  OVERVIEW_CHART_DAYS,
  addDaysIso,
  adminActivitiesResponseSchema,
  adminOverviewResponseSchema,
  todayInIndia,
  type BookingRecord,
  type CancelTicket,
  type OrderStatusResponse,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  postJson,
  signInByOtp,
  type Traveller,
} from '../../test/booking-journey';
import { startTestApi, type TestApi } from '../../test/test-api';
import { createAuditLog } from '../audit/audit-log';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';
import { createAdminStatsRepository } from './admin-stats.repository';
import { createOverviewService } from './overview.service';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('admin overview and recent activities, from a real booking, cancellation and refund', () => {
  let api: TestApi;
  let admin: string;
  let traveller: Traveller;
  let booking: BookingRecord;
  let refund: number;

  const get = (path: string, token = admin) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const put = (path: string, body: unknown, token?: string) =>
    fetch(`${api.url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    api = await startTestApi({
      env: { AUTH_JWT_SECRET: 'admin-overview-test-secret-0123456789abcdef', RECONCILE_INTERVAL_MS: '0' },
      logger: pino({ level: 'silent' }),
    });
    await put('/sim/phonepe/knobs', { dropWebhooks: true, refundStepMs: 0 });
    const signedIn = await postJson(`${api.url}/auth/v1/token?grant_type=password`, {
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    admin = (await json<{ access_token: string }>(signedIn)).access_token;

    // a vendor applies and is approved
    const applicant = await signInByOtp(api.url, 'overview-vendor@example.com');
    const applied = await postJson(
      `${api.url}/api/vendors/apply`,
      {
        company_name: 'Overview Travels',
        registration_number: 'AS-OV-1',
        contact_name: 'Anjali Bora',
        contact_email: 'ops@overview.example',
        contact_phone: '+919812345678',
      },
      applicant.accessToken,
    );
    const vendorId = (await json<{ result: { id: string } }>(applied)).result.id;
    expect((await postJson(`${api.url}/api/admin/vendors/${vendorId}/approve`, {}, admin)).status).toBe(200);

    const settings = await put(
      '/api/admin/settings',
      {
        commission_rate: 12.5,
        booking_fee: 50,
        cancellation_fee: 100,
        support_email: 'help@jatra.example',
        support_phone: '+91 361 000 1111',
      },
      admin,
    );
    expect(settings.status).toBe(200);

    // a traveller books two seats and pays, as the booking and payment pages do
    traveller = await signInByOtp(api.url, 'overview-traveller@example.com');
    const bus = await findBookableBus(api.url, 4, 3);
    const held = await bookSeats(
      api.url,
      traveller,
      bus,
      freeSeats(bus.seats)
        .slice(0, 2)
        .map((seat) => seat.id),
    );
    const payment = await json<{ orderId: string }>(
      await postJson(
        `${api.url}/api/phonepe/create-payment`,
        { merchantOrderId: held.pnr_number },
        traveller.accessToken,
      ),
    );
    await postJson(`${api.url}/sim/phonepe/orders/${payment.orderId}/settle`, { state: 'COMPLETED' });
    const status = await json<OrderStatusResponse>(
      await get(`/api/phonepe/order-status/${payment.orderId}`, traveller.accessToken),
    );
    expect(status.data.bookingStatus).toBe('confirmed');
    booking = (
      await json<{ result: BookingRecord }>(await get(`/api/bookings/${held.pnr_number}`, traveller.accessToken))
    ).result;

    // then cancels one seat; the refund goes through the gateway to the end
    const cancelled = await postJson(
      `${api.url}/api/cancel_booking/${booking.pnr_number}.json`,
      { seat_numbers: booking.seats[0]!.seat_number },
      traveller.accessToken,
    );
    expect(cancelled.status).toBe(200);
    refund = (await json<{ result: { cancel_ticket: CancelTicket } }>(cancelled)).result.cancel_ticket.refund_amount;
    expect(refund).toBeGreaterThan(0);
    const reconciler = api.services.reconciler;
    for (let sweep = 0; sweep < 10; sweep++) {
      const record = await json<{ result: BookingRecord }>(
        await get(`/api/bookings/${booking.pnr_number}`, traveller.accessToken),
      );
      if (record.result.refund.status === 'refunded') break;
      await reconciler.runOnce();
    }
  }, 120_000);
  afterAll(() => api.close());

  it('counts users, revenue net of the refund, the commission at the saved rate and today’s bookings', async () => {
    const answer = await get('/api/admin/overview');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { result } = adminOverviewResponseSchema.parse(await answer.json());

    const revenue = booking.total_amount - refund;
    expect(result).toMatchObject({
      // the admin, the vendor and the traveller
      total_users: 3,
      total_revenue: revenue,
      commission_rate: 12.5,
      commission: Math.round(revenue * 12.5) / 100,
      bookings_today: 1,
    });

    const today = todayInIndia();
    expect(result.daily).toHaveLength(OVERVIEW_CHART_DAYS);
    expect(result.daily.map((day) => day.date)).toEqual(
      Array.from({ length: OVERVIEW_CHART_DAYS }, (_, index) => addDaysIso(today, index + 1 - OVERVIEW_CHART_DAYS)),
    );
    expect(result.daily.at(-1)).toEqual({ date: today, bookings: 1, revenue });
    expect(result.daily.slice(0, -1).every((day) => day.bookings === 0 && day.revenue === 0)).toBe(true);
  });

  it('takes the active operators from its dependency', async () => {
    const overview = createOverviewService({
      stats: createAdminStatsRepository(api.database.db),
      settings: { current: async () => ({ commission_rate: 10 }) },
      operatorsCount: async () => 7,
      audit: createAuditLog(api.database.db),
    });
    expect(await overview.overview()).toMatchObject({
      active_operators: 7,
      commission_rate: 10,
      commission: Math.round((booking.total_amount - refund) * 10) / 100,
    });
  });

  it('lists what happened, newest first: registration, decision, settings, booking, cancellation, refund', async () => {
    const answer = await get('/api/admin/activities');
    expect(answer.status).toBe(200);
    const { result } = adminActivitiesResponseSchema.parse(await answer.json());
    expect(result.length).toBeLessThanOrEqual(ADMIN_ACTIVITY_LIMIT);
    const times = result.map((activity) => Date.parse(activity.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const seats = booking.seats.map((seat) => seat.seat_number);
    const byKind = Object.fromEntries(result.map((activity) => [activity.kind, activity]));
    expect(byKind).toMatchObject({
      vendor_registered: { summary: 'New vendor registration: Overview Travels', actor: 'overview-vendor@example.com' },
      vendor_approved: { summary: 'Approved vendor Overview Travels', actor: DEV_ADMIN_EMAIL },
      settings: { summary: 'Updated system settings (commission 12.5%)', actor: DEV_ADMIN_EMAIL },
      booking_confirmed: {
        summary: `Booking ${booking.pnr_number} confirmed: ${booking.origin} to ${booking.destination}`,
        actor: 'overview-traveller@example.com',
      },
      booking_cancelled: {
        summary: `Cancelled seat ${seats[0]} of booking ${booking.pnr_number}`,
        actor: 'overview-traveller@example.com',
      },
      refund_completed: { summary: `Refund of ₹${refund} completed for booking ${booking.pnr_number}`, actor: null },
    });
    expect(result.map((activity) => activity.kind).indexOf('refund_completed')).toBeLessThan(
      result.map((activity) => activity.kind).indexOf('booking_confirmed'),
    );
  });
});
