/**
 * The provider for the search bench: the GDS simulator alone in a process of its own, as the real
 * provider runs on machines of its own, so that its CPU is not counted as the API's, and without our
 * API's middleware in front of it (the real provider has none of it). Run by `startProvider()`.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createGdsSimulator } from '../simulators/gds/gds-simulator';
import { DEV_GDS_API_KEY } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createAppServer } from '../src/http/app-server';
import { forkServer, serve } from './child-server';

export interface ProviderProcess {
  /** where the simulated GDS answers: GDS_BASE_URL for an API that uses it */
  baseUrl: string;
  close(): Promise<void>;
}

export async function startProvider(): Promise<ProviderProcess> {
  const child = await forkServer(import.meta.filename);
  return { baseUrl: `${child.url}/sim`, close: child.close };
}

if (process.argv.includes('--serve')) {
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  const app = express();
  // as the API's app serves it in `npm start`
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use('/sim', createGdsSimulator({ apiKey: DEV_GDS_API_KEY, db: database.db }));
  const { server, serve: serveApp } = createAppServer();
  serveApp(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });
}
