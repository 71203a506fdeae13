/**
 * `npm run test:faults`: travellers book through the real API while the provider slows down and fails,
 * webhooks come late, twice or never, the operator cancels and moves buses with tickets sold, the API is
 * killed mid-booking, mid-payment and while it carries those changes, and PostgreSQL restarts under load.
 * Then the reconciler settles, and the run checks that no seat was sold twice, no paid booking is without a
 * ticket or a refund, no payment was refunded twice, no booking was lost and every booking on a changed trip
 * says so; it prints the counts and exits non-zero when one is not 0. Run under scripts/with-postgres.sh (DATABASE_URL and PGTEST_CTL).
 *
 * FAULTS_SEED (default 20) seeds the travellers' choices; FAULTS_PORT (default 7550) is the first of
 * the two ports it uses.
 */
import { execFile } from 'node:child_process';
import { clockOfMinutes, minutesOfClock } from '@jatra/shared';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// the simulators' seeded generator: the run's choices from one seed, so that a failing run can be run again
import { mulberry32 } from '../../api/simulators/gds/network/random';
import { signInByOtp, type Traveller } from '../../api/test/booking-journey-test-kit';
import { FAULTS_MARK, summaryLine, type FaultsSummary } from '../../api/test/summary-line';
import { apiUnderTest } from './api-under-test';
import { judge, readOurState, unsettled, type TripChangesMade } from './invariants';
import { startOutsideSystems } from './outside-systems';
import { findBuses } from './contested-buses';
import { createWorkload, emptyLedger } from './workload';

const TRAVELLERS = 30;
const BUSES = 24;
const RECONCILE_INTERVAL_MS = 1000;
/** a crashed settler's claim on a confirmation lapses after a minute (settlement.ts), so allow two */
const SETTLE_TIMEOUT_MS = 150_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

const databaseUrl = process.env.DATABASE_URL;
const pgCtl = process.env.PGTEST_CTL;
if (!databaseUrl || !pgCtl) {
  console.error('Run it under scripts/with-postgres.sh: npm run test:faults');
  process.exit(2);
}
const seed = Number(process.env.FAULTS_SEED ?? 20);
const port = Number(process.env.FAULTS_PORT ?? 7550);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (message: string) => console.log(`[faults ${elapsed()}] ${message}`);

const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-faults-')), 'api.log');
const apiUrl = `http://127.0.0.1:${port + 1}`;
const outside = await startOutsideSystems(port, `${apiUrl}/api/phonepe/webhook`);
const api = apiUnderTest({
  port: port + 1,
  databaseUrl,
  gdsBaseUrl: outside.gdsBaseUrl,
  phonePeBaseUrl: outside.phonePeBaseUrl,
  logFile,
  reconcileIntervalMs: RECONCILE_INTERVAL_MS,
});

const knobs = outside.knobs;
/** the operator's changes to trips: every setting of the provider's knobs keeps them */
const tripChanges: ({ schedule_id: string; travel_date: string } & ({ cancelled: true } | { dep_time: string }))[] = [];
const trips: TripChangesMade = { cancelled: new Set(), moved: new Map() };
const gds = (values: object) => knobs('gds', { ...values, tripChanges });
/** refunds move quickly, so that the run does not wait on the gateway's pace */
const calmPhonePe = { refundStepMs: 200 };
const calm = () => Promise.all([gds({}), knobs('phonepe', calmPhonePe)]);

/** Waits until `ready()` (checked every 20 ms) or `ms` passed; whether it became ready. */
async function when(ready: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > until) return false;
    await sleep(20);
  }
  return true;
}

const faults: string[] = [];
async function crashAndRestart(what: string, moment: () => boolean) {
  const struck = await when(moment, 8000);
  await api.kill();
  faults.push(`API killed ${what}${struck ? '' : ' (the moment did not come within 8 s; killed anyway)'}`);
  say(faults.at(-1)!);
  await sleep(1000);
  await api.start();
  say('API started again');
}

try {
  await api.start();
  await calm();
  say(`API on ${apiUrl} (PostgreSQL), outside systems on ${outside.child.url}; seed ${seed}; log ${logFile}`);
  const travellers: Traveller[] = [];
  for (let index = 0; index < TRAVELLERS; index += 1) {
    travellers.push(await signInByOtp(apiUrl, `faults-${seed}-${index}@example.com`));
  }
  const buses = await findBuses(apiUrl, BUSES);
  say(`${travellers.length} travellers signed in; ${buses.length} departures to sell`);

  const ledger = emptyLedger();
  const workload = createWorkload({ apiUrl, providerUrl: outside.child.url, ledger, random: mulberry32(seed) });
  let done = false;
  const load = workload.run(travellers, buses, () => done);
  const { inFlight } = workload;

  await sleep(3000);
  faults.push('provider latency spike: GDS 1.5 s, PhonePe 0.6 s a call, for 6 s');
  say(faults.at(-1)!);
  await Promise.all([gds({ latencyMs: 1500 }), knobs('phonepe', { ...calmPhonePe, latencyMs: 600 })]);
  await sleep(6000);
  faults.push('provider errors: 25 % of GDS calls, 20 % of PhonePe calls, for 7 s');
  say(faults.at(-1)!);
  await Promise.all([gds({ failureRate: 0.25 }), knobs('phonepe', { ...calmPhonePe, failureRate: 0.2 })]);
  await sleep(7000);
  faults.push('webhooks 2 s late and sent three times, for 7 s');
  say(faults.at(-1)!);
  await Promise.all([gds({}), knobs('phonepe', { ...calmPhonePe, webhookDelayMs: 2000, duplicateWebhooks: 2 })]);
  await sleep(7000);
  faults.push('webhooks dropped, for 6 s');
  say(faults.at(-1)!);
  await knobs('phonepe', { ...calmPhonePe, dropWebhooks: true });
  await sleep(6000);
  await calm();

  // the most contested buses have sold tickets by now: the operator cancels two and moves two by 2½ hours
  for (const bus of buses.slice(0, 2)) {
    tripChanges.push({ schedule_id: bus.scheduleId, travel_date: bus.travelDate, cancelled: true });
    trips.cancelled.add(bus.scheduleId);
  }
  for (const bus of buses.slice(2, 4)) {
    const minutes = minutesOfClock(bus.departureTime);
    // within its own day: a trip moved past midnight would leave on another travel date
    const departure = clockOfMinutes(minutes < 21 * 60 ? minutes + 150 : minutes - 150);
    tripChanges.push({ schedule_id: bus.scheduleId, travel_date: bus.travelDate, dep_time: departure });
    trips.moved.set(bus.scheduleId, departure);
  }
  await gds({});
  faults.push('the operator cancels 2 buses with tickets sold and moves 2 others by 2½ hours');
  say(faults.at(-1)!);
  // a sweep a second: a kill a moment later lands while the changes are being carried, or just after
  await sleep(1200);
  await crashAndRestart('while the sweep carries the operator’s changes', () => true);
  await sleep(3000);

  await crashAndRestart('mid-booking (holds in flight)', () => inFlight.holds > 0);
  await sleep(3000);
  // the provider slow to confirm, so that a kill right after a payment lands between money and ticket
  await gds({ latencyMs: 700 });
  await crashAndRestart(
    'mid-payment (a payment just completed at the gateway, its ticket not yet confirmed)',
    () => Date.now() - inFlight.lastPaidAt < 300,
  );
  await sleep(2000);
  await crashAndRestart('mid-payment (payments being created)', () => inFlight.payments > 0);
  await gds({});
  await sleep(3000);

  faults.push('PostgreSQL stopped as in a crash, started again 3 s later');
  say(faults.at(-1)!);
  await run(pgCtl, ['stop']);
  await sleep(3000);
  await run(pgCtl, ['start']);
  say('PostgreSQL is back');
  await sleep(5000);

  done = true;
  await load;
  await calm();
  say(`workload ended: ${ledger.counts.journeys} journeys; letting the reconciler settle`);

  let remaining: string[] = [];
  const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < settleBy) {
    remaining = unsettled(await readOurState(databaseUrl), await outside.state(), trips);
    if (remaining.length === 0) break;
    await sleep(2000);
  }
  say(remaining.length === 0 ? 'settled' : `${remaining.length} left unsettled after ${SETTLE_TIMEOUT_MS / 1000} s`);

  const ours = await readOurState(databaseUrl);
  const provider = await outside.state();
  const verdict = judge(ledger, ours, provider, trips);
  const byStatus = (statuses: string[]) => {
    const counted = new Map<string, number>();
    for (const status of statuses) counted.set(status, (counted.get(status) ?? 0) + 1);
    return [...counted].map(([status, count]) => `${status} ${count}`);
  };

  console.log('\nFaults injected:');
  for (const fault of faults) console.log(`  - ${fault}`);
  console.log('\nWorkload:');
  console.table({
    travellers: travellers.length,
    journeys: ledger.counts.journeys,
    'holds answered 201': ledger.holds.size,
    'holds refused (seat taken, 4xx, or no answer)': ledger.counts.holdsRefused,
    'bus sold out': ledger.counts.soldOut,
    'payments answered 201': ledger.orders.size,
    'paid at the gateway': ledger.paid.size,
    'failed at the gateway': ledger.counts.paymentsFailedAtGateway,
    'tickets seen on the callback page': ledger.counts.ticketsSeen,
    'cancellations answered 200': ledger.cancelled.size,
    'date changes answered 200 / refused': `${ledger.reschedules.size} / ${ledger.counts.reschedulesRefused}`,
    'clicks again (hold / pay / cancel)': `${ledger.counts.holdRetries} / ${ledger.counts.paymentRetries} / ${ledger.counts.cancelRetries}`,
    'requests unanswered / answered 5xx': `${ledger.counts.unanswered} / ${ledger.counts.serverErrors}`,
    'API starts': api.starts(),
  });
  console.log(`Our bookings: ${byStatus(ours.bookings.map((booking) => booking.status)).join(', ')}`);
  const onChangedTrips = ours.bookings.filter((booking) => booking.cancelledBy === 'operator');
  const movedTickets = ours.bookings.filter(
    (booking) => booking.status === 'confirmed' && trips.moved.get(booking.scheduleId) === booking.departureTime,
  );
  console.log(
    `The operator's changes: ${onChangedTrips.length} bookings cancelled by the operator, ${movedTickets.length} moved`,
  );
  console.log(`Our payments: ${byStatus(ours.orders.map((order) => order.state)).join(', ')}`);
  console.log(`Our refunds: ${byStatus(ours.refunds.map((refund) => refund.state)).join(', ') || 'none'}`);
  console.log(`Provider tickets: ${byStatus(provider.bookings.map((booking) => booking.status)).join(', ')}`);
  console.log('\nInvariants:');
  const lines: [string, number][] = [
    ['seats sold twice', verdict.seatsSoldTwice],
    ['paid bookings without a ticket or a refund', verdict.paidWithoutTicketOrRefund],
    ['bookings lost', verdict.bookingsLost],
    ['provider tickets none of our bookings holds', verdict.providerTicketsUnknownHere],
    ['payments refunded more than paid', verdict.refundedMoreThanPaid],
    ['bookings the operator’s changes did not reach', verdict.tripChangesNotCarried],
    ['date changes leaving two valid tickets or none', verdict.dateChangesWithTwoTicketsOrNone],
    ['left unsettled by the reconciler', remaining.length],
  ];
  for (const [name, count] of lines) console.log(`  ${count === 0 ? 'ok  ' : 'FAIL'} ${name}: ${count}`);
  for (const detail of [...verdict.details, ...remaining].slice(0, 30)) console.log(`    ${detail}`);
  console.log(`\n${elapsed()} in all; the API's log: ${logFile}`);
  const summary: FaultsSummary = {
    seconds: Math.round((Date.now() - started) / 1000),
    faults,
    journeys: ledger.counts.journeys,
    holds: ledger.holds.size,
    paid: ledger.paid.size,
    cancelled: ledger.cancelled.size,
    apiStarts: api.starts(),
    invariants: Object.fromEntries(lines),
  };
  // for the bench report (npm run bench -- hardening)
  console.log(summaryLine(FAULTS_MARK, summary));
  process.exitCode = lines.every(([, count]) => count === 0) ? 0 : 1;
} catch (error) {
  console.error(error);
  console.error(`the API's log: ${logFile}`);
  process.exitCode = 1;
} finally {
  await api.stop();
  await outside.child.close();
}
