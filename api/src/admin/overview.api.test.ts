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
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  json,
  payForBooking,
  postJson,
  signInByOtp,
  type BookableBus,
  type Traveller,
} from '../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { createAuditLog } from '../audit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';
import { createAdminStatsRepository } from './admin-stats.repository';
import { createSweepLease } from '../db/sweep-lease';
import { createOverviewFigures } from './overview-figures';
import { createOverviewFiguresRepository } from './overview-figures.repository';
import { createOverviewService } from './overview.service';

describe('admin overview and recent activities, from a real booking, cancellation and refund', () => {
  let api: TestApi;
  let admin: string;
  let traveller: Traveller;
  let booking: BookingRecord;
  let refund: number;

  const get = (path: string, token = admin) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  /** Holds `seats` free seats of `bus` for the traveller and pays, as the booking and payment pages do. */
  async function bookAndPay(bus: BookableBus, seats: number): Promise<BookingRecord> {
    const seatIds = freeSeats(bus.seats)
      .slice(0, seats)
      .map((seat) => seat.id);
    const held = await bookSeats(api.url, traveller, bus, seatIds);
    const { status } = await payForBooking(api.url, traveller, held.pnr_number);
    expect(status.data.bookingStatus).toBe('confirmed');
    return (await json<{ result: BookingRecord }>(await get(`/api/bookings/${held.pnr_number}`, traveller.accessToken)))
      .result;
  }

  /** Cancels one seat of the booking and has the reconciler follow its refund to COMPLETED; the refund in rupees. */
  async function cancelOneSeat(record: BookingRecord): Promise<number> {
    const cancelled = await postJson(
      `${api.url}/api/cancel_booking/${record.pnr_number}.json`,
      { seat_numbers: record.seats[0]!.seat_number },
      traveller.accessToken,
    );
    expect(cancelled.status).toBe(200);
    const amount = (await json<{ result: { cancel_ticket: CancelTicket } }>(cancelled)).result.cancel_ticket
      .refund_amount;
    for (let sweep = 0; sweep < 10; sweep++) {
      const now = await json<{ result: BookingRecord }>(
        await get(`/api/bookings/${record.pnr_number}`, traveller.accessToken),
      );
      if (now.result.refund.status === 'refunded') break;
      await api.services.reconciler.runOnce();
    }
    return amount;
  }

  const overview = async () =>
    adminOverviewResponseSchema.parse(await (await get('/api/admin/overview')).json()).result;

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
    booking = await bookAndPay(await findBookableBus(api.url, 4, 3), 2);

    // then cancels one seat; the refund goes through the gateway to the end
    refund = await cancelOneSeat(booking);
    expect(refund).toBeGreaterThan(0);
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
    // the figures say when they are as of and how often they are brought up to date
    expect(result.refresh_seconds).toBe(60);
    expect(Date.now() - Date.parse(result.as_of)).toBeLessThan(60_000);
  });

  it('takes the active operators from its dependency', async () => {
    const overview = createOverviewService({
      stats: createAdminStatsRepository(api.database.db),
      figures: api.services.admin.figures,
      stored: createOverviewFiguresRepository(api.database.db),
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

  it('shows a new booking and a refund once the figures are brought up to date, and when that was', async () => {
    const before = await overview();
    const fresh = await bookAndPay(await findBookableBus(api.url, 4, 3, 1), 2);
    // read between two refreshes, the figures are those of the last one
    expect(await overview()).toEqual(before);

    await api.services.admin.figures.refresh();
    const booked = await overview();
    expect(booked).toMatchObject({
      bookings_today: before.bookings_today + 1,
      total_revenue: before.total_revenue + fresh.total_amount,
    });
    expect(booked.daily.at(-1)).toEqual({
      date: todayInIndia(),
      bookings: before.bookings_today + 1,
      revenue: before.daily.at(-1)!.revenue + fresh.total_amount,
    });
    expect(Date.parse(booked.as_of)).toBeGreaterThan(Date.parse(before.as_of));

    const back = await cancelOneSeat(fresh);
    await api.services.admin.figures.refresh();
    expect(await overview()).toMatchObject({
      bookings_today: before.bookings_today + 1,
      total_revenue: before.total_revenue + fresh.total_amount - back,
    });
  });

  it('brings a new booking in within the refresh interval, refreshed by one of two instances only', async () => {
    const intervalMs = 1_000;
    const savedBy: string[] = [];
    const instance = (name: string) => {
      const repository = createOverviewFiguresRepository(api.database.db);
      return createOverviewFigures({
        repository: {
          ...repository,
          save: (...args) => {
            savedBy.push(name);
            return repository.save(...args);
          },
        },
        lease: createSweepLease(api.database.db, 'overview-figures', 5 * intervalMs),
        intervalMs,
        logger: pino({ level: 'silent' }),
      });
    };
    const before = await overview();
    const stops = [instance('a').start(), instance('b').start()];
    try {
      await bookAndPay(await findBookableBus(api.url, 4, 3, 2), 1);
      const booked = Date.now();
      await expect
        .poll(async () => (await overview()).bookings_today, { timeout: 4 * intervalMs, interval: 50 })
        .toBe(before.bookings_today + 1);
      // the interval, and the little a refresh takes
      expect(Date.now() - booked).toBeLessThan(intervalMs + 500);
    } finally {
      await Promise.all(stops.map((stop) => stop()));
    }
    expect(savedBy.length).toBeGreaterThanOrEqual(2);
    expect(new Set(savedBy).size).toBe(1);
  });
});
