import { sql } from 'drizzle-orm';
import pino from 'pino';
import {
  ADMIN_LEDGER_PAGE_SIZE,
  adminLedgerResponseSchema,
  type AdminLedgerPage,
  type BookingRecord,
} from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  payForBooking,
  postJson,
  signInByOtp,
  type Traveller,
} from '../../../test/booking-journey-test-kit';
import { putKnobs } from '../../../test/phonepe-sim';
import { startTestApi, type TestApi } from '../../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../../config';

/** More than two pages of payment orders, the last one partly filled. */
const COPIES = ADMIN_LEDGER_PAGE_SIZE * 2 + 3;

describe("admin: Jatra's own payments and refunds, newest first, paged by key and found by PNR", () => {
  let api: TestApi;
  let adminToken: string;
  let traveller: Traveller;
  let paid: BookingRecord;
  let held: BookingRecord;

  const get = (path: string, token = adminToken) =>
    fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

  async function ledger(query: string): Promise<AdminLedgerPage> {
    const answer = await get(`/api/admin/payments?${query}`);
    expect(answer.status).toBe(200);
    return adminLedgerResponseSchema.parse(await answer.json()).result;
  }

  /** The payments list, known to be one: its entries typed as payment orders. */
  async function orderPage(query: string) {
    const page = await ledger(query);
    if (page.kind !== 'payments') throw new Error(`asked for payments, got ${page.kind}`);
    return page;
  }

  beforeAll(async () => {
    api = await startTestApi({ logger: pino({ level: 'silent' }), env: { RECONCILE_INTERVAL_MS: '0' } });
    const signIn = await postJson(`${api.url}/auth/v1/token?grant_type=password`, {
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    adminToken = ((await signIn.json()) as { access_token: string }).access_token;
    // the payment page's polling settles the order, not a webhook racing it
    await putKnobs(api.url, { dropWebhooks: true });
    traveller = await signInByOtp(api.url, 'ledger@example.com');
    const bus = await findBookableBus(api.url, 4, 3);
    const [first, second] = freeSeats(bus.seats);
    paid = await bookSeats(api.url, traveller, bus, [first!.id]);
    held = await bookSeats(api.url, traveller, bus, [second!.id]);

    // paid through the gateway, then cancelled by the traveller: one COMPLETED order and its refund
    const { status } = await payForBooking(api.url, traveller, paid.pnr_number);
    expect(status.data.bookingStatus).toBe('confirmed');
    const cancelled = await postJson(
      `${api.url}/api/cancel_booking/${paid.pnr_number}.json`,
      {},
      traveller.accessToken,
    );
    expect(cancelled.status).toBe(200);

    // an attempt at paying for the held booking, and copies of it an hour apart (pairs in one instant: the id decides)
    await postJson(
      `${api.url}/api/phonepe/create-payment`,
      { merchantOrderId: held.pnr_number },
      traveller.accessToken,
    );
    await api.database.db.execute(sql`
      insert into payment_orders
      select (jsonb_populate_record(o, jsonb_build_object(
        'merchant_order_id', o.merchant_order_id || '-COPY' || lpad(n::text, 3, '0'),
        'created_at', o.created_at - ((n + 1) / 2) * interval '1 hour'
      ))).*
      from payment_orders o join bookings b on b.id = o.booking_id, generate_series(1, ${COPIES}) as n
      where b.pnr = ${held.pnr_number}`);
  }, 120_000);

  afterAll(() => api?.close());

  it('is for admins only', async () => {
    expect((await get('/api/admin/payments', traveller.accessToken)).status).toBe(403);
    expect((await fetch(`${api.url}/api/admin/payments`)).status).toBe(401);
  });

  it('shows the paid order as the gateway settled it, and the refund its cancellation made', async () => {
    const orders = await orderPage(`kind=payments&q=${paid.pnr_number}`);
    expect(orders.kind).toBe('payments');
    expect(orders.total).toEqual({ count: 1, kind: 'exact' });
    expect(orders.entries).toEqual([
      expect.objectContaining({ pnr: paid.pnr_number, state: 'COMPLETED', amount: paid.total_amount }),
    ]);
    expect(orders.entries[0]!.transaction_id).toBeTruthy();

    const refunds = await ledger(`kind=refunds&q=${paid.pnr_number.toLowerCase()}`);
    expect(refunds.kind).toBe('refunds');
    expect(refunds.entries).toHaveLength(1);
    const [refund] = refunds.entries;
    expect(refund).toMatchObject({ pnr: paid.pnr_number, order_id: orders.entries[0]!.id });
    expect(refund!.id.startsWith(orders.entries[0]!.id)).toBe(true);
    expect(refund!.amount).toBeGreaterThan(0);
    expect(refund!.amount).toBeLessThanOrEqual(paid.total_amount);
  });

  it('walks every order once, newest first, and back again', async () => {
    const pages = [await orderPage('kind=payments')];
    while (pages.at(-1)!.next && pages.length < 10) pages.push(await orderPage(`after=${pages.at(-1)!.next}`));
    expect(pages.map((page) => page.entries.length)).toEqual([ADMIN_LEDGER_PAGE_SIZE, ADMIN_LEDGER_PAGE_SIZE, 5]);
    const all = pages.flatMap((page) => page.entries);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(COPIES + 2);
    const times = all.map((entry) => Date.parse(entry.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages[0]!.total).toEqual({ count: COPIES + 2, kind: 'exact' });

    const back = await orderPage(`before=${pages[2]!.previous}`);
    expect(back.entries.map((entry) => entry.id)).toEqual(pages[1]!.entries.map((entry) => entry.id));
  });

  it('finds an order or a refund by the start of its id, and nothing for another PNR', async () => {
    const copies = await orderPage(`q=${held.pnr_number}-`);
    expect(copies.entries.every((entry) => entry.pnr === held.pnr_number)).toBe(true);
    expect(copies.total).toEqual({ count: COPIES + 1, kind: 'exact' });
    // LIKE's wildcards are taken literally
    expect((await ledger('q=%25')).entries).toEqual([]);
    const none = await ledger('kind=refunds&q=NOSUCHPNR');
    expect(none).toMatchObject({ entries: [], total: { count: 0, kind: 'exact' }, next: null, previous: null });
  });

  it('refuses an unknown list or page with a clear message', async () => {
    const kind = await get('/api/admin/payments?kind=wallets');
    expect(kind.status).toBe(400);
    expect(JSON.stringify(await kind.json())).toContain('Unknown list');
    const page = await get('/api/admin/payments?after=bm90LWEta2V5');
    expect(page.status).toBe(400);
    expect(JSON.stringify(await page.json())).toContain('Unknown page');
  });
});
