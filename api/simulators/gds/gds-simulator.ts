import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import { defaultSimKnobs, simKnobsSchema, type SimKnobs } from './sim-knobs';
import { PROVIDER_CITIES } from './network/cities';

/** The provider's error envelope, sent with HTTP 200 as the real one does (gds.md §1). */
const envelope = (code: number | string, message: string) => ({ response: { code, message } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function citiesTable(knobs: SimKnobs, endpoint: string) {
  const rows: unknown[][] = PROVIDER_CITIES.map((city) => [
    city.id,
    city.name,
    city.originCount,
    city.destinationCount,
  ]);
  if (knobs.forcedErrors[endpoint]?.kind === 'bad-rows') {
    rows.push([999_001, 'Short Row'], ['not-a-number', 'Bad Id', 1, 1], [999_002, '', 1, 1]);
  }
  return [['id', 'name', 'origin_count', 'destination_count'], ...rows];
}

/**
 * Stand-in for the Bitla GDS at `<base>/gds/api/*.json`, speaking its wire format:
 * header-row tables under `result`, failures as `{response:{code,message}}`.
 */
export function createGdsSimulator(options: { apiKey: string }): Router {
  const router = express.Router();
  let knobs = defaultSimKnobs();

  router.get('/gds/knobs', (_req, res) => {
    res.json(knobs);
  });
  router.put('/gds/knobs', express.json(), (req, res) => {
    const parsed = simKnobsSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json(envelope(400, parsed.error.issues[0]?.message ?? 'Invalid knobs'));
      return;
    }
    knobs = parsed.data;
    res.json(knobs);
  });

  const api = express.Router();
  api.use(async (req: Request, res: Response, next: NextFunction) => {
    const key = req.get('api-key') ?? (typeof req.query.api_key === 'string' ? req.query.api_key : undefined);
    if (knobs.latencyMs) await sleep(knobs.latencyMs);
    if (key !== options.apiKey) {
      res.json(envelope(401, 'Invalid API key'));
      return;
    }
    const endpoint = req.path.replace(/^\//, '');
    const forced = knobs.forcedErrors[endpoint];
    if (forced?.kind === 'envelope') {
      res.json(envelope(forced.code, forced.message));
      return;
    }
    if (forced?.kind === 'http') {
      res.status(forced.status).type('html').send('<html><body>Service Unavailable</body></html>');
      return;
    }
    if (forced?.kind === 'not-json') {
      res.type('html').send('<html><body>Gateway maintenance</body></html>');
      return;
    }
    if (knobs.failureRate > 0 && Math.random() < knobs.failureRate) {
      res.json(envelope(500, 'Temporary provider failure'));
      return;
    }
    next();
  });

  api.get('/cities.json', (_req, res) => {
    res.json({ result: citiesTable(knobs, 'cities.json') });
  });

  router.use('/gds/api', api);
  return router;
}
