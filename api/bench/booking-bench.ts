/**
 * `npm run bench`: seat holds with 100 ms per provider call.
 * - seat-layout load (`/api/schedule/{id}.json`) and tentative booking latency, p50 / p99;
 * - 200 travellers holding seats on one bus at once: throughput, and proof that no seat was held twice.
 * Prints a table and writes bench-results/booking.json. Figures, not pass/fail (the last check excepted).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { bookings } from '../src/bookings/bookings.schema';
import { bookSeats, findBookableBus, freeSeats, holdSeats, signInByOtp, type Traveller } from '../test/booking-journey';
import { startTestApi } from '../test/test-api';

const LATENCY_MS = 100;
const LAYOUT_LOADS = 40;
const SEQUENTIAL_HOLDS = 30;
const RACERS = 200;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
};
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const api = await startTestApi();
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
    travellers.map((traveller, index) => holdSeats(api.url, traveller, bus, [contested[index % contested.length]!.id])),
  ),
);
const statuses = answers.map((answer) => answer.status);
const rows = await api.database.db.select().from(bookings).where(eq(bookings.scheduleId, bus.scheduleId));
const heldSeats = rows.flatMap((row) => row.seats.map((seat) => seat.seat_number));
const soldTwice = heldSeats.length - new Set(heldSeats).size;

const results = {
  measuredAt: new Date().toISOString(),
  providerLatencyMs: LATENCY_MS,
  seatLayoutP50Ms: percentile(layoutMs, 50),
  seatLayoutP99Ms: percentile(layoutMs, 99),
  tentativeBookingP50Ms: percentile(holdMs, 50),
  tentativeBookingP99Ms: percentile(holdMs, 99),
  racers: RACERS,
  contestedSeats: contested.length,
  raceDurationMs: Math.round(raceMs),
  holdAttemptsPerSecond: Math.round((RACERS / raceMs) * 1000),
  held: statuses.filter((status) => status === 201).length,
  refused409: statuses.filter((status) => status === 409).length,
  otherAnswers: statuses.filter((status) => status !== 201 && status !== 409).length,
  seatsHeldTwice: soldTwice,
};

console.table({
  'seat layout p50 / p99': `${results.seatLayoutP50Ms} / ${results.seatLayoutP99Ms} ms`,
  'tentative booking p50 / p99': `${results.tentativeBookingP50Ms} / ${results.tentativeBookingP99Ms} ms`,
  [`${RACERS} travellers on ${contested.length} seats`]: `${results.raceDurationMs} ms, ${results.holdAttemptsPerSecond} holds/s`,
  'held / refused (409) / other': `${results.held} / ${results.refused409} / ${results.otherAnswers}`,
  'seats held twice': results.seatsHeldTwice,
});
const outDir = path.resolve(import.meta.dirname, '../../bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'booking.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`written to ${path.join(outDir, 'booking.json')}`);
await api.close();
if (soldTwice > 0 || results.held !== contested.length) {
  console.error('a seat was held twice, or a free seat was never held');
  process.exitCode = 1;
}
