/**
 * `npm run bench`: the combined search with 100 ms per provider call.
 * - cold: parallel enrichment (what the API does) against a sequential baseline, same process;
 * - warm: cached answers under load (autocannon), throughput and p99.
 * Prints a table and writes bench-results/search.json. Figures, not pass/fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import { addDaysIso, todayInIndia } from '@jatra/shared';
import autocannon from 'autocannon';
import pino from 'pino';
import { createCitiesRepository } from '../src/cities/cities.repository';
import { createCitiesService } from '../src/cities/cities.service';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createGdsClient } from '../src/provider/gds/gds-client';
import { createSearchService, ENRICHMENT_CONCURRENCY } from '../src/search/search.service';
import { startTestApi } from '../test/test-api';

const LATENCY_MS = 100;
const JORHAT = 117;
const GUWAHATI = 101;
const COLD_RUNS = 5;

const inDays = (days: number) => addDaysIso(todayInIndia(), days);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const api = await startTestApi();
const quiet = pino({ level: 'silent' });
await fetch(`${api.url}/api/cities.json`);
await fetch(`${api.url}/sim/gds/knobs`, {
  method: 'PUT',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ latencyMs: LATENCY_MS }),
});

// a second search service in this process, enriching one schedule at a time: the baseline
const gdsConfig = loadConfig({ NODE_ENV: 'test', API_PORT: new URL(api.url).port, DATA_DIR: 'memory://' }).gds;
const baselineDb = await openDatabase({ pgliteDataDir: 'memory://' });
const gds = createGdsClient(gdsConfig);
const baselineCities = createCitiesService({ repository: createCitiesRepository(baselineDb.db), gds, logger: quiet });
await baselineCities.list({ forceRefresh: true });
const sequential = createSearchService({ gds, cities: baselineCities, logger: quiet, enrichmentConcurrency: 1 });

const roundTrips: number[] = [];
for (let i = 0; i < 5; i += 1) {
  const [ms] = await timed(() => fetch(`${api.url}/sim/gds/api/cities.json?api_key=dev-gds-key`).then((r) => r.json()));
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

const results = {
  measuredAt: new Date().toISOString(),
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
  'provider round trip': `${results.providerRoundTripMs} ms`,
  'bookable services': results.bookableServices,
  'cold search, parallel enrichment (median)': `${results.coldParallelMedianMs} ms (${results.coldParallelInRoundTrips}× a round trip)`,
  'cold search, sequential baseline (median)': `${results.coldSequentialMedianMs} ms`,
  'warm search throughput': `${results.warmRequestsPerSecond} req/s`,
  'warm search p50 / p99': `${results.warmLatencyP50Ms} / ${results.warmLatencyP99Ms} ms`,
  'warm errors': results.warmErrors,
});
const outDir = path.resolve(import.meta.dirname, '../../bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'search.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`written to ${path.join(outDir, 'search.json')}`);

await baselineDb.close();
await api.close();
