/**
 * The API on the scale database, in a process of its own (as the other API benches run it): its reconciler
 * stopped, so nothing but the bench's reads runs in it, and every SQL statement it sends seen by the bench.
 * The bench asks it, over IPC, to record the statements of the next read and explain them, or to time the
 * sweeps one pass each.
 */
import { createLogger } from '../../src/logger';
import { startApiOn } from '../../test/api-test-kit';
import { forkServer, serve } from '../child-server';
import { connectRunner, explainAll, type ExplainedStatement } from './plans';
import { installQueryCapture } from './query-capture';
import { sweepSteps } from './sweeps';

export interface SweepFigure {
  name: string;
  ms: number;
  statements: ExplainedStatement[];
  error?: string;
}

export interface ScaleApi {
  url: string;
  /** statements sent from now on are kept … */
  record(): Promise<void>;
  /** … until this, which explains them */
  explain(): Promise<ExplainedStatement[]>;
  sweeps(): Promise<SweepFigure[]>;
  close(): Promise<void>;
}

type Request = { type: 'record' } | { type: 'explain' } | { type: 'sweeps' };

/** `indexesOnly`: statements are explained with sequential scans off, as the CI guard needs (plans.ts). */
export async function startScaleApi(databaseUrl: string, options: { indexesOnly?: boolean } = {}): Promise<ScaleApi> {
  const child = await forkServer(import.meta.filename, {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_INDEXES_ONLY: options.indexesOnly ? 'true' : '',
  });
  const ask = <T>(request: Request) => child.ask<T>(request);
  return {
    url: child.url,
    record: async () => {
      await ask({ type: 'record' });
    },
    explain: () => ask<ExplainedStatement[]>({ type: 'explain' }),
    sweeps: () => ask<SweepFigure[]>({ type: 'sweeps' }),
    close: child.close,
  };
}

if (process.argv.includes('--serve')) {
  const databaseUrl = process.env.BENCH_DATABASE_URL!;
  const capture = installQueryCapture();
  // every request logged as production logs it, into nothing
  const logger = createLogger('info', false, '/dev/null');
  const explainer = await connectRunner(databaseUrl);
  // the API copies the provider's city list at start: the simulator must send the data set's generated towns too
  // (ids from 100,001), or the copy shrinks to the simulator's own 76 and the typeahead is timed on those
  const [towns] = await explainer.run('select count(*) as n from cities where id > 100000', []);
  const api = await startApiOn(
    { databaseUrl, pgliteDataDir: 'memory://' },
    { logger, env: { RECONCILE_INTERVAL_MS: '0', GDS_SIM_EXTRA_CITIES: String(towns?.n ?? 0) } },
  );

  const indexesOnly = process.env.BENCH_INDEXES_ONLY === 'true';
  const explain = () => explainAll(explainer.run, capture.stop(), { indexesOnly });

  async function timeSweeps(): Promise<SweepFigure[]> {
    const figures: SweepFigure[] = [];
    for (const step of sweepSteps(api.services, api.config, logger)) {
      capture.start();
      const started = performance.now();
      let error: string | undefined;
      try {
        await step.run();
      } catch (thrown) {
        error = (thrown as Error).message;
      }
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const statements = await explain();
      figures.push({ name: step.name, ms, statements, ...(error ? { error } : {}) });
    }
    return figures;
  }

  const close = async () => {
    await explainer.end();
    await api.close();
  };
  serve(api.url, close, async (request) => {
    const { type } = request as Request;
    if (type === 'record') capture.start();
    if (type === 'explain') return explain();
    if (type === 'sweeps') return timeSweeps();
    return undefined;
  });
}
