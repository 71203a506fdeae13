/**
 * The provider for the search bench: the GDS simulator in a process of its own, as the real provider
 * runs on machines of its own, so that its CPU is not counted as the API's. Run by `startProvider()`.
 */
import { fork } from 'node:child_process';
import { startTestApi } from '../test/test-api';

export interface ProviderProcess {
  /** where the simulated GDS answers: GDS_BASE_URL for an API that uses it */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startProvider(): Promise<ProviderProcess> {
  const child = fork(import.meta.filename, ['--serve'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the provider process ended (${code}) before it served`)));
  });
  return {
    baseUrl: `${url}/sim`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}

if (process.argv.includes('--serve')) {
  const api = await startTestApi();
  process.send?.({ url: api.url });
  process.once('disconnect', () => void api.close().then(() => process.exit(0)));
}
