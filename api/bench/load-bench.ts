/**
 * Load at rising concurrency on the three busiest routes: a cached search, a seat layout and a seat hold,
 * each step with autocannon against the API in a process of its own (provider at 100 ms a call in
 * another), on the database the API is given: PGlite, or the PostgreSQL server DATABASE_URL names.
 * `benchLoad()` measures both: PGlite here, PostgreSQL in a child run under scripts/with-postgres.sh.
 * Figures, not pass/fail.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { addDaysIso, todayInIndia, type BusResult, type Seat } from '@jatra/shared';
import autocannon from 'autocannon';
import { DEV_GDS_API_KEY } from '../src/config';
import { freeSeats, GUWAHATI, JORHAT, passenger, signInByOtp, type Traveller } from '../test/booking-journey-test-kit';
import { startApi } from './api-process';
import { startProvider } from './provider-process';

const LATENCY_MS = 100;
const READ_STEPS = [1, 4, 16, 64, 256];
const HOLD_STEPS = [1, 4, 16, 64];
const STEP_SECONDS = 5;
/** holds per connection in a step: every hold takes a seat of its own, so holds are counted, not timed */
const HOLDS_PER_CONNECTION = 10;
const TRAVELLERS = 200;
/** a step bends the route when throughput grows less than this over the step before … */
const STILL_GROWING = 1.25;
/** … or p99 more than doubles, by more than a few milliseconds (noise at sub-millisecond latencies) */
const P99_JUMP = { factor: 2, atLeastMs: 5 };

export interface LoadStep {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** answers other than 2xx, and socket errors or timeouts */
  failed: number;
}

export interface RouteLoad {
  route: string;
  steps: LoadStep[];
  /** the first step where throughput stopped growing or p99 jumped; null when neither happened */
  bendsAt: number | null;
}

export interface LoadFigures {
  database: 'PGlite' | 'PostgreSQL';
  providerLatencyMs: number;
  stepSeconds: number;
  routes: RouteLoad[];
}

export interface LoadBench {
  pglite: LoadFigures;
  postgres: LoadFigures | { notMeasured: string };
}

function toStep(connections: number, result: autocannon.Result): LoadStep {
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function bendOf(steps: LoadStep[]): number | null {
  const bent = steps.find((step, index) => {
    const before = steps[index - 1];
    if (!before) return false;
    const p99Jump = step.p99Ms > before.p99Ms * P99_JUMP.factor && step.p99Ms - before.p99Ms > P99_JUMP.atLeastMs;
    return step.requestsPerSecond < before.requestsPerSecond * STILL_GROWING || p99Jump;
  });
  return bent?.connections ?? null;
}

interface HoldTarget {
  scheduleId: string;
  body: string;
}

/** Free seats on the route's buses, a day after another, each to be held once by one of `travellers`. */
async function holdTargets(apiUrl: string, wanted: number, travellers: number): Promise<HoldTarget[]> {
  const targets: HoldTarget[] = [];
  for (let day = 3; targets.length < wanted && day < 60; day += 1) {
    const travelDate = addDaysIso(todayInIndia(), day);
    const found = await fetch(`${apiUrl}/api/availabilities/${JORHAT}/${GUWAHATI}/${travelDate}.json`);
    const { result } = (await found.json()) as { result: BusResult[] };
    for (const bus of result) {
      const detail = await fetch(`${apiUrl}/api/schedule/${bus.scheduleId}.json`);
      if (detail.status !== 200) continue;
      const { result: schedule } = (await detail.json()) as {
        result: {
          seat_layout: { seats: Seat[] };
          boarding_points: { id: number }[];
          dropping_points: { id: number }[];
        };
      };
      const [boarding] = schedule.boarding_points;
      const [dropping] = schedule.dropping_points;
      if (!boarding || !dropping) continue;
      // a seat per traveller on a bus, so that no traveller nears the per-bus cap
      for (const seat of freeSeats(schedule.seat_layout.seats).slice(0, travellers)) {
        targets.push({
          scheduleId: bus.scheduleId,
          body: JSON.stringify({
            travelDate,
            boardingPointId: boarding.id,
            droppingPointId: dropping.id,
            seats: [{ seatNumber: seat.id, passenger: passenger('Load Traveller') }],
          }),
        });
      }
    }
  }
  return targets.slice(0, wanted);
}

async function readSteps(url: string): Promise<LoadStep[]> {
  const steps: LoadStep[] = [];
  for (const connections of READ_STEPS) {
    steps.push(toStep(connections, await autocannon({ url, connections, duration: STEP_SECONDS })));
  }
  return steps;
}

async function holdSteps(apiUrl: string): Promise<LoadStep[]> {
  const wanted = HOLD_STEPS.reduce((sum, connections) => sum + connections * HOLDS_PER_CONNECTION, 0);
  const travellers: Traveller[] = [];
  for (let i = 0; i < TRAVELLERS; i += 1) travellers.push(await signInByOtp(apiUrl, `load-${i}@example.com`));
  const targets = await holdTargets(apiUrl, wanted, TRAVELLERS);
  let next = 0;
  const steps: LoadStep[] = [];
  for (const connections of HOLD_STEPS) {
    const amount = Math.min(connections * HOLDS_PER_CONNECTION, targets.length - next);
    if (amount <= 0) break;
    const result = await autocannon({
      url: apiUrl,
      connections,
      amount,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const index = next++;
            const target = targets[index % targets.length]!;
            const traveller = travellers[index % travellers.length]!;
            return {
              ...request,
              path: `/api/tentative_booking/${target.scheduleId}.json`,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${traveller.accessToken}` },
              body: target.body,
            };
          },
        },
      ],
    });
    steps.push(toStep(connections, result));
  }
  return steps;
}

/** Every step of the three routes against the API on the database this process is given. */
export async function loadOnThisDatabase(): Promise<LoadFigures> {
  const provider = await startProvider();
  const api = await startApi({ baseUrl: provider.baseUrl, apiKey: DEV_GDS_API_KEY });
  try {
    await fetch(`${provider.baseUrl}/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: LATENCY_MS }),
    });
    const searchUrl = `${api.url}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${addDaysIso(todayInIndia(), 2)}`;
    await fetch(searchUrl);
    const found = await fetch(
      `${api.url}/api/availabilities/${JORHAT}/${GUWAHATI}/${addDaysIso(todayInIndia(), 2)}.json`,
    );
    const [bus] = ((await found.json()) as { result: BusResult[] }).result;
    if (!bus) throw new Error('no bus on the route to load');
    const routes: RouteLoad[] = [
      { route: 'search (cached)', steps: await readSteps(searchUrl) },
      { route: 'seat layout', steps: await readSteps(`${api.url}/api/schedule/${bus.scheduleId}.json`) },
      { route: 'seat hold', steps: await holdSteps(api.url) },
    ].map((route) => ({ ...route, bendsAt: bendOf(route.steps) }));
    return {
      database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      providerLatencyMs: LATENCY_MS,
      stepSeconds: STEP_SECONDS,
      routes,
    };
  } finally {
    await api.close();
    await provider.close();
  }
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const JSON_MARK = 'LOAD-FIGURES ';

/** The same steps on a throwaway PostgreSQL server, in a child run by scripts/with-postgres.sh. */
function loadOnPostgres(): LoadFigures | { notMeasured: string } {
  const run = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', import.meta.filename, '--here'],
    { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 },
  );
  const line = run.stdout.split('\n').find((text) => text.startsWith(JSON_MARK));
  if (run.status !== 0 || !line) return { notMeasured: `with-postgres.sh ended with ${run.status}` };
  return JSON.parse(line.slice(JSON_MARK.length)) as LoadFigures;
}

export async function benchLoad(): Promise<LoadBench> {
  const pglite = await loadOnThisDatabase();
  const postgres = loadOnPostgres();
  for (const figures of [pglite, postgres]) {
    if ('routes' in figures) {
      console.table(
        figures.routes.flatMap(({ route, steps }) =>
          steps.map((step) => ({ database: figures.database, route, ...step })),
        ),
      );
    }
  }
  return { pglite, postgres };
}

if (process.argv.includes('--here')) {
  console.log(`${JSON_MARK}${JSON.stringify(await loadOnThisDatabase())}`);
}
