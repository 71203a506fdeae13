import express, { type Router } from 'express';
import { z } from 'zod';

const clockSchema = z.strictObject({
  /** how far the API's clock runs ahead of the machine's; 0 puts it back */
  offsetMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 3_600_000),
});

/**
 * A clock end-to-end tests can move forward (`PUT /sim/clock {offsetMs}`), for what only time brings: a bus
 * about to leave. Everything in the API, simulators included, reads this one clock. Mounted only when
 * TEST_CLOCK=true outside production.
 */
export function createTestClock() {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const routes: Router = express.Router();
  routes.get('/', (_req, res) => {
    res.json({ offsetMs, now: now().toISOString() });
  });
  routes.put('/', express.json(), (req, res) => {
    const parsed = clockSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: { code: 'bad_request', message: parsed.error.issues[0]?.message ?? '' } });
      return;
    }
    offsetMs = parsed.data.offsetMs;
    res.json({ offsetMs, now: now().toISOString() });
  });
  return { now, routes };
}
