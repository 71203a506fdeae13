import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readWireTable } from './wire/wire-test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, startApiOn } from '../../test/api-test-kit';
import { addDays, todayInIndia } from './network/travel-dates';
import { createSeatState, type SeatState } from './seat-state';

const tomorrow = addDays(todayInIndia(new Date()), 1);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('GDS simulator seat state', () => {
  let api: Awaited<ReturnType<typeof startApiOn>>;
  let seats: SeatState;
  const gds = async (urlPath: string) =>
    (await fetch(`${api.url}/sim/gds/api/${urlPath}`, { headers: { 'api-key': 'dev-gds-key' } })).json();
  const availabilityRows = async (urlPath: string) => readWireTable((await gds(urlPath)).result)?.rows ?? [];
  const seatNumbers = (csv: unknown) =>
    String(csv)
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('|')[0]);

  /** A bookable bus tomorrow from Jorhat to Guwahati, and its seats for sale. */
  async function busOnSale(skip = 0) {
    const rows = await availabilityRows(`availabilities/117/101/${tomorrow}.json`);
    const row = rows.filter((candidate) => Number(candidate.available_seats) > 2)[skip];
    if (!row) throw new Error('no bus on sale');
    return { scheduleId: String(row.schedule_id), free: seatNumbers(row.available) as string[] };
  }

  let store: Awaited<ReturnType<typeof freshStore>>;

  beforeAll(async () => {
    store = await freshStore('memory://');
    api = await startApiOn(store.options);
    seats = createSeatState(api.database.db);
  });
  afterAll(async () => {
    await api.close();
    await store.drop();
  });

  it('takes a held seat out of availabilities, availability and the seat layout', async () => {
    const { scheduleId, free } = await busOnSale();
    const seat = free[1] ?? '';
    expect(await seats.holdSeats(scheduleId, [seat], 'TSHOLD0001', inMinutes(10), { [seat]: 'F' })).toEqual({
      ok: true,
      seats: [seat],
    });

    const searched = (await availabilityRows(`availabilities/117/101/${tomorrow}.json`)).find(
      (row) => String(row.schedule_id) === scheduleId,
    );
    expect(seatNumbers(searched?.available)).not.toContain(seat);
    expect(seatNumbers(searched?.available_gst)).not.toContain(seat);
    expect(searched?.available_seats).toBe(free.length - 1);

    const [single] = await availabilityRows(`availability/${scheduleId}.json`);
    expect(seatNumbers(single?.available)).not.toContain(seat);
    expect(single?.available_seats).toBe(free.length - 1);

    const { result } = await gds(`schedule/${scheduleId}.json`);
    expect(seatNumbers(result.bus_layout.available)).not.toContain(seat);
    expect(String(result.bus_layout.ladies_booked_seats).split(',')).toContain(seat);
    expect(await seats.seatsTaken(scheduleId)).toEqual(new Set([seat]));
  });

  it('lets exactly one of two concurrent holds on the same seat win', async () => {
    const { scheduleId, free } = await busOnSale(1);
    const seat = free[0] ?? '';
    const results = await Promise.all([
      seats.holdSeats(scheduleId, [seat], 'TSRACE0001', inMinutes(10)),
      seats.holdSeats(scheduleId, [seat], 'TSRACE0002', inMinutes(10)),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, taken: [seat] });
  });

  it('holds all seats or none when holds overlap', async () => {
    const { scheduleId, free } = await busOnSale(2);
    const [a = '', b = '', c = ''] = free;
    const [first, second] = await Promise.all([
      seats.holdSeats(scheduleId, [a, b], 'TSOVER0001', inMinutes(10)),
      seats.holdSeats(scheduleId, [b, c], 'TSOVER0002', inMinutes(10)),
    ]);
    expect([first?.ok, second?.ok].filter(Boolean)).toHaveLength(1);
    const taken = await seats.seatsTaken(scheduleId);
    expect(taken.has(b)).toBe(true);
    // the loser's other seat stays free
    expect(taken.has(first?.ok ? c : a)).toBe(false);
  });

  it('frees a lapsed hold for the next traveller', async () => {
    const { scheduleId, free } = await busOnSale(3);
    const seat = free[0] ?? '';
    expect((await seats.holdSeats(scheduleId, [seat], 'TSLAPS0001', inMinutes(-1))).ok).toBe(true);
    expect(await seats.seatsTaken(scheduleId)).toEqual(new Set());
    expect(await seats.sellHeld('TSLAPS0001')).toEqual([]);
    expect((await seats.holdSeats(scheduleId, [seat], 'TSLAPS0002', inMinutes(10))).ok).toBe(true);
    expect(await seats.seatsTaken(scheduleId)).toEqual(new Set([seat]));
  });

  it('sells a live hold, keeps it past its expiry, and releases only holds', async () => {
    const { scheduleId, free } = await busOnSale(4);
    const [sold = '', held = ''] = free;
    const clock = { now: new Date() };
    const timed = createSeatState(api.database.db, () => clock.now);
    await timed.holdSeats(scheduleId, [sold], 'TSSELL0001', inMinutes(10));
    await timed.holdSeats(scheduleId, [held], 'TSSELL0002', inMinutes(10));
    expect(await timed.sellHeld('TSSELL0001')).toEqual([sold]);
    expect(await timed.sellHeld('TSSELL0001')).toEqual([sold]);
    expect(await timed.releaseHeld('TSSELL0001')).toEqual([]);
    expect(await timed.releaseHeld('TSSELL0002')).toEqual([held]);
    clock.now = inMinutes(60);
    expect(await timed.seatsTaken(scheduleId)).toEqual(new Set([sold]));
  });
});

describe('GDS simulator seat state across a restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-gds-seats-'));
  let store: Awaited<ReturnType<typeof freshStore>>;
  let running: Awaited<ReturnType<typeof startApiOn>> | undefined;
  beforeAll(async () => {
    store = await freshStore(dataDir);
  });
  afterAll(async () => {
    await running?.close();
    await store.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const availabilityRows = async (url: string) => {
    const response = await fetch(`${url}/sim/gds/api/availabilities/101/134/${tomorrow}.json`, {
      headers: { 'api-key': 'dev-gds-key' },
    });
    return readWireTable((await response.json()).result)?.rows ?? [];
  };

  it('still counts a sold seat after the API restarts on the same data', async () => {
    const first = await startApiOn(store.options);
    const before = (await availabilityRows(first.url)).find((row) => Number(row.available_seats) > 0);
    const scheduleId = String(before?.schedule_id);
    const seat = String(before?.available).split(',').filter(Boolean)[0]?.split('|')[0] ?? '';
    const state = createSeatState(first.database.db);
    await state.holdSeats(scheduleId, [seat], 'TSKEEP0001', inMinutes(10));
    expect(await state.sellHeld('TSKEEP0001')).toEqual([seat]);
    await first.close();

    running = await startApiOn(store.options);
    const after = (await availabilityRows(running.url)).find((row) => String(row.schedule_id) === scheduleId);
    expect(after?.available_seats).toBe(Number(before?.available_seats) - 1);
    expect(String(after?.available)).not.toMatch(new RegExp(`(^|,)${seat}\\|`));
    // two starts of an on-disk PGlite with every migration: slow on a busy machine
  }, 60_000);
});
