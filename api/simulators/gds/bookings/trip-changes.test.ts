import { describe, expect, it } from 'vitest';
import { readWireTable } from '../wire/wire-test-kit';
import type { Service } from '../network/timetable';
import { busDealer, hoursBefore, openSeats, simulatorForSuite, tentativeBody, type Clock } from './booking-test-kit';

const SCHEDULE_CANCELLED = { response: { code: 500, message: 'This service has been cancelled by the operator' } };

describe('GDS simulator: trips changed after their tickets were sold', () => {
  const clock: Clock = { now: new Date() };
  const suite = simulatorForSuite(clock);
  const freshBus = busDealer(clock);

  async function ticketOn(bus: Service, confirm = true, seatIndex = 0): Promise<string> {
    const seat = openSeats(bus)[seatIndex];
    const held = await suite.sim.post(
      `tentative_booking/${bus.scheduleId}.json`,
      tentativeBody(bus, [{ seat: seat! }]),
    );
    const pnr = held.result.ticket_details.pnr_number as string;
    if (confirm) await suite.sim.post(`confirm_booking/${pnr}.json`);
    return pnr;
  }
  const ticketOf = async (pnr: string) =>
    (await suite.sim.get(`booking_details.json?pnr_number=${pnr}`)).result.ticket_details[0];
  /** The bus's row in its route's schedule list, by column name. */
  async function scheduleRow(bus: Service): Promise<Record<string, unknown>> {
    const { origin, destination } = bus.pair;
    const answer = await suite.sim.get(`schedules/${origin.id}/${destination.id}/${bus.travelDate}.json`);
    const row = readWireTable(answer.result)?.rows.find((candidate) => String(candidate.id) === bus.scheduleId);
    if (!row) throw new Error(`no row for ${bus.scheduleId}`);
    return row;
  }
  const change = (bus: Service, what: object) =>
    suite.sim.setKnobs({ tripChanges: [{ schedule_id: bus.scheduleId, travel_date: bus.travelDate, ...what }] });

  it('cancels a sold service: its schedule and its tickets say Cancelled, and nothing more can be done with them', async () => {
    const bus = freshBus(30);
    const pnr = await ticketOn(bus);
    const pending = await ticketOn(bus, false, 1);
    expect((await ticketOf(pnr)).ticket_status).toBe('Confirmed');

    expect((await change(bus, { cancelled: true })).status).toBe(200);

    expect((await scheduleRow(bus)).status).toBe('Cancelled');
    const ticket = await ticketOf(pnr);
    expect(ticket.ticket_status).toBe('Cancelled');
    // the seats were not cancelled by the agent: only the ticket's status tells
    expect(ticket.cancelled_seat_numbers).toBe('');
    expect(await suite.sim.get(`can_cancel.json?ticket_number=${pnr}`)).toEqual(SCHEDULE_CANCELLED);
    expect(await suite.sim.get(`cancel_booking.json?ticket_number=${pnr}`)).toEqual(SCHEDULE_CANCELLED);
    expect(await suite.sim.post(`confirm_booking/${pending}.json`)).toEqual(SCHEDULE_CANCELLED);
    const seat = openSeats(bus)[2];
    expect(
      await suite.sim.post(`tentative_booking/${bus.scheduleId}.json`, tentativeBody(bus, [{ seat: seat! }])),
    ).toEqual(SCHEDULE_CANCELLED);
  });

  it('moves a departure: the schedule, its stages and the ticket show the new time, and the window counts from it', async () => {
    const bus = freshBus(30, (candidate) => candidate.departureMinutes < 20 * 60);
    const pnr = await ticketOn(bus);
    const before = await scheduleRow(bus);
    const later = bus.departureMinutes + 150;
    const clockText = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

    clock.now = new Date(clock.now.getTime() + 60_000);
    await change(bus, { dep_time: clockText(later) });

    const after = await scheduleRow(bus);
    expect(after.dep_time).toBe(clockText(later));
    expect(after.status).toBe('Update');
    expect(String(after.main_dep_time)).toMatch(new RegExp(`${clockText(later)}$`));
    expect(String(after.boarding_stages).split(',')[0]!.split('|')[1]).toBe(clockText(later));
    expect(String(after.updated_at)).not.toBe(String(before.updated_at));
    const ticket = await ticketOf(pnr);
    expect(ticket.ticket_status).toBe('Confirmed');
    const hours = Math.floor(later / 60) % 12 || 12;
    expect(ticket.dep_time).toBe(
      `${String(hours).padStart(2, '0')}:${String(later % 60).padStart(2, '0')} ${later < 720 ? 'AM' : 'PM'}`,
    );

    // one hour before the old time is three and a half before the new one: the provider's bands see the new time
    clock.now = hoursBefore(bus, 1);
    const check = await suite.sim.get(`can_cancel.json?ticket_number=${pnr}`);
    expect(check.result.is_ticket_cancellable.is_cancellable).toBe(true);
  });

  it('refuses knobs that do not name a trip and a change', async () => {
    const bus = freshBus(30);
    for (const bad of [
      { schedule_id: 'abc', travel_date: bus.travelDate, cancelled: true },
      { schedule_id: bus.scheduleId, travel_date: '28-11-2026', cancelled: true },
      { schedule_id: bus.scheduleId, travel_date: bus.travelDate, dep_time: '25:00' },
      { schedule_id: bus.scheduleId, travel_date: bus.travelDate },
    ]) {
      expect((await suite.sim.setKnobs({ tripChanges: [bad] })).status).toBe(400);
    }
  });

  it('lets a share of services change on their own, each announced hours before it was due', async () => {
    const bus = freshBus(30);
    await suite.sim.setKnobs({ tripChangeRate: 1 });
    // a day before any notice could be given, every bus still runs as planned
    clock.now = hoursBefore(bus, 31);
    const untouched = await scheduleRow(bus);
    expect(untouched.dep_time).toBe(
      `${String(Math.floor(bus.departureMinutes / 60)).padStart(2, '0')}:${String(bus.departureMinutes % 60).padStart(2, '0')}`,
    );
    expect(untouched.status).not.toBe('Cancelled');
    // by departure every notice has been given: each bus rolled a change, unless its delay ran past midnight
    clock.now = hoursBefore(bus, 0);
    const { origin, destination } = bus.pair;
    const answer = await suite.sim.get(`schedules/${origin.id}/${destination.id}/${bus.travelDate}.json`);
    const rows = readWireTable(answer.result)!.rows;
    expect(rows.filter((row) => row.status === 'Cancelled').length).toBeGreaterThan(0);
    await suite.sim.setKnobs({ tripChangeRate: 0 });
    const planned = readWireTable(
      (await suite.sim.get(`schedules/${origin.id}/${destination.id}/${bus.travelDate}.json`)).result,
    )!.rows;
    const plannedTime = new Map(planned.map((row) => [row.id, row.dep_time]));
    const moved = rows.filter((row) => row.status !== 'Cancelled' && row.dep_time !== plannedTime.get(row.id));
    expect(moved.length).toBeGreaterThan(0);
  });
});
