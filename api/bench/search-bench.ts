/**
 * The combined search with 100 ms per provider call. The provider (the GDS simulator) runs in a process
 * of its own, as the real one runs on machines of its own, and so does the API, as in production:
 * - cold: enrichment from the route's schedules table (what the API does) against the fallback of
 *   asking every schedule's detail, same process, with a timeline of one cold search (where its time goes);
 * - growth: the same route given 25 to 150 services by the simulator's `rosterSizes` knob;
 * - warm: cached answers under load (autocannon), throughput and p99, with a CPU profile of the API.
 * Prints a table and returns the figures. Figures, not pass/fail.
 */
import { addDaysIso, DEFAULT_BOOKING_HORIZON_DAYS, todayInIndia } from '@jatra/shared';
import autocannon from 'autocannon';
import pino from 'pino';
import { createCitiesRepository } from '../src/cities';
import { createCitiesService } from '../src/cities';
import { DEV_GDS_API_KEY, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createGdsClient, GdsError } from '../src/provider/gds/gds-client';
import { createHttpTransport, type GdsTransport } from '../src/provider/gds/gds-transport';
import { createSearchService, ENRICHMENT_CONCURRENCY } from '../src/search';
import { GUWAHATI, JORHAT } from '../test/booking-journey-test-kit';
import { startApi } from './api-process';
import type { ProfileShare } from './cpu-profile';
import { median, timed } from './measure';
import { startProvider } from './provider-process';

const LATENCY_MS = 100;
const COLD_RUNS = 5;
/** cold searches per route size, each on a date of its own; the table shows their median */
const GROWTH_RUNS = 3;
const WARM_UP_SECONDS = 3;
const WARM_SECONDS = 10;
const PROFILE_SECONDS = 5;
/** services a day on the route for the growth table; undefined: the route's own roster */
const ROUTE_SIZES = [undefined, 25, 50, 100, 125, 150] as const;

export interface ColdSearchTimeline {
  totalMs: number;
  /** the availabilities and schedules calls (and the operators table when not cached), in parallel */
  availabilitiesMs: number;
  /** from the first schedule-detail call sent to the last answered */
  scheduleDetailsMs: number;
  scheduleDetailCalls: number;
  /** the rest: our own work and waiting between the two */
  ownMs: number;
}

export interface RouteGrowth {
  services: number;
  coldMs: number;
  roundTrips: number;
}

export interface SearchFigures {
  providerLatencyMs: number;
  providerRoundTripMs: number;
  route: string;
  bookableServices: number;
  enrichmentConcurrency: number;
  coldParallelMedianMs: number;
  /** the same search when the schedules table fails: every schedule's detail asked for */
  coldDetailsMedianMs: number;
  coldParallelInRoundTrips: number;
  coldTimeline: ColdSearchTimeline;
  growth: RouteGrowth[];
  warmRequestsPerSecond: number;
  warmLatencyP50Ms: number;
  warmLatencyP99Ms: number;
  warmErrors: number;
  warmProfile: ProfileShare[];
}

const inDays = (days: number) => addDaysIso(todayInIndia(), days);

interface ProviderCall {
  path: string;
  startedMs: number;
  endedMs: number;
}

/** the client's own transport, remembering when each provider call started and ended */
function recordingTransport(calls: ProviderCall[]): GdsTransport {
  const transport = createHttpTransport();
  return async (exchange) => {
    const startedMs = performance.now();
    const reply = await transport(exchange);
    calls.push({ path: new URL(exchange.url).pathname, startedMs, endedMs: performance.now() });
    return reply;
  };
}

export async function benchSearch(): Promise<SearchFigures> {
  const provider = await startProvider();
  const providerEnv = { GDS_BASE_URL: provider.baseUrl, GDS_API_KEY: DEV_GDS_API_KEY };
  const api = await startApi({ baseUrl: provider.baseUrl, apiKey: DEV_GDS_API_KEY });
  const quiet = pino({ level: 'silent' });
  const baselineDb = await openDatabase({ pgliteDataDir: 'memory://' });
  const setKnobs = (knobs: object) =>
    fetch(`${provider.baseUrl}/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: LATENCY_MS, ...knobs }),
    });
  const searchUrl = (date: string) => `${api.url}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${date}`;
  try {
    await fetch(`${api.url}/api/cities.json`);
    await setKnobs({});

    // two more search services in this process: one whose schedules table fails, so that it asks every
    // schedule's detail (the fallback), and one whose provider calls are timed (the timeline)
    const gdsConfig = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...providerEnv }).gds;
    const gds = createGdsClient(gdsConfig);
    const baselineCities = createCitiesService({
      repository: createCitiesRepository(baselineDb.db),
      gds,
      logger: quiet,
    });
    await baselineCities.list({ forceRefresh: true });
    const detailByDetail = createSearchService({
      gds: { ...gds, schedules: () => Promise.reject(new GdsError('not asked', 500)) },
      cities: baselineCities,
      logger: quiet,
      horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
    });
    const calls: ProviderCall[] = [];
    const recorded = createSearchService({
      gds: createGdsClient({ ...gdsConfig, transport: recordingTransport(calls) }),
      cities: baselineCities,
      logger: quiet,
      horizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
    });

    // one call as our client makes it, over a connection already open
    const roundTrips: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const [ms] = await timed(() => gds.cities());
      roundTrips.push(ms);
    }
    const roundTrip = median(roundTrips);

    const parallelRuns: number[] = [];
    const detailRuns: number[] = [];
    let services = 0;
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const [parallelMs, answer] = await timed(() => fetch(searchUrl(inDays(10 + run))).then((r) => r.json()));
      services = Math.max(services, (answer as { result: unknown[] }).result.length);
      parallelRuns.push(parallelMs);
      const [detailsMs] = await timed(() =>
        detailByDetail.search({ source: JORHAT, destination: GUWAHATI, date: inDays(40 + run) }),
      );
      detailRuns.push(detailsMs);
    }

    const coldTimeline = await timeline(calls, () =>
      recorded.search({ source: JORHAT, destination: GUWAHATI, date: inDays(20) }),
    );

    const growth: RouteGrowth[] = [];
    for (const [index, size] of ROUTE_SIZES.entries()) {
      await setKnobs({
        rosterSizes: size === undefined ? [] : [{ origin: JORHAT, destination: GUWAHATI, services: size }],
      });
      const runs: number[] = [];
      let found = 0;
      for (let run = 0; run < GROWTH_RUNS; run += 1) {
        const date = inDays(60 + index * GROWTH_RUNS + run);
        const [ms, answer] = await timed(() => fetch(searchUrl(date)).then((r) => r.json()));
        runs.push(ms);
        found = Math.max(found, (answer as { result: unknown[] }).result.length);
      }
      growth.push({
        services: found,
        coldMs: Math.round(median(runs)),
        roundTrips: Number((median(runs) / roundTrip).toFixed(2)),
      });
    }
    await setKnobs({});

    // the load comes from this process and the API runs in its own, as in production; the figures are
    // taken after a warm-up (the JIT compiler's), and the profile in a run of its own (sampling slows the API)
    const load = (duration: number) => autocannon({ url: searchUrl(inDays(10)), connections: 10, duration });
    await load(WARM_UP_SECONDS);
    const warm = await load(WARM_SECONDS);
    const [, warmProfile] = await api.profileWhile(() => load(PROFILE_SECONDS));

    const figures: SearchFigures = {
      providerLatencyMs: LATENCY_MS,
      providerRoundTripMs: Math.round(roundTrip),
      route: 'Jorhat → Guwahati',
      bookableServices: services,
      enrichmentConcurrency: ENRICHMENT_CONCURRENCY,
      coldParallelMedianMs: Math.round(median(parallelRuns)),
      coldDetailsMedianMs: Math.round(median(detailRuns)),
      coldParallelInRoundTrips: Number((median(parallelRuns) / roundTrip).toFixed(2)),
      coldTimeline,
      growth,
      warmRequestsPerSecond: Math.round(warm.requests.average),
      warmLatencyP50Ms: warm.latency.p50,
      warmLatencyP99Ms: warm.latency.p99,
      warmErrors: warm.errors + warm.non2xx,
      warmProfile,
    };
    console.table({
      'provider round trip': `${figures.providerRoundTripMs} ms`,
      'bookable services': figures.bookableServices,
      'cold search (median)': `${figures.coldParallelMedianMs} ms (${figures.coldParallelInRoundTrips}× a round trip)`,
      'cold search, every schedule detail asked (median)': `${figures.coldDetailsMedianMs} ms`,
      'warm search throughput': `${figures.warmRequestsPerSecond} req/s`,
      'warm search p50 / p99': `${figures.warmLatencyP50Ms} / ${figures.warmLatencyP99Ms} ms`,
      'warm errors': figures.warmErrors,
    });
    console.table(growth);
    console.table(coldTimeline);
    console.table(warmProfile);
    return figures;
  } finally {
    await baselineDb.close();
    await api.close();
    await provider.close();
  }
}

async function timeline(calls: ProviderCall[], search: () => Promise<unknown>): Promise<ColdSearchTimeline> {
  calls.length = 0;
  const started = performance.now();
  await search();
  const totalMs = performance.now() - started;
  const details = calls.filter((call) => call.path.includes('/schedule/'));
  const others = calls.filter((call) => !call.path.includes('/schedule/'));
  const span = (list: ProviderCall[]) =>
    list.length === 0
      ? 0
      : Math.max(...list.map((call) => call.endedMs)) - Math.min(...list.map((call) => call.startedMs));
  const availabilitiesMs = span(others);
  const scheduleDetailsMs = span(details);
  return {
    totalMs: Math.round(totalMs),
    availabilitiesMs: Math.round(availabilitiesMs),
    scheduleDetailsMs: Math.round(scheduleDetailsMs),
    scheduleDetailCalls: details.length,
    ownMs: Math.round(totalMs - availabilitiesMs - scheduleDetailsMs),
  };
}
