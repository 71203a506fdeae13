/**
 * The festival rush on the database DATABASE_URL names (bench-rush.ts chooses it): two API instances behind
 * the proxy, the simulators at a real provider's pace, travellers arriving at a steady rate for `seconds`,
 * then the reconciler's settling and the fault run's invariants. Prints its figures as one line for the
 * bench; exits non-zero when an invariant is not 0.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { addDaysIso, todayInIndia } from '@jatra/shared';
import { mulberry32 } from '../../../api/simulators/gds/network/random';
import { CITY_PAIRS } from '../../../api/simulators/gds/network/routes';
import { signInByOtp } from '../../../api/test/booking-journey-test-kit';
import { sharesOfProfile } from '../../../api/bench/cpu-profile';
import { judge, readOurState, unsettled } from '../../faults/invariants';
import { emptyLedger } from '../../faults/workload';
import { SIMULATORS_PROCESS, instanceName, startRushCluster } from './cluster';
import { stepFigures, sustainedStepFigures, throughput, type RushFigures, type RushSettings } from './figures';
import { createJourney, type RushTraveller } from './journey';
import { emptyObserved } from './observed';
import { startSampler } from './sampler';

export const RUSH_MARK = 'RUSH-FIGURES ';

export interface RushOptions extends Omit<RushSettings, 'bookingsBefore' | 'travellers'> {
  port: number;
  seed: number;
  /** V8 CPU profiles of the API instances into this folder */
  profileDir?: string;
}

/**
 * Accounts enough for the travellers under way at once (a journey takes some 20 s of pages, thinking and the
 * payment's polling): each account stands for one traveller after another, so the run raises the hourly cap
 * on holds of an account (as the fault run does) and keeps the caps on seats held.
 */
const JOURNEY_SECONDS = 25;
/** the days of the festival: tomorrow and the week after */
const FESTIVAL_DAYS = 7;
const SETTLE_TIMEOUT_MS = 120_000;
const DRAIN_TIMEOUT_MS = 90_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message: string) => console.error(`[rush] ${message}`);

async function countBookings(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // the planner's estimate: a count(*) of millions of rows would take longer than it tells
    const { rows } = await client.query<{ n: string }>(
      `select greatest(coalesce((select reltuples::bigint from pg_class where relname = 'bookings'), 0), 0) as n`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function signIn(apiUrl: string, count: number, seed: number): Promise<RushTraveller[]> {
  const travellers: RushTraveller[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const index = next++;
        const traveller = await signInByOtp(apiUrl, `rush-${seed}-${index}@example.com`);
        // an address of its own in 10.0.0.0/8, as travellers behind different networks
        const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
        travellers.push({ ...traveller, address });
      }
    }),
  );
  return travellers;
}

/** The simulators' own database beside ours on the same server: made empty for the run, dropped after it. */
async function outsideDatabase(databaseUrl: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${decodeURIComponent(new URL(databaseUrl).pathname.slice(1))}_outside`;
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  maintenance.search = '';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  url.search = '';
  return { name, url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

export async function runRush(databaseUrl: string, options: RushOptions): Promise<RushFigures> {
  const random = mulberry32(options.seed);
  const bookingsBefore = await countBookings(databaseUrl).catch(() => 0);
  const travellerCount = Math.max(50, Math.ceil((options.journeysPerMinute / 60) * JOURNEY_SECONDS));
  const outside = await outsideDatabase(databaseUrl);
  const cluster = await startRushCluster({
    databaseUrl,
    port: options.port,
    poolSize: options.poolSize,
    logLevel: options.logLevel,
    reconcileIntervalMs: 15_000,
    profileDir: options.profileDir,
    outsideDatabaseUrl: outside.url,
  });
  say(`two API instances behind ${cluster.apiUrl}; simulators on ${cluster.outside.child.url}; log ${cluster.logFile}`);
  try {
    await cluster.knobs('gds', { latencyMs: options.gdsLatencyMs });
    await cluster.knobs('phonepe', { latencyMs: options.phonePeLatencyMs, webhookDelayMs: options.webhookDelayMs });
    const travellers = await signIn(cluster.apiUrl, travellerCount, options.seed);
    say(
      `${travellers.length} travellers signed in; ${options.journeysPerMinute} journeys a minute for ${options.seconds} s`,
    );

    const ledger = emptyLedger();
    const observed = emptyObserved();
    const journey = createJourney({
      apiUrl: cluster.apiUrl,
      ledger,
      observed,
      random,
      dates: Array.from({ length: FESTIVAL_DAYS }, (_, day) => addDaysIso(todayInIndia(), day + 1)),
      routes: CITY_PAIRS.map((pair) => ({ origin: pair.origin.id, destination: pair.destination.id })),
      thinkMs: 1500,
    });
    const idle = [...travellers];
    const inFlight = new Set<Promise<void>>();
    let noTravellerFree = 0;

    const sampler = startSampler(databaseUrl, cluster.processes, { name: outside.name, process: SIMULATORS_PROCESS });
    const startedAt = Date.now();
    const endsAt = startedAt + options.seconds * 1000;
    const meanGapMs = 60_000 / options.journeysPerMinute;
    let lastReport = startedAt;
    while (Date.now() < endsAt) {
      // arrivals at random (exponential gaps), as people come
      await sleep(-Math.log(1 - random()) * meanGapMs);
      const who = idle.shift();
      if (!who) {
        noTravellerFree += 1;
        continue;
      }
      const visit = journey(who)
        .catch((error: unknown) => say(`a journey failed: ${String(error)}`))
        .finally(() => {
          idle.push(who);
          inFlight.delete(visit);
        });
      inFlight.add(visit);
      if (Date.now() - lastReport >= 15_000) {
        lastReport = Date.now();
        const seconds = Math.round((lastReport - startedAt) / 1000);
        say(
          `${seconds} s: ${ledger.counts.journeys} journeys, ${observed.tickets.length} tickets, ${inFlight.size} travellers busy`,
        );
      }
    }
    const endedAt = Date.now();
    say(`load ended; waiting for ${inFlight.size} journeys under way`);
    await Promise.race([Promise.all(inFlight), sleep(DRAIN_TIMEOUT_MS)]);
    // sampled to the last journey's end: the CPU and the statements of every ticket seen
    const samples = await sampler.stop();

    const userIds = travellers.map((traveller) => traveller.userId);
    let remaining: string[] = [];
    const settleBy = Date.now() + SETTLE_TIMEOUT_MS;
    while (Date.now() < settleBy) {
      remaining = unsettled(await readOurState(databaseUrl, userIds), await cluster.outside.state());
      if (remaining.length === 0) break;
      await sleep(2000);
    }
    const verdict = judge(ledger, await readOurState(databaseUrl, userIds), await cluster.outside.state());
    const invariants = {
      'seats sold twice': verdict.seatsSoldTwice,
      'paid bookings without a ticket or a refund': verdict.paidWithoutTicketOrRefund,
      'bookings lost': verdict.bookingsLost,
      'provider tickets none of our bookings holds': verdict.providerTicketsUnknownHere,
      'left unsettled by the reconciler': remaining.length,
    };
    if (noTravellerFree > 0) say(`${noTravellerFree} arrivals found no traveller free (more travellers needed)`);
    await cluster.close();
    await outside.drop();
    const profile = options.profileDir ? profiles(options.profileDir) : undefined;
    return {
      settings: {
        database: options.database,
        bookingsBefore,
        seconds: options.seconds,
        journeysPerMinute: options.journeysPerMinute,
        travellers: travellers.length,
        gdsLatencyMs: options.gdsLatencyMs,
        phonePeLatencyMs: options.phonePeLatencyMs,
        webhookDelayMs: options.webhookDelayMs,
        poolSize: options.poolSize,
        logLevel: options.logLevel,
      },
      journeys: ledger.counts.journeys,
      holds: ledger.holds.size,
      paidAtGateway: ledger.paid.size,
      ticketsSeen: observed.tickets.length,
      seatsSeen: observed.tickets.reduce((sum, ticket) => sum + ticket.seats, 0),
      ...throughput(observed, startedAt, endedAt),
      steps: stepFigures(observed),
      sustainedSteps: sustainedStepFigures(observed, startedAt, endedAt),
      outcomes: { ...observed.outcomes, 'arrivals with no traveller free': noTravellerFree },
      serverErrors: ledger.counts.serverErrors,
      unanswered: ledger.counts.unanswered,
      samples,
      invariants,
      details: [...verdict.details, ...remaining].slice(0, 20),
      passed: Object.values(invariants).every((count) => count === 0),
      profile,
    };
  } catch (error) {
    await cluster.close();
    await outside.drop().catch(() => undefined);
    throw error;
  }
}

/** Each instance's V8 profile (written when it exited), summed by file and package. */
function profiles(dir: string): Record<string, ReturnType<typeof sharesOfProfile>> {
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  return Object.fromEntries(
    files.map((file, index) => [
      `${instanceName(index)} (${file})`,
      sharesOfProfile(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { nodes: never[] }),
    ]),
  );
}
