import type { Access } from '../auth/access';
import { Router } from 'express';
import { pingDatabase, type Database } from '../db/database';
import type { GdsClient } from '../provider/gds/gds-client';

interface Check {
  ok: boolean;
  latency_ms: number;
  error?: string;
}

async function timed(check: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await check();
    return { ok: true, latency_ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latency_ms: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

export function healthRoutes(deps: { db: Database; databaseKind: string; gds: GdsClient }, access: Access): Router {
  const router = Router();
  router.get('/health', access('anyone'), async (_req, res) => {
    const [database, provider] = await Promise.all([
      timed(() => pingDatabase(deps.db)),
      timed(() => deps.gds.cities()),
    ]);
    const ok = database.ok && provider.ok;
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ok ? 'ok' : 'degraded', database: { ...database, kind: deps.databaseKind }, provider });
  });
  return router;
}
