/**
 * The combined search with 100 ms per provider call:
 * - cold: parallel enrichment (what the API does) against a sequential baseline, same process;
 * - warm: cached answers under load (autocannon), throughput and p99.
 * Prints a table and returns the figures. Figures, not pass/fail.
 */
import { addDaysIso, todayInIndia } from '@jatra/shared';
import autocannon from 'autocannon';
import pino from 'pino';
import { createCitiesRepository } from '../src/cities/cities.repository';
import { createCitiesService } from '../src/cities/cities.service';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createGdsClient } from '../src/provider/gds/gds-client';
import { createSearchService, ENRICHMENT_CONCURRENCY } from '../src/search/search.service';
import { GUWAHATI, JORHAT } from '../test/booking-journey';
import { startTestApi } from '../test/test-api';
import { median, timed } from './measure';

const LATENCY_MS = 100;
const COLD_RUNS = 5;

export interface SearchFigures {
  providerLatencyMs: number;
  providerRoundTripMs: number;
  route: string;
  bookableServices: number;
  enrichmentConcurrency: number;
  coldParallelMedianMs: number;
  coldSequentialMedianMs: number;
  coldParallelInRoundTrips: number;
  warmRequestsPerSecond: number;
  warmLatencyP50Ms: number;
  warmLatencyP99Ms: number;
  warmErrors: number;
}

const inDays = (days: number) => addDaysIso(todayInIndia(), days);

export async function benchSearch(): Promise<SearchFigures> {
  const api = await startTestApi();
  const quiet = pino({ level: 'silent' });
  const baselineDb = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    await fetch(`${api.url}/api/cities.json`);
    await fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: LATENCY_MS }),
    });

    // a second search service in this process, enriching one schedule at a time: the baseline
    const gdsConfig = loadConfig({ NODE_ENV: 'test', API_PORT: new URL(api.url).port, DATA_DIR: 'memory://' }).gds;
    const gds = createGdsClient(gdsConfig);
    const baselineCities = createCitiesService({
      repository: createCitiesRepository(baselineDb.db),
      gds,
      logger: quiet,
    });
    await baselineCities.list({ forceRefresh: true });
    const sequential = createSearchService({ gds, cities: baselineCities, logger: quiet, enrichmentConcurrency: 1 });

    const roundTrips: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const [ms] = await timed(() =>
        fetch(`${api.url}/sim/gds/api/cities.json?api_key=dev-gds-key`).then((r) => r.json()),
      );
      roundTrips.push(ms);
    }
    const roundTrip = median(roundTrips);

    const parallelRuns: number[] = [];
    const sequentialRuns: number[] = [];
    let services = 0;
    for (let run = 0; run < COLD_RUNS; run += 1) {
      const date = inDays(10 + run);
      const [parallelMs, answer] = await timed(() =>
        fetch(`${api.url}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${date}`).then((r) => r.json()),
      );
      services = Math.max(services, (answer as { result: unknown[] }).result.length);
      parallelRuns.push(parallelMs);
      const [sequentialMs] = await timed(() =>
        sequential.search({ source: JORHAT, destination: GUWAHATI, date: inDays(40 + run) }),
      );
      sequentialRuns.push(sequentialMs);
    }

    const warmUrl = `${api.url}/api/search?source=${JORHAT}&destination=${GUWAHATI}&date=${inDays(10)}`;
    // the load generator runs in its own thread, so it does not steal the API's event loop
    const warm = await autocannon({ url: warmUrl, connections: 10, duration: 10, workers: 1 });

    const figures: SearchFigures = {
      providerLatencyMs: LATENCY_MS,
      providerRoundTripMs: Math.round(roundTrip),
      route: 'Jorhat → Guwahati',
      bookableServices: services,
      enrichmentConcurrency: ENRICHMENT_CONCURRENCY,
      coldParallelMedianMs: Math.round(median(parallelRuns)),
      coldSequentialMedianMs: Math.round(median(sequentialRuns)),
      coldParallelInRoundTrips: Number((median(parallelRuns) / roundTrip).toFixed(2)),
      warmRequestsPerSecond: Math.round(warm.requests.average),
      warmLatencyP50Ms: warm.latency.p50,
      warmLatencyP99Ms: warm.latency.p99,
      warmErrors: warm.errors + warm.non2xx,
    };
    console.table({
      'provider round trip': `${figures.providerRoundTripMs} ms`,
      'bookable services': figures.bookableServices,
      'cold search, parallel enrichment (median)': `${figures.coldParallelMedianMs} ms (${figures.coldParallelInRoundTrips}× a round trip)`,
      'cold search, sequential baseline (median)': `${figures.coldSequentialMedianMs} ms`,
      'warm search throughput': `${figures.warmRequestsPerSecond} req/s`,
      'warm search p50 / p99': `${figures.warmLatencyP50Ms} / ${figures.warmLatencyP99Ms} ms`,
      'warm errors': figures.warmErrors,
    });
    return figures;
  } finally {
    await baselineDb.close();
    await api.close();
  }
}
