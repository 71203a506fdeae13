import {
  addDaysIso,
  ADMIN_MESSAGES,
  adminBalanceResponseSchema,
  adminSchedulesResponseSchema,
  adminTransactionsResponseSchema,
  todayInIndia,
  type OrderStatusResponse,
  inEnglish,
} from '@jatra/shared';
import { readProviderTable } from '../provider/gds/provider-table';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bookSeats,
  findBookableBus,
  GUWAHATI,
  JORHAT,
  postJson,
  signInByOtp,
} from '../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, loadConfig } from '../config';
import { createGdsClient } from '../provider/gds/gds-client';

describe('admin schedules, transactions and balance from the GDS simulator', () => {
  let api: TestApi;
  let adminToken: string;
  const today = () => todayInIndia();

  const get = async (path: string) => {
    const response = await fetch(`${api.url}/api${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
    return { status: response.status, body: (await response.json()) as any };
  };
  const knobs = (body: Record<string, unknown>) =>
    fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const provider = () =>
    createGdsClient(loadConfig({ NODE_ENV: 'test', API_PORT: new URL(api.url).port, DATA_DIR: 'memory://' }).gds);
  const balance = async () => adminBalanceResponseSchema.parse((await get('/admin/balance')).body).result;

  beforeAll(async () => {
    api = await startTestApi();
    const answer = await postJson(`${api.url}/auth/v1/token?grant_type=password`, {
      email: DEV_ADMIN_EMAIL,
      password: DEV_ADMIN_PASSWORD,
    });
    adminToken = ((await answer.json()) as { access_token: string }).access_token;
  });
  afterAll(() => api.close());
  afterEach(async () => {
    await knobs({});
  });

  it('lists the schedules of a real pair and date, as the provider has them', async () => {
    const date = addDaysIso(today(), 1);
    const { status, body } = await get(`/admin/schedules?origin_id=${JORHAT}&destination_id=${GUWAHATI}&date=${date}`);
    expect(status).toBe(200);
    const schedules = adminSchedulesResponseSchema.parse(body).result;
    const rows = readProviderTable((await provider().schedules(JORHAT, GUWAHATI, date)).result)!.rows;
    expect(schedules.map((schedule) => schedule.schedule_id)).toEqual(rows.map((row) => String(row.id)));
    const [first] = schedules;
    const row = rows[0]!;
    expect(first).toMatchObject({
      operator: row.operator_service_name,
      bus_type: row.bus_type,
      is_ac: row.is_ac_bus,
      departure: row.dep_time,
      arrival: row.arr_time,
      available_seats: row.available_seats,
      total_seats: row.total_seats,
      status: row.status,
      is_cancellable: row.is_cancellable,
    });
    expect(first!.departure).toMatch(/^\d{2}:\d{2}$/);
    expect(first!.duration).toMatch(/^\d+h \d+m$/);
    expect(first!.fares.map((fare) => `${fare.seat_type}:${fare.price.toFixed(1)}`).join(',')).toBe(row.fare_str);
  });

  it('answers no service on the route as an empty list', async () => {
    const { status, body } = await get(`/admin/schedules?origin_id=${JORHAT}&destination_id=${JORHAT}&date=${today()}`);
    expect(status).toBe(200);
    expect(body.result).toEqual([]);
  });

  it('refuses a past date and missing fields with our messages', async () => {
    const past = await get(
      `/admin/schedules?origin_id=${JORHAT}&destination_id=${GUWAHATI}&date=${addDaysIso(today(), -1)}`,
    );
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe(inEnglish(ADMIN_MESSAGES.pastTravelDate));
    for (const query of [`origin_id=${JORHAT}&date=${today()}`, `origin_id=${JORHAT}&destination_id=${GUWAHATI}`, '']) {
      const missing = await get(`/admin/schedules?${query}`);
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe(inEnglish(ADMIN_MESSAGES.scheduleFieldsRequired));
    }
    const impossible = await get(`/admin/schedules?origin_id=${JORHAT}&destination_id=${GUWAHATI}&date=2099-02-30`);
    expect(impossible.status).toBe(400);
  });

  it('answers a provider outage with 502 and what failed', async () => {
    await knobs({ forcedErrors: { 'schedules.json': { kind: 'envelope', code: 500, message: 'Provider busy' } } });
    const { status, body } = await get(
      `/admin/schedules?origin_id=${JORHAT}&destination_id=${GUWAHATI}&date=${addDaysIso(today(), 1)}`,
    );
    expect(status).toBe(502);
    expect(body.error).toEqual({
      code: 'provider_error',
      message: `${inEnglish(ADMIN_MESSAGES.schedulesFailed)}: Provider busy`,
    });
    await knobs({ forcedErrors: { 'transaction_log.json': { kind: 'not-json' } } });
    expect((await get(`/admin/transactions?date=${today()}`)).body.error.message).toBe(
      `${inEnglish(ADMIN_MESSAGES.transactionsFailed)}: Network Error`,
    );
    await knobs({ forcedErrors: { 'get_balance.json': { kind: 'envelope', code: 500, message: 'Down' } } });
    expect((await get('/admin/balance')).body.error.message).toBe(`${inEnglish(ADMIN_MESSAGES.balanceFailed)}: Down`);
  });

  /** A traveller holds `count` free seats and pays; answers once the provider has issued the ticket. */
  async function paidTicket(email: string, count: number) {
    const traveller = await signInByOtp(api.url, email);
    const bus = await findBookableBus(api.url, count + 1);
    const seats = bus.seats.filter((candidate) => candidate.available && !candidate.isBooked && !candidate.isWomenSeat);
    const booking = await bookSeats(
      api.url,
      traveller,
      bus,
      seats.slice(0, count).map((seat) => seat.id),
    );
    const payment = await postJson(
      `${api.url}/api/phonepe/create-payment`,
      { merchantOrderId: booking.pnr_number },
      traveller.accessToken,
    );
    const { orderId } = (await payment.json()) as { orderId: string };
    await postJson(`${api.url}/sim/phonepe/orders/${orderId}/settle`, { state: 'COMPLETED' });
    // the gateway's webhook may be confirming it at the same moment: ask until the ticket is issued
    let bookingStatus = '';
    for (let attempt = 0; attempt < 40 && bookingStatus !== 'confirmed'; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const status = await fetch(`${api.url}/api/phonepe/order-status/${orderId}`, {
        headers: { authorization: `Bearer ${traveller.accessToken}` },
      });
      bookingStatus = ((await status.json()) as OrderStatusResponse).data.bookingStatus ?? '';
    }
    expect(bookingStatus).toBe('confirmed');
    const ticket = (await provider().bookingDetails(booking.pnr_number)).result as {
      ticket_details: { total_fare: number; operator_pnr: string; seat_numbers: string }[];
    };
    return { traveller, bus, pnr: booking.pnr_number, ticket: ticket.ticket_details[0]! };
  }

  const transactionsToday = async () => {
    const { status, body } = await get(`/admin/transactions?date=${today()}`);
    expect(status).toBe(200);
    return adminTransactionsResponseSchema.parse(body).result;
  };

  it('shows a ticket paid through our site in the day’s transactions and takes its fare from the balance', async () => {
    const before = await balance();
    const salesBefore = (await transactionsToday()).summary;
    const { bus, pnr, ticket } = await paidTicket('ledger@example.com', 1);
    const { total_fare: fare, operator_pnr: operatorPnr } = ticket;

    const result = await transactionsToday();
    expect(result.date).toBe(today());
    expect(result.transactions.filter((entry) => entry.pnr_number === pnr)).toEqual([
      {
        pnr_number: pnr,
        operator_pnr: operatorPnr,
        travel_date: bus.travelDate,
        status_code: 1,
        status: 'confirmed',
        status_label: 'Confirmed',
        travel_id: expect.any(Number),
        reservation_id: operatorPnr,
        route_id: expect.any(Number),
        passenger_name: 'Traveller 1',
        fare,
      },
    ]);
    const paise = (amount: number) => Math.round(amount * 100);
    expect(result.summary.sales.tickets).toBe(salesBefore.sales.tickets + 1);
    expect(paise(result.summary.sales.amount)).toBe(paise(salesBefore.sales.amount) + paise(fare));
    expect(result.summary.cancellations).toEqual(salesBefore.cancellations);

    expect((await balance()).balance_amount).toBe(Math.round((before.balance_amount - fare) * 100) / 100);
  });

  it('counts a ticket sold, then cancelled seat by seat, once as a sale and once per cancellation', async () => {
    const paise = (amount: number) => Math.round(amount * 100);
    const before = (await transactionsToday()).summary;
    const { traveller, pnr, ticket } = await paidTicket('ledger-cancel@example.com', 2);
    const seatNumbers = ticket.seat_numbers.split(',');
    expect(seatNumbers).toHaveLength(2);
    const cancel = async (seat: string) => {
      const answer = await postJson(
        `${api.url}/api/cancel_booking/${pnr}.json`,
        { seat_numbers: seat },
        traveller.accessToken,
      );
      expect(answer.status).toBe(200);
    };

    await cancel(seatNumbers[0]!);
    const partly = await transactionsToday();
    const rows = partly.transactions.filter((entry) => entry.pnr_number === pnr);
    expect(rows.map((entry) => entry.status)).toEqual(['confirmed', 'cancelled']);
    const [sold, firstSeat] = rows;
    expect(sold!.fare).toBe(ticket.total_fare);
    expect(firstSeat!.fare).toBeGreaterThan(0);
    expect(firstSeat!.fare).toBeLessThan(sold!.fare);

    await cancel(seatNumbers[1]!);
    const { summary, transactions } = await transactionsToday();
    const cancelled = transactions.filter((entry) => entry.pnr_number === pnr && entry.status === 'cancelled');
    expect(cancelled).toHaveLength(2);
    // the two cancellations give back the whole ticket, no more
    expect(paise(cancelled[0]!.fare) + paise(cancelled[1]!.fare)).toBe(paise(ticket.total_fare));

    // the ticket is one sale, not three; each cancellation is counted once
    expect(summary.sales.tickets).toBe(before.sales.tickets + 1);
    expect(paise(summary.sales.amount)).toBe(paise(before.sales.amount) + paise(ticket.total_fare));
    expect(summary.cancellations.count).toBe(before.cancellations.count + 2);
    expect(paise(summary.cancellations.amount)).toBe(paise(before.cancellations.amount) + paise(ticket.total_fare));
    // sold and fully cancelled the same day: the net is what it was before
    expect(paise(summary.net)).toBe(paise(before.net));
    expect(paise(summary.net)).toBe(paise(summary.sales.amount) - paise(summary.cancellations.amount));
  });

  it('refuses a future or missing transaction date', async () => {
    const future = await get(`/admin/transactions?date=${addDaysIso(today(), 1)}`);
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe(inEnglish(ADMIN_MESSAGES.futureTransactionDate));
    const missing = await get('/admin/transactions');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(inEnglish(ADMIN_MESSAGES.transactionDateRequired));
    const quiet = await get('/admin/transactions?date=2020-01-01');
    expect(quiet.body.result).toEqual({
      date: '2020-01-01',
      summary: { sales: { tickets: 0, amount: 0 }, cancellations: { count: 0, amount: 0 }, net: 0, pending: 0 },
      transactions: [],
    });
  });

  it('reaches each balance health state, and adds the credit limit to what is available', async () => {
    const healthy = await balance();
    expect(healthy).toMatchObject({ health: 'healthy', credit_limit: 100_000, notify_limit: 50_000, travel_id: null });
    expect(healthy.name).toBeTruthy();
    expect(healthy.available_credit).toBe(Math.round((healthy.balance_amount + 100_000) * 100) / 100);
    // what the tickets sold so far took from the opening amount
    const spent = 500_000 - healthy.balance_amount;

    await knobs({ openingBalance: spent + 50_000 });
    expect(await balance()).toMatchObject({ balance_amount: 50_000, health: 'warning' });
    await knobs({ openingBalance: spent });
    expect(await balance()).toMatchObject({ balance_amount: 0, health: 'danger', available_credit: 100_000 });
    await knobs({ openingBalance: spent - 10, creditLimit: null, notifyLimit: null });
    expect(await balance()).toMatchObject({
      balance_amount: -10,
      credit_limit: null,
      notify_limit: null,
      available_credit: -10,
      health: 'danger',
    });
  });

  it('asks for the balance through one operator when given its travel id', async () => {
    const operators = readProviderTable((await provider().operators()).result)!.rows;
    const { id, name } = operators[0]!;
    const { status, body } = await get(`/admin/balance?travel_id=${id}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ name, travel_id: id });
    const unknown = await get('/admin/balance?travel_id=999999');
    expect(unknown.status).toBe(404);
    const bad = await get('/admin/balance?travel_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Unknown travel id');
  });
});
