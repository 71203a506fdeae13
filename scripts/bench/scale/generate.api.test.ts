import pg from 'pg';
import {
  BOOKING_STATUSES,
  adminOverviewResponseSchema,
  bookingPageResponseSchema,
  type BookingRecord,
  type TicketDetails,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signInByOtp } from '../../../api/test/booking-journey-test-kit';
import { freshStore, startApiOn, type TestApi, type TestStore } from '../../../api/test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../../../api/src/config';
import { generateScaleData } from './generate';
import { BIG_OPERATOR, HEAVY_TRAVELLER } from './people';
import { scaleSize } from './scale-size';

/** The smallest data set of the same shape: a few seconds to make. */
const SIZE = scaleSize(0.001);

describe.skipIf(!process.env.DATABASE_URL)('the scale data set, generated at the smallest scale', () => {
  let store: TestStore;
  let db: pg.Client;
  const one = async <T = Record<string, unknown>>(query: string) => (await db.query(query)).rows[0] as T;
  const count = async (query: string) => Number((await one<{ n: string }>(query)).n);

  beforeAll(async () => {
    store = await freshStore();
    await generateScaleData({ databaseUrl: store.options.databaseUrl!, size: SIZE });
    db = new pg.Client({ connectionString: store.options.databaseUrl });
    await db.connect();
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await store?.drop();
  });

  it('holds the numbers asked for, the admin besides the users', async () => {
    expect(await count('select count(*) n from bookings')).toBe(SIZE.bookings);
    expect(await count('select count(*) n from users')).toBe(SIZE.users + 1);
    expect(await count('select count(*) n from vendors')).toBe(SIZE.vendors);
    expect(await count('select count(*) n from cities')).toBe(SIZE.cities);
    expect(await count('select count(*) n from operators')).toBe(SIZE.operators);
    expect(await count('select count(*) n from city_pairs')).toBeGreaterThanOrEqual(SIZE.cityPairs * 0.95);
    expect(await count(`select count(*) n from users where email = '${DEV_ADMIN_EMAIL}' and role = 'admin'`)).toBe(1);
  });

  it('has every ending of a booking, partial cancellations and payment retries among them', async () => {
    const statuses = (await db.query('select distinct status from bookings')).rows.map((row) => row.status);
    expect(statuses.sort()).toEqual([...BOOKING_STATUSES].sort());
    const partly = `select count(*) n from bookings b where b.status = 'confirmed'
      and exists (select 1 from cancellations c where c.booking_id = b.id)`;
    expect(await count(partly)).toBeGreaterThan(0);
    const retried = `select count(*) n from bookings b where b.status = 'confirmed'
      and (select count(*) from payment_orders o where o.booking_id = b.id and o.state = 'FAILED') > 0`;
    expect(await count(retried)).toBeGreaterThan(0);
    const heavy = await db.query(
      `select b.status, count(*)::int n from bookings b join users u on u.id = b.user_id
       where u.email = '${HEAVY_TRAVELLER.email}' group by b.status`,
    );
    expect(heavy.rows.reduce((sum, row) => sum + row.n, 0)).toBe(HEAVY_TRAVELLER.bookings);
    expect(heavy.rows.map((row) => row.status).sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it('keeps the invariants the product keeps', async () => {
    // a confirmed booking has its ticket and the COMPLETED order that paid for it
    expect(
      await count(`select count(*) n from bookings b where b.status = 'confirmed' and (b.ticket_number is null
        or not exists (select 1 from payment_orders o where o.merchant_order_id = b.paid_order_id and o.state = 'COMPLETED'))`),
    ).toBe(0);
    // a cancelled one its completed cancellation, and refunds that never exceed what was paid
    expect(
      await count(`select count(*) n from bookings b where b.status = 'cancelled' and not exists
        (select 1 from cancellations c where c.booking_id = b.id and c.status = 'completed')`),
    ).toBe(0);
    expect(
      await count(`select count(*) n from bookings b where (select coalesce(sum(r.amount_paise), 0) from refunds r
        where r.booking_id = b.id) > (select coalesce(sum(o.amount_paise), 0) from payment_orders o
        where o.booking_id = b.id and o.state = 'COMPLETED')`),
    ).toBe(0);
    // every refund pays back a paid order of its own booking
    expect(
      await count(`select count(*) n from refunds r join payment_orders o on o.merchant_order_id = r.merchant_order_id
        where o.state <> 'COMPLETED' or o.booking_id <> r.booking_id`),
    ).toBe(0);
    // a failed booking's money goes back whole
    expect(
      await count(`select count(*) n from bookings b where b.status = 'failed' and not exists
        (select 1 from refunds r where r.booking_id = b.id and r.cancellation_id is null)`),
    ).toBe(0);
    // no seat is sold twice on a schedule
    expect(
      await count(`select count(*) n from (select b.schedule_id, s->>'seat_number' from bookings b
        cross join jsonb_array_elements(b.seats) s where b.status in ('confirmed', 'tentative')
        group by 1, 2 having count(*) > 1) twice`),
    ).toBe(0);
    // amounts in whole rupees as the code computes them: fares plus 5% GST rounded once
    expect(
      await count(`select count(*) n from bookings b where b.status <> 'cancelled' and not exists
        (select 1 from cancellations c where c.booking_id = b.id) and (b.total_amount <> b.base_amount + b.gst_amount
        or b.base_amount <> (select sum((s->>'fare')::int) from jsonb_array_elements(b.seats) s)
        or b.gst_amount <> round(b.base_amount * 0.05))`),
    ).toBe(0);
    const bigOperator = await one<{ operator_id: number; top: number }>(
      `select v.operator_id, (select travel_id from bookings group by 1 order by count(*) desc limit 1) top
       from vendors v join users u on u.id = v.user_id where u.email = '${BIG_OPERATOR.email}' and v.status = 'approved'`,
    );
    expect(bigOperator.operator_id).toBe(bigOperator.top);
  });

  describe('read by the API started on it', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startApiOn(store.options, { env: { RECONCILE_INTERVAL_MS: '0' } });
    }, 60_000);
    afterAll(async () => {
      await api?.close();
    });

    it("lists the heavy traveller's bookings and shows a cancelled ticket", async () => {
      const traveller = await signInByOtp(api.url, HEAVY_TRAVELLER.email);
      const headers = { authorization: `Bearer ${traveller.accessToken}` };
      // My Bookings, page after page: every one of the heavy traveller's bookings, each once
      const result: BookingRecord[] = [];
      for (let cursor: string | null = ''; cursor !== null;) {
        const answer = await fetch(`${api.url}/api/bookings${cursor ? `?cursor=${cursor}` : ''}`, { headers });
        expect(answer.status).toBe(200);
        const page = bookingPageResponseSchema.parse(await answer.json());
        result.push(...page.result);
        cursor = page.next_cursor;
      }
      expect(new Set(result.map((booking) => booking.pnr_number)).size).toBe(HEAVY_TRAVELLER.bookings);
      const cancelled = result.find((booking) => booking.status === 'cancelled')!;
      expect(cancelled.cancelled_seats.length).toBeGreaterThan(0);
      const ticket = await fetch(`${api.url}/api/booking_details.json?pnr_number=${cancelled.pnr_number}`, { headers });
      expect(ticket.status).toBe(200);
      const details = ((await ticket.json()) as { result: { ticket_details: TicketDetails[] } }).result
        .ticket_details[0]!;
      expect(details.cancellations.length).toBeGreaterThan(0);
    });

    it('lets the dev admin sign in and read the overview', async () => {
      const signedIn = await postJson(`${api.url}/auth/v1/token?grant_type=password`, {
        email: DEV_ADMIN_EMAIL,
        password: DEV_ADMIN_PASSWORD,
      });
      expect(signedIn.status).toBe(200);
      const { access_token: token } = (await signedIn.json()) as { access_token: string };
      const overview = await fetch(`${api.url}/api/admin/overview`, { headers: { authorization: `Bearer ${token}` } });
      expect(overview.status).toBe(200);
      const { result } = adminOverviewResponseSchema.parse(await overview.json());
      expect(result.total_users).toBe(SIZE.users + 1);
    });
  });
});
