import pino from 'pino';
import { MY_BOOKINGS_PAGE, bookingPageResponseSchema, type BookingRecord } from '@jatra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  signInByOtp,
  type BookableBus,
  type Traveller,
} from '../../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';

/** More than two pages: the last one is partly filled. */
const COPIES = MY_BOOKINGS_PAGE * 2 + 7;

describe('My Bookings comes a page at a time, newest first, by a cursor', () => {
  let api: TestApi;
  let traveller: Traveller;
  let other: Traveller;
  let bus: BookableBus;
  let original: BookingRecord;

  const get = (path: string, who: Traveller = traveller) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${who.accessToken}` } });

  async function page(cursor?: string, who: Traveller = traveller) {
    const answer = await get(cursor ? `/api/bookings?cursor=${cursor}` : '/api/bookings', who);
    expect(answer.status).toBe(200);
    return bookingPageResponseSchema.parse(await answer.json());
  }

  async function everyPage(): Promise<BookingRecord[][]> {
    const pages: BookingRecord[][] = [];
    let cursor: string | undefined;
    do {
      const answer = await page(cursor);
      pages.push(answer.result);
      cursor = answer.next_cursor ?? undefined;
    } while (cursor && pages.length < 10);
    return pages;
  }

  beforeAll(async () => {
    api = await startTestApi({ logger: pino({ level: 'silent' }), env: { RECONCILE_INTERVAL_MS: '0' } });
    traveller = await signInByOtp(api.url, 'pages@example.com');
    other = await signInByOtp(api.url, 'someone.else@example.com');
    bus = await findBookableBus(api.url, 2);
    original = await bookSeats(api.url, traveller, bus, [freeSeats(bus.seats)[0]!.id]);
    // copies of the one real booking, an hour apart, and pairs made in the same instant (the id breaks the tie)
    await api.database.db.execute(sql`
      insert into bookings
      select (jsonb_populate_record(b, jsonb_build_object(
        'id', gen_random_uuid(),
        'pnr', b.pnr || '-' || n,
        'created_at', b.created_at - ((n + 1) / 2) * interval '1 hour'
      ))).*
      from bookings b, generate_series(1, ${COPIES}) as n
      where b.pnr = ${original.pnr_number}`);
  }, 120_000);

  afterAll(() => api?.close());

  it('walks every booking once, newest first, in pages of at most the page size', async () => {
    const pages = await everyPage();
    expect(pages.map((each) => each.length)).toEqual([MY_BOOKINGS_PAGE, MY_BOOKINGS_PAGE, 8]);
    const all = pages.flat();
    expect(new Set(all.map((booking) => booking.id)).size).toBe(COPIES + 1);
    expect(all[0]!.pnr_number).toBe(original.pnr_number);
    const times = all.map((booking) => Date.parse(booking.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers the last page with no cursor, and a page after the last with nothing', async () => {
    const pages = await everyPage();
    const last = pages.at(-1)!.at(-1)!;
    expect(await page(last.id)).toEqual({ result: [], next_cursor: null });
  });

  it('brings each booking of a later page with its own money: what was paid and its refunds', async () => {
    const pages = await everyPage();
    const later = pages[1]![3]!;
    await api.database.db.execute(sql`
      insert into payment_orders (merchant_order_id, booking_id, amount_paise, state, expires_at, created_at, updated_at)
      values (${later.pnr_number + '-1'}, ${later.id}, 94500, 'COMPLETED', now(), now(), now())`);
    await api.database.db.execute(sql`
      insert into refunds (merchant_refund_id, merchant_order_id, booking_id, amount_paise, state, reason, created_at, updated_at)
      values (${later.pnr_number + '-r1'}, ${later.pnr_number + '-1'}, ${later.id}, 94500, 'COMPLETED', 'test', now(), now())`);
    const again = await page(pages[0]!.at(-1)!.id);
    const shown = again.result.find((booking) => booking.id === later.id)!;
    expect(shown.amount_paid).toBe(945);
    expect(shown.refunds).toEqual([{ amount: 945, state: 'done', seat_numbers: [] }]);
    expect(again.result.filter((booking) => booking.refunds.length > 0)).toHaveLength(1);
  });

  it("shows nobody else's bookings, whatever cursor is sent", async () => {
    const mine = await page();
    expect(await page(undefined, other)).toEqual({ result: [], next_cursor: null });
    expect(await page(mine.result[0]!.id, other)).toEqual({ result: [], next_cursor: null });
  });

  it('refuses a cursor that is not one with a 400 that says so', async () => {
    const answer = await get('/api/bookings?cursor=not-a-cursor');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { message: 'The page cursor is not valid' } });
  });
});
