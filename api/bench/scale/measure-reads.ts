/**
 * Times each read of the catalogue through the API, one request at a time (the latency a person waits,
 * not a throughput), after a warm-up that is not counted, and records the SQL of one more request of it
 * to explain. Used by the full bench and, with fewer samples, by the CI guard.
 */
import pg from 'pg';
import { percentile } from '../measure';
import { NotOnThisApi, SCALE_GOAL_MS, SCALE_READS, type ReadContext, type ScaleGoal, type Who } from './catalogue';
import type { ExplainedStatement } from './plans';
import type { ScaleApi } from './scale-api';
import { signInEveryone, type Tokens } from './sign-in';

export interface Sampling {
  /** requests before the timed ones, not counted: caches, connections and the JIT warm */
  warmup: number;
  /** timed requests per read, at most … */
  samples: number;
  /** … and no more than this long per read (a slow read is timed fewer times), at least `minSamples` */
  budgetMs: number;
  minSamples: number;
}

export interface ReadFigure {
  name: string;
  who: Who;
  goal: ScaleGoal;
  goalMs: number;
  path?: string;
  samples?: number;
  p50Ms?: number;
  p95Ms?: number;
  p99Ms?: number;
  /** the answer's size, uncompressed */
  bytes?: number;
  /** SQL statements one request sent (a statement sent many times is an N+1) */
  statementsSent?: number;
  statements?: ExplainedStatement[];
  /** why the read was not measured */
  notMeasured?: string;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function readContext(apiUrl: string, tokens: Tokens, client: pg.Client): ReadContext {
  return {
    async get<T>(who: Who, path: string) {
      const answer = await fetch(`${apiUrl}${path}`, { headers: authorization(tokens[who]) });
      if (answer.status !== 200) throw new Error(`GET ${path} as ${who}: ${answer.status} ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    rows: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
  };
}

const authorization = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** One request, timed to its last byte; throws unless it is answered 200. */
async function request(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const answer = await fetch(url, { headers });
  const body = await answer.arrayBuffer();
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${answer.status} ${Buffer.from(body).toString().slice(0, 300)}`);
  return { ms, bytes: body.byteLength };
}

async function sample(url: string, headers: Record<string, string>, sampling: Sampling) {
  for (let i = 0; i < sampling.warmup; i += 1) await request(url, headers);
  const times: number[] = [];
  let bytes = 0;
  const started = performance.now();
  while (
    times.length < sampling.samples &&
    (times.length < sampling.minSamples || performance.now() - started < sampling.budgetMs)
  ) {
    const taken = await request(url, headers);
    times.push(taken.ms);
    bytes = taken.bytes;
  }
  return {
    samples: times.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    bytes,
  };
}

/** Every read of the catalogue, timed and explained, as the data set's people. */
export async function measureReads(api: ScaleApi, databaseUrl: string, sampling: Sampling): Promise<ReadFigure[]> {
  const tokens = await signInEveryone(api.url);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const context = readContext(api.url, tokens, client);
  const figures: ReadFigure[] = [];
  try {
    for (const read of SCALE_READS) {
      const base = { name: read.name, who: read.who, goal: read.goal, goalMs: SCALE_GOAL_MS[read.goal] };
      let path: string | undefined;
      try {
        path = await read.path(context);
        const url = `${api.url}${path}`;
        const headers = authorization(tokens[read.who]);
        const timed = await sample(url, headers, sampling);
        await api.record();
        await request(url, headers);
        const statements = await api.explain();
        const statementsSent = statements.reduce((sum, statement) => sum + statement.times, 0);
        figures.push({ ...base, path, ...timed, statementsSent, statements });
      } catch (error) {
        // a read the API lacks is reported as such; any other failure is a finding too, not a stopped run
        const why = error instanceof NotOnThisApi ? error.message : `failed: ${(error as Error).message}`;
        figures.push({ ...base, ...(path ? { path } : {}), notMeasured: why });
      }
      const last = figures[figures.length - 1]!;
      console.log(
        `[scale] ${read.name}: ${last.notMeasured ?? `p50 ${last.p50Ms} / p95 ${last.p95Ms} / p99 ${last.p99Ms} ms (${last.samples} samples)`}`,
      );
    }
  } finally {
    await client.end();
  }
  return figures;
}
