/**
 * The API for the search bench in a process of its own, as `npm start` runs it: the load generator
 * and the bench's own work then take no CPU from it. It logs every request as production does, in
 * buffered writes (to /dev/null here), and profiles itself when the bench asks.
 */
import { createLogger } from '../src/logger';
import { startTestApi } from '../test/api-test-kit';
import { forkServer, serve } from './child-server';
import { startProfile, type ProfileShare } from './cpu-profile';

export interface ApiProcess {
  url: string;
  /** profiles the API's main thread while `work` runs */
  profileWhile<T>(work: () => Promise<T>): Promise<[T, ProfileShare[]]>;
  close(): Promise<void>;
}

/** The API (NODE_ENV test, in-memory database) using the provider at `gdsBaseUrl`. */
export async function startApi(gds: { baseUrl: string; apiKey: string }): Promise<ApiProcess> {
  const child = await forkServer(import.meta.filename, {
    BENCH_GDS_BASE_URL: gds.baseUrl,
    BENCH_GDS_API_KEY: gds.apiKey,
  });
  return {
    url: child.url,
    async profileWhile(work) {
      await child.ask('profile');
      const result = await work();
      return [result, await child.ask<ProfileShare[]>('stop')];
    },
    close: child.close,
  };
}

if (process.argv.includes('--serve')) {
  const api = await startTestApi({
    logger: createLogger('info', false, '/dev/null'),
    env: { GDS_BASE_URL: process.env.BENCH_GDS_BASE_URL ?? '', GDS_API_KEY: process.env.BENCH_GDS_API_KEY ?? '' },
  });
  let stop: (() => Promise<ProfileShare[]>) | undefined;
  serve(api.url, api.close, async (request) => {
    if (request === 'profile') stop = await startProfile();
    if (request === 'stop' && stop) return stop();
    return undefined;
  });
}
