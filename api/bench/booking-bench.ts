/**
 * Seat holds with 100 ms per provider call:
 * - seat-layout load (`/api/schedule/{id}.json`) and tentative booking latency, p50 / p99;
 * - 200 travellers holding seats on one bus at once: throughput, and proof that no seat was held twice.
 * Prints a table and returns the figures. Figures, not pass/fail, except `raceHeld`, which is correctness.
 */
import { eq } from 'drizzle-orm';
import { bookings } from '../src/commerce';
import {
  bookSeats,
  findBookableBus,
  freeSeats,
  holdSeats,
  signInByOtp,
  type Traveller,
} from '../test/booking-journey-test-kit';
import { startTestApi } from '../test/api-test-kit';
import { percentile, timed } from './measure';

const LATENCY_MS = 100;
const LAYOUT_LOADS = 40;
const SEQUENTIAL_HOLDS = 30;
const RACERS = 200;

export interface BookingFigures {
  providerLatencyMs: number;
  seatLayoutP50Ms: number;
  seatLayoutP99Ms: number;
  tentativeBookingP50Ms: number;
  tentativeBookingP99Ms: number;
  racers: number;
  contestedSeats: number;
  raceDurationMs: number;
  holdAttemptsPerSecond: number;
  held: number;
  refused409: number;
  otherAnswers: number;
  seatsHeldTwice: number;
  /** Every contested seat held exactly once: the race's correctness, not a speed figure. */
  raceHeld: boolean;
}

const rounded = (values: number[], p: number) => Math.round(percentile(values, p));

export async function benchBooking(): Promise<BookingFigures> {
  const api = await startTestApi();
  try {
    await fetch(`${api.url}/api/cities.json`);
    const bus = await findBookableBus(api.url, 30, 4);
    await fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: LATENCY_MS }),
    });

    const layoutMs: number[] = [];
    for (let i = 0; i < LAYOUT_LOADS; i += 1) {
      const [ms] = await timed(() => fetch(`${api.url}/api/schedule/${bus.scheduleId}.json`).then((r) => r.json()));
      layoutMs.push(ms);
    }

    // one traveller after another, each holding one seat of their own on other buses of the day
    const travellers: Traveller[] = [];
    for (let i = 0; i < RACERS; i += 1) travellers.push(await signInByOtp(api.url, `bench-${i}@example.com`));
    const holdMs: number[] = [];
    const solo = await findBookableBus(api.url, SEQUENTIAL_HOLDS, 5);
    const soloSeats = freeSeats(solo.seats).slice(0, SEQUENTIAL_HOLDS);
    for (const [index, seat] of soloSeats.entries()) {
      const [ms] = await timed(() => bookSeats(api.url, travellers[index]!, solo, [seat.id]));
      holdMs.push(ms);
    }

    // 200 travellers on one bus at once, each after a seat from the same few: most must lose, none may double up
    const contested = freeSeats(bus.seats).slice(0, 20);
    const [raceMs, answers] = await timed(() =>
      Promise.all(
        travellers.map((traveller, index) =>
          holdSeats(api.url, traveller, bus, [contested[index % contested.length]!.id]),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const rows = await api.database.db.select().from(bookings).where(eq(bookings.scheduleId, bus.scheduleId));
    const heldSeats = rows.flatMap((row) => row.seats.map((seat) => seat.seat_number));
    const held = statuses.filter((status) => status === 201).length;
    const seatsHeldTwice = heldSeats.length - new Set(heldSeats).size;

    const figures: BookingFigures = {
      providerLatencyMs: LATENCY_MS,
      seatLayoutP50Ms: rounded(layoutMs, 50),
      seatLayoutP99Ms: rounded(layoutMs, 99),
      tentativeBookingP50Ms: rounded(holdMs, 50),
      tentativeBookingP99Ms: rounded(holdMs, 99),
      racers: RACERS,
      contestedSeats: contested.length,
      raceDurationMs: Math.round(raceMs),
      holdAttemptsPerSecond: Math.round((RACERS / raceMs) * 1000),
      held,
      refused409: statuses.filter((status) => status === 409).length,
      otherAnswers: statuses.filter((status) => status !== 201 && status !== 409).length,
      seatsHeldTwice,
      raceHeld: seatsHeldTwice === 0 && held === contested.length,
    };
    console.table({
      'seat layout p50 / p99': `${figures.seatLayoutP50Ms} / ${figures.seatLayoutP99Ms} ms`,
      'tentative booking p50 / p99': `${figures.tentativeBookingP50Ms} / ${figures.tentativeBookingP99Ms} ms`,
      [`${RACERS} travellers on ${contested.length} seats`]: `${figures.raceDurationMs} ms, ${figures.holdAttemptsPerSecond} holds/s`,
      'held / refused (409) / other': `${figures.held} / ${figures.refused409} / ${figures.otherAnswers}`,
      'seats held twice': figures.seatsHeldTwice,
    });
    return figures;
  } finally {
    await api.close();
  }
}
