import { addDays, instantInIndia } from '../network/travel-dates';
import { readWireTable } from '../wire/wire-test-kit';
import { describe, expect, it } from 'vitest';
import type { Service } from '../network/timetable';
import { DEFAULT_CREDIT_LIMIT, DEFAULT_NOTIFY_LIMIT, DEFAULT_OPENING_BALANCE } from '../sim-knobs';
import { AGENT_ACCOUNT_NAME } from './account-routes';
import { busDealer, openSeats, simulatorForSuite, tentativeBody, type Clock } from './booking-test-kit';

const paisa = (amount: number) => Math.round(amount * 100) / 100;

describe('GDS simulator transaction_log and get_balance', () => {
  const clock: Clock = { now: new Date() };
  const suite = simulatorForSuite(clock);
  const freshBus = busDealer(clock);

  async function hold(bus: Service, seats: readonly string[]): Promise<string> {
    const body = tentativeBody(
      bus,
      seats.map((seat) => ({ seat })),
    );
    return (await suite.sim.post(`tentative_booking/${bus.scheduleId}.json`, body)).result.ticket_details.pnr_number;
  }

  async function confirmed(bus: Service, seats: readonly string[]) {
    const pnr = await hold(bus, seats);
    const ticket = (await suite.sim.post(`confirm_booking/${pnr}.json`)).result.ticket_details;
    return { pnr, ticket };
  }

  const log = async (date: string) => {
    const answer = await suite.sim.get(`transaction_log.json?trans_date=${date}`);
    return readWireTable(answer.result)!;
  };
  const balance = async (query = '') => (await suite.sim.get(`get_balance.json${query}`)).result;
  /** The India date of the simulator's clock. */
  const indiaDate = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

  it('logs a ticket on the India day it was confirmed, with the 10 columns, code 1 and its whole fare', async () => {
    const bus = freshBus(30);
    // a quarter past midnight in India, still the previous day in UTC
    const day = addDays(bus.travelDate, -1);
    clock.now = new Date(instantInIndia(day, 15).getTime());
    const [first = '', second = ''] = openSeats(bus);
    const { pnr, ticket } = await confirmed(bus, [first, second]);

    const table = await log(day);
    expect(table.header).toEqual([
      'pnr_number',
      'operator_pnr_number',
      'travel_date',
      'status_code',
      'status',
      'travel_id',
      'reservation_id',
      'route_id',
      'passenger_name',
      'fare',
    ]);
    expect(table.rows.filter((row) => row.pnr_number === pnr)).toEqual([
      {
        pnr_number: pnr,
        operator_pnr_number: ticket.operator_pnr,
        travel_date: bus.travelDate,
        status_code: 1,
        status: 'Confirmed',
        travel_id: bus.operator.id,
        reservation_id: ticket.operator_reservation_id,
        route_id: bus.routeId,
        passenger_name: 'Passenger 1',
        fare: ticket.total_fare,
      },
    ]);
    // the UTC date of that instant is the day before: it has no such row
    expect((await log(addDays(day, -1))).rows.some((row) => row.pnr_number === pnr)).toBe(false);
  });

  it('leaves tentative holds out', async () => {
    const bus = freshBus(30);
    const pnr = await hold(bus, openSeats(bus).slice(0, 1));
    expect((await log(indiaDate(clock.now))).rows.some((row) => row.pnr_number === pnr)).toBe(false);
  });

  it('logs each cancellation on its own day with code 0 and the cancelled seats’ value, partial ones too', async () => {
    const bus = freshBus(72);
    const confirmDay = indiaDate(clock.now);
    const [first = '', second = ''] = openSeats(bus);
    const { pnr, ticket } = await confirmed(bus, [first, second]);
    const valueOf = (seat: string) => {
      const detail = ticket.seat_fare_details.find(
        (entry: { seat_detail: { seat_number: string } }) => entry.seat_detail.seat_number === seat,
      ).seat_detail;
      return paisa(detail.fare + detail.service_tax);
    };

    clock.now = new Date(clock.now.getTime() + 24 * 3_600_000);
    const firstDay = indiaDate(clock.now);
    await suite.sim.get(`cancel_booking.json?ticket_number=${pnr}&seat_numbers=${first}`);
    clock.now = new Date(clock.now.getTime() + 24 * 3_600_000);
    const secondDay = indiaDate(clock.now);
    await suite.sim.get(`cancel_booking.json?ticket_number=${pnr}&seat_numbers=${second}`);

    const mine = async (day: string) =>
      (await log(day)).rows.filter((row) => row.pnr_number === pnr).map((row) => [row.status_code, row.fare]);
    // the confirmation stays as issued on its day; each call is one row on its day
    expect(await mine(confirmDay)).toEqual([[1, ticket.total_fare]]);
    expect(await mine(firstDay)).toEqual([[0, valueOf(first)]]);
    expect(await mine(secondDay)).toEqual([[0, valueOf(second)]]);
  });

  it('starts the balance at the opening amount, takes each ticket and gives back each refund', async () => {
    const atDefault = await balance();
    expect(atDefault).toMatchObject({
      name: AGENT_ACCOUNT_NAME,
      credit_limit: DEFAULT_CREDIT_LIMIT,
      notify_limit: DEFAULT_NOTIFY_LIMIT,
    });
    await suite.sim.setKnobs({ openingBalance: 1_000 });
    const before = await balance();
    expect(before.balance_amount).toBe(paisa(atDefault.balance_amount - DEFAULT_OPENING_BALANCE + 1_000));

    const bus = freshBus(72);
    const { pnr, ticket } = await confirmed(bus, openSeats(bus).slice(0, 1));
    const sold = await balance();
    expect(sold.balance_amount).toBe(paisa(before.balance_amount - ticket.total_fare));
    const cancelled = (await suite.sim.get(`cancel_booking.json?ticket_number=${pnr}`)).result.cancel_ticket;
    expect((await balance()).balance_amount).toBe(paisa(sold.balance_amount + cancelled.refund_amount));

    // a hold alone moves nothing
    const other = freshBus(30);
    await hold(other, openSeats(other).slice(0, 1));
    expect((await balance()).balance_amount).toBe(paisa(sold.balance_amount + cancelled.refund_amount));
  });

  it('has sensible defaults, leaves out limits set to null, and names the operator asked through', async () => {
    expect(DEFAULT_OPENING_BALANCE).toBe(500_000);
    expect(DEFAULT_NOTIFY_LIMIT).toBeLessThan(DEFAULT_OPENING_BALANCE);
    await suite.sim.setKnobs({ creditLimit: null, notifyLimit: null });
    const bare = await balance();
    expect(Object.keys(bare).sort()).toEqual(['balance_amount', 'name']);
    const bus = freshBus(30);
    expect((await balance(`?travel_id=${bus.operator.id}`)).name).toBe(bus.operator.name);
    expect(await suite.sim.get('get_balance.json?travel_id=999999')).toEqual({
      response: { code: 404, message: 'Unknown travel_id 999999' },
    });
  });

  it('refuses a missing or malformed date in the envelope', async () => {
    for (const query of ['', '?trans_date=', '?trans_date=2026-02-30', '?trans_date=tomorrow']) {
      expect(await suite.sim.get(`transaction_log.json${query}`)).toEqual({
        response: { code: 400, message: 'Invalid trans_date, expected YYYY-MM-DD' },
      });
    }
  });
});
