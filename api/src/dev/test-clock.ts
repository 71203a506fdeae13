import { eq } from 'drizzle-orm';
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import type { Database } from '../db/database';
import { testClock } from '../db/schema';

const clockSchema = z.strictObject({
  /** how far the API's clock runs ahead of the machine's; 0 puts it back */
  offsetMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3_600_000),
});

const ROW = 1;

/**
 * A clock end-to-end tests can move forward (`PUT /sim/clock {offsetMs}`), for what only time brings: a bus
 * about to leave. Everything in the API, simulators included, reads this one clock. Mounted only when
 * TEST_CLOCK=true outside production.
 *
 * The offset lives in the database, so that every API instance on it keeps the same time: `follow` reads it
 * again before each request an instance serves.
 */
export function createTestClock(db: Database) {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  async function refresh() {
    const [row] = await db.select().from(testClock).where(eq(testClock.id, ROW));
    offsetMs = row?.offsetMs ?? 0;
  }
  const follow: RequestHandler = async (_req, _res, next) => {
    await refresh();
    next();
  };
  const routes: Router = express.Router();
  routes.get('/', (_req, res) => {
    res.json({ offsetMs, now: now().toISOString() });
  });
  routes.put('/', express.json(), async (req, res) => {
    const parsed = clockSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: { code: 'bad_request', message: parsed.error.issues[0]?.message ?? '' } });
      return;
    }
    const set = { offsetMs: parsed.data.offsetMs };
    await db
      .insert(testClock)
      .values({ id: ROW, ...set })
      .onConflictDoUpdate({ target: testClock.id, set });
    offsetMs = set.offsetMs;
    res.json({ offsetMs, now: now().toISOString() });
  });
  return { now, follow, routes };
}
