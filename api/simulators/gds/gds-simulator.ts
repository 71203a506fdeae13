import DataLoader from 'dataloader';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { SimDatabase } from './sim-schema';
import { MORE_CITIES_MAX } from './network/more-cities';
import { pairBetween } from './network/routes';
import { seatAvailability, type TakenSeat } from './network/seat-availability';
import { serviceById, servicesOn, type RosterSizes, type Service } from './network/timetable';
import { asChanged, type TripChanges } from './network/trip-changes';
import { isOnSale, parseTravelDate, todayInIndia } from './network/travel-dates';
import { createSeatState } from './seat-state';
import { simKnobsSchema, type SimKnobs } from './sim-knobs';
import { availabilitiesAnswer } from './wire/availabilities';
import { NO_SERVICE, SCHEDULE_NOT_FOUND, envelope, withBadRows, type WireTable } from './wire/envelope';
import { mastersResult } from './wire/masters';
import { citiesTable, cityPairsTable, operatorsTable, stagesTable } from './wire/reference-data';
import { scheduleDetailAnswer } from './wire/schedule-detail';
import { schedulesAnswer, type ServiceOnSale } from './wire/schedules';
import { stagePointsTable } from './wire/stage-points';
import { minutesOfClock } from './wire/format';
import { withoutJson } from './wire/paths';
import { accountRoutes } from './bookings/account-routes';
import { bookingRoutes } from './bookings/booking-routes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The knob name of a request: `cities.json` as is; for paths with parameters, the first segment
 * plus `.json` (`/availabilities/117/101/2026-11-23.json` → `availabilities.json`).
 */
export function endpointName(path: string): string {
  const first = path.split('/').find(Boolean) ?? '';
  return first.endsWith('.json') ? first : `${first}.json`;
}

/**
 * Stand-in for the Bitla GDS at `<base>/gds/api/*.json`, speaking its wire format:
 * header-row tables under `result`, failures as `{response:{code,message}}` with HTTP 200.
 */
export function createGdsSimulator(options: {
  apiKey: string;
  db: SimDatabase;
  now?: () => Date;
  /** the hold lifetime when no knob says otherwise; the product passes its own setting */
  holdMinutes?: number;
  /** generated towns its city list sends after its own (none by default): a provider the size of the scale data set's */
  extraCities?: number;
  /** the share of services that change on their own after sale (none by default; the `tripChangeRate` knob overrides) */
  tripChangeRate?: number;
  /** runs before the knobs (the product lets only its own machine turn them) */
  testControls?: RequestHandler;
}): Router {
  const router = express.Router();
  const testControls = options.testControls ?? ((_req, _res, next) => next());
  const now = options.now ?? (() => new Date());
  // more towns than the parts make is a configuration error: said at start, not at the first search
  if ((options.extraCities ?? 0) > MORE_CITIES_MAX) {
    throw new Error(`GDS_SIM_EXTRA_CITIES: at most ${MORE_CITIES_MAX} generated cities`);
  }
  const seatState = createSeatState(options.db, now);
  // a search enriches every service at once: their schedule calls, arriving together, share one query
  const takenSeats = new DataLoader<string, TakenSeat[]>(
    async (ids) => {
      const taken = await seatState.takenSeats(ids);
      return ids.map((id) => taken.get(id) ?? []);
    },
    // the calls' latency timers fire in one turn of the event loop, each in its own tick: batch by turn
    { cache: false, batchScheduleFn: (callback) => setImmediate(callback) },
  );
  // a knob body without holdMinutes goes back to the configured lifetime, like every other knob to its default
  const withHold = (body: unknown) =>
    options.holdMinutes === undefined || (typeof body === 'object' && body !== null && 'holdMinutes' in body)
      ? body
      : { ...(body as object), holdMinutes: options.holdMinutes };
  let knobs: SimKnobs = simKnobsSchema.parse(withHold({}));
  let knobsSetAt = now();

  router.get('/gds/knobs', testControls, (_req, res) => {
    res.json(knobs);
  });
  router.put('/gds/knobs', testControls, express.json(), (req, res) => {
    const parsed = simKnobsSchema.safeParse(withHold(req.body ?? {}));
    if (!parsed.success) {
      res.status(400).json(envelope(400, parsed.error.issues[0]?.message ?? 'Invalid knobs'));
      return;
    }
    knobs = parsed.data;
    knobsSetAt = now();
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
    const name = endpointName(req.path);
    // booking tests name endpoints either way: `confirm_booking.json` or `confirm_booking`
    const forced = knobs.forcedErrors[name] ?? knobs.forcedErrors[name.slice(0, -'.json'.length)];
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

  const rosterSizes: RosterSizes = (pair) =>
    knobs.rosterSizes.find((size) => size.origin === pair.origin.id && size.destination === pair.destination.id)
      ?.services;
  const tripChanges = (): TripChanges => ({
    forced: knobs.tripChanges.map(({ schedule_id: scheduleId, travel_date: travelDate, ...change }) =>
      'cancelled' in change
        ? { scheduleId, travelDate, cancelled: true }
        : { scheduleId, travelDate, departureMinutes: minutesOfClock(change.dep_time) },
    ),
    forcedAt: knobsSetAt,
    rate: knobs.tripChangeRate ?? options.tripChangeRate ?? 0,
  });
  /** A bus as the provider shows it now: its roster's (a knob may lengthen it), after any change to its trip. */
  const serviceNow = (scheduleId: string): Service | undefined => {
    const at = now();
    const service = serviceById(scheduleId, todayInIndia(at), rosterSizes);
    return service && asChanged(service, at, tripChanges());
  };
  const badRows = (req: Request) => knobs.forcedErrors[endpointName(req.path)]?.kind === 'bad-rows';

  /** Sends an answer; with the `bad-rows` knob, a table answer gets rows a client must drop. */
  function send(req: Request, res: Response, answer: { result: unknown }) {
    const { result } = answer;
    res.json(badRows(req) && Array.isArray(result) ? { ...answer, result: withBadRows(result as WireTable) } : answer);
  }

  /** A database failure is the provider's problem: the envelope, never our API's error shape. */
  const handle =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res) =>
      handler(req, res).catch((error: unknown) => {
        req.log?.error({ err: error }, 'GDS simulator failed');
        res.json(envelope(500, 'Temporary provider failure'));
      });

  async function onSale(services: Service[]): Promise<ServiceOnSale[]> {
    const taken = await takenSeats.loadMany(services.map((service) => service.scheduleId));
    return services.map((service, index) => {
      const seats = taken[index];
      if (seats instanceof Error) throw seats;
      return { service, availability: seatAvailability(service, seats ?? []) };
    });
  }

  /** A route search's services, earliest departure first; undefined when the pair or date has none on sale. */
  function searchedServices(req: Request): Service[] | 'bad-date' | undefined {
    const date = parseTravelDate(withoutJson(req.params.date) ?? '');
    if (!date) return 'bad-date';
    const at = now();
    const today = todayInIndia(at);
    const pair = pairBetween(Number(req.params.origin), Number(req.params.destination));
    if (!pair || !isOnSale(date, today)) return undefined;
    const changes = tripChanges();
    return servicesOn(pair, date, today, rosterSizes)
      .map((service) => asChanged(service, at, changes))
      .sort((a, b) => a.departureMinutes - b.departureMinutes || a.serial - b.serial);
  }

  function serviceOf(req: Request): Service | undefined {
    const id = withoutJson(req.params.id);
    return id === undefined ? undefined : serviceNow(id);
  }

  const searchEndpoint = (answer: (services: ServiceOnSale[]) => { result: unknown }) =>
    handle(async (req, res) => {
      const services = searchedServices(req);
      if (services === 'bad-date') res.json(envelope(400, 'Invalid travel date, expected YYYY-MM-DD'));
      else if (!services || services.length === 0) res.json(NO_SERVICE);
      else send(req, res, answer(await onSale(services)));
    });

  const scheduleEndpoint = (answer: (entry: ServiceOnSale) => { result: unknown }) =>
    handle(async (req, res) => {
      const service = serviceOf(req);
      const [entry] = service ? await onSale([service]) : [];
      if (entry) send(req, res, answer(entry));
      else res.json(SCHEDULE_NOT_FOUND);
    });

  api.get('/cities.json', (req, res) => {
    res.json({ result: citiesTable(badRows(req), options.extraCities) });
  });
  api.get('/city_pairs.json', (req, res) => send(req, res, { result: cityPairsTable() }));
  api.get('/stages.json', (req, res) => send(req, res, { result: stagesTable() }));
  api.get('/operators.json', (req, res) => send(req, res, { result: operatorsTable() }));
  api.get('/masters.json', (req, res) => send(req, res, { result: mastersResult() }));
  api.get('/schedules/:origin/:destination/:date', searchEndpoint(schedulesAnswer));
  api.get('/availabilities/:origin/:destination/:date', searchEndpoint(availabilitiesAnswer));
  api.get(
    '/availability/:id',
    scheduleEndpoint((entry) => availabilitiesAnswer([entry])),
  );
  api.get('/schedule/:id', scheduleEndpoint(scheduleDetailAnswer));
  api.get(
    '/boarding_points/:id',
    scheduleEndpoint((entry) => ({ result: stagePointsTable(entry.service.boarding) })),
  );
  api.get(
    '/dropping_points/:id',
    scheduleEndpoint((entry) => ({ result: stagePointsTable(entry.service.dropoff) })),
  );
  api.use(
    bookingRoutes({
      db: options.db,
      now,
      holdMinutes: () => knobs.holdMinutes,
      serviceOf: serviceNow,
      cancelPercentOverride: () => knobs.cancelPercentOverride,
    }),
  );
  api.use(
    accountRoutes({
      db: options.db,
      now,
      serviceOf: serviceNow,
      account: () => ({
        openingBalance: knobs.openingBalance,
        creditLimit: knobs.creditLimit,
        notifyLimit: knobs.notifyLimit,
      }),
    }),
  );
  api.use((_req, res) => {
    res.json(envelope(404, 'Unknown endpoint'));
  });

  router.use('/gds/api', api);
  return router;
}
