import type { Access } from '../auth';
import { Router } from 'express';
import { pingDatabase, type Database } from '../db/database';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { GdsClient } from '../provider/gds/gds-client';

/** How long an anonymous health check reuses the provider's last answer: probes cost the provider a call each. */
export const PROVIDER_PROBE_TTL_MS = 30_000;

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

/** The provider's probe, run at most once per TTL however many ask at once; `fresh()` probes now and keeps it. */
function cachedProbe(probe: () => Promise<Check>, ttlMs: number) {
  let last: { at: number; check: Promise<Check> } | undefined;
  const fresh = () => {
    const check = probe();
    last = { at: performance.now(), check };
    return check;
  };
  return {
    fresh,
    recent: () => (last && performance.now() - last.at < ttlMs ? last.check : fresh()),
  };
}

/**
 * `/health`: up or down for anyone (load balancers, the launcher); `/health/details` tells an admin what is
 * behind it (database kind, latencies, the provider's error), which nobody else needs to know.
 */
export function healthRoutes(deps: { db: Database; databaseKind: string; gds: GdsClient }, access: Access): Router {
  const provider = cachedProbe(() => timed(() => deps.gds.cities()), PROVIDER_PROBE_TTL_MS);
  const database = () => timed(() => pingDatabase(deps.db));

  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /health',
      area: 'Service',
      summary: 'Up or down: whether the API, its database and the bus provider answer (503 when one does not)',
      access: 'anyone',
      answer: ok(undefined, 'Up'),
      handler: async (_input, _req, res) => {
        const checks = await Promise.all([database(), provider.recent()]);
        const ok = checks.every((check) => check.ok);
        res
          .status(ok ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .json({ status: ok ? 'ok' : 'down' });
      },
    }),
    defineRoute({
      route: 'GET /health/details',
      area: 'Service',
      summary: "What is behind the health check: the database's kind and latency, the provider's latency or error",
      access: 'admin',
      answer: ok(undefined, 'Up, with details'),
      handler: async (_input, _req, res) => {
        const [db, gds] = await Promise.all([database(), provider.fresh()]);
        const ok = db.ok && gds.ok;
        res
          .status(ok ? 200 : 503)
          .set('Cache-Control', 'no-store')
          .json({ status: ok ? 'ok' : 'down', database: { ...db, kind: deps.databaseKind }, provider: gds });
      },
    }),
  ]);
}
