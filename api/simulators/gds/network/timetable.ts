/**
 * The buses running on a city pair on a date, generated on demand and identical on every call.
 *
 * Like a real operator's timetable, a pair has a fixed roster: service k leaves at the same time
 * with the same operator, coach, road and stops every day (seeded by "origin-destination-roster"
 * and "origin-destination-k"). What changes from day to day (status, seats sold before we saw the
 * bus) is seeded by "origin-destination-date-serial"; on a busy pair a day plan (seeded by
 * "origin-destination-date-plan") also sells one bus out, fills one or two to their last seats,
 * cancels one and launches one as New, so every screen meets those cases on every date.
 *
 * Schedule id = travel date YYYYMMDD + a five-digit serial, serial = pairIndex * 200 + serviceIndex + 1
 * (e.g. 2026112200017 = 22 Nov 2026, pair 0, service 16). The id alone therefore regenerates
 * its bus; no database row is needed. A test may give a pair a longer roster (up to 200 services,
 * `rosterSizes` in the knobs) to stand for a route as busy as Bangalore → Hyderabad.
 */
import { seededRng, type Rng } from './random';
import { rosterOf, SERVICES_PER_PAIR, type RosterEntry } from './roster';
import { pairByIndex, type CityPair } from './routes';
import { parseTravelDate } from './travel-dates';

export type ServiceStatus = 'New' | 'Update' | 'Cancelled' | 'Inactive';

export interface Service extends RosterEntry {
  scheduleId: string;
  serial: number;
  pair: CityPair;
  travelDate: string;
  routeId: number;
  number: string;
  status: ServiceStatus;
  /** seats sold before our API saw this bus, with the passenger's sex */
  preSold: ReadonlyMap<string, 'M' | 'F'>;
  /** the provider sometimes starts `available` with a comma (docs/gds-wire.md, Seat maps) */
  leadingComma: boolean;
  /** when the provider last changed this service, before any seat held through us */
  updatedAt: Date;
}

const ROUTE_ID_BASE = 100_000;

export const serialOf = (pairIndex: number, serviceIndex: number): number =>
  pairIndex * SERVICES_PER_PAIR + serviceIndex + 1;

export const scheduleIdOf = (travelDate: string, serial: number): string =>
  `${travelDate.replaceAll('-', '')}${String(serial).padStart(5, '0')}`;

export function decodeScheduleId(
  scheduleId: string,
): { travelDate: string; pairIndex: number; serviceIndex: number } | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{5})$/.exec(scheduleId);
  if (!match) return undefined;
  const travelDate = parseTravelDate(`${match[1]}-${match[2]}-${match[3]}`);
  const serial = Number(match[4]);
  if (!travelDate || serial === 0) return undefined;
  return {
    travelDate,
    pairIndex: Math.floor((serial - 1) / SERVICES_PER_PAIR),
    serviceIndex: (serial - 1) % SERVICES_PER_PAIR,
  };
}

export const isBookable = (status: ServiceStatus): boolean => status === 'New' || status === 'Update';

/** A pair's roster size when a test asks for another than the generated one; undefined keeps the generated one. */
export type RosterSizes = (pair: CityPair) => number | undefined;

/** Every service of a pair on a date, in roster order. */
export function servicesOn(pair: CityPair, travelDate: string, today: string, sizes?: RosterSizes): Service[] {
  return rosterOf(pair, sizes?.(pair)).map((entry) => dailyService(pair, entry, travelDate, today));
}

export function serviceById(scheduleId: string, today: string, sizes?: RosterSizes): Service | undefined {
  const decoded = decodeScheduleId(scheduleId);
  if (!decoded) return undefined;
  const pair = pairByIndex(decoded.pairIndex);
  const entry = pair && rosterOf(pair, sizes?.(pair))[decoded.serviceIndex];
  return pair && entry ? dailyService(pair, entry, decoded.travelDate, today) : undefined;
}

/** What happens to the services of a pair on one date, beyond each bus's own roll of the dice. */
interface DayPlan {
  soldOut: ReadonlySet<number>;
  nearlyFull: ReadonlySet<number>;
  cancelled: ReadonlySet<number>;
  launched: ReadonlySet<number>;
}

const NO_PLAN: DayPlan = { soldOut: new Set(), nearlyFull: new Set(), cancelled: new Set(), launched: new Set() };
/** a pair that runs up to this many services a day or more is busy */
const BUSY_PAIR_SERVICES = 10;
/** where a busy pair's nearly full buses are found */
const LATEST_DEPARTURES = 3;

/**
 * A busy pair's day: one bus sold out, one or two down to their last one to three seats, one
 * cancelled, one New. The popular routes' first three services are left alone (they carry the
 * 'Starting from' fare), and so are coaches with berths on both decks: a traveller booking a lower
 * and an upper berth together should find both on the day's sleepers. The last seats left are on
 * the day's latest departures, the ones that fill up first; the earlier buses keep room for anyone.
 */
function dayPlanOf(pair: CityPair, travelDate: string): DayPlan {
  if (pair.daily[1] < BUSY_PAIR_SERVICES) return NO_PLAN;
  return remembered(dayPlans, `${pair.index}/${travelDate}`, () => generateDayPlan(pair, travelDate));
}

function generateDayPlan(pair: CityPair, travelDate: string): DayPlan {
  const rng = seededRng(`${pair.origin.id}-${pair.destination.id}-${travelDate}-plan`);
  const berthsOnBothDecks = (entry: RosterEntry) =>
    entry.busType.seats.some((seat) => seat.deck === 'upper') &&
    entry.busType.seats.every((seat) => seat.code !== 'ST');
  const latestFirst = rosterOf(pair)
    .filter((entry) => !entry.guaranteed && !berthsOnBothDecks(entry))
    .sort((a, b) => b.departureMinutes - a.departureMinutes || b.serviceIndex - a.serviceIndex)
    .map((entry) => entry.serviceIndex);
  const nearlyFull = new Set(rng.shuffle(latestFirst.slice(0, LATEST_DEPARTURES)).slice(0, rng.int(1, 2)));
  const others = rng.shuffle(latestFirst.filter((index) => !nearlyFull.has(index)));
  const take = () => new Set(others.splice(0, 1));
  return { nearlyFull, soldOut: take(), cancelled: take(), launched: take() };
}

/**
 * The buses generated lately: a search generates every bus of a route, and the schedule calls that
 * follow ask for the same ones again. Generated buses never change, so this only saves work; the
 * oldest go first past the limit (a few thousand buses are a few megabytes).
 */
const GENERATED_LIMIT = 4000;
const generated = new Map<string, Service>();
const dayPlans = new Map<string, DayPlan>();

function remembered<V>(memo: Map<string, V>, key: string, make: () => V): V {
  let value = memo.get(key);
  if (value === undefined) {
    value = make();
    if (memo.size >= GENERATED_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(key, value);
  }
  return value;
}

function dailyService(pair: CityPair, entry: RosterEntry, travelDate: string, today: string): Service {
  const serial = serialOf(pair.index, entry.serviceIndex);
  return remembered(generated, `${serial}/${travelDate}/${today}`, () =>
    generateDailyService(pair, entry, serial, travelDate, today),
  );
}

function generateDailyService(
  pair: CityPair,
  entry: RosterEntry,
  serial: number,
  travelDate: string,
  today: string,
): Service {
  const rng = seededRng(`${pair.origin.id}-${pair.destination.id}-${travelDate}-${serial}`);
  const plan = dayPlanOf(pair, travelDate);
  const rolled = statusOf(entry.guaranteed, rng);
  const fill = rng.next() * (entry.guaranteed ? 0.6 : 0.7);
  const { status, occupancy } = plannedStatus(entry.serviceIndex, plan, rolled, fill, () => rng.int(1, 3));
  return {
    ...entry,
    scheduleId: scheduleIdOf(travelDate, serial),
    serial,
    pair,
    travelDate,
    routeId: ROUTE_ID_BASE + serial,
    number: serviceNumber(pair, entry),
    status,
    preSold: preSoldSeats(entry, occupancy, rng),
    leadingComma: rng.chance(0.3),
    updatedAt: lastProviderUpdate(today, rng),
  };
}

type Occupancy = { share: number } | { seatsLeft: number };

function plannedStatus(
  serviceIndex: number,
  plan: DayPlan,
  rolled: { status: ServiceStatus; soldOut: boolean },
  fill: number,
  seatsLeft: () => number,
): { status: ServiceStatus; occupancy: Occupancy } {
  const onSale = isBookable(rolled.status) ? rolled.status : 'Update';
  if (plan.soldOut.has(serviceIndex)) return { status: onSale, occupancy: { share: 1 } };
  if (plan.nearlyFull.has(serviceIndex)) return { status: onSale, occupancy: { seatsLeft: seatsLeft() } };
  if (plan.cancelled.has(serviceIndex)) return { status: 'Cancelled', occupancy: { share: 0 } };
  if (plan.launched.has(serviceIndex)) return { status: 'New', occupancy: { share: fill } };
  return { status: rolled.status, occupancy: { share: rolled.soldOut ? 1 : fill } };
}

/** About 4 % cancelled, 3 % inactive, 5 % sold out, 10 % new, the rest updated; busy pairs' day plans add a little to each. */
function statusOf(guaranteed: boolean, rng: Rng): { status: ServiceStatus; soldOut: boolean } {
  const roll = rng.next();
  if (guaranteed) return { status: roll < 0.1 ? 'New' : 'Update', soldOut: false };
  if (roll < 0.04) return { status: 'Cancelled', soldOut: false };
  if (roll < 0.07) return { status: 'Inactive', soldOut: false };
  if (roll < 0.12) return { status: 'Update', soldOut: true };
  return { status: roll < 0.22 ? 'New' : 'Update', soldOut: false };
}

function preSoldSeats(entry: RosterEntry, occupancy: Occupancy, rng: Rng): Map<string, 'M' | 'F'> {
  const candidates = entry.busType.seats.filter((seat) => seat.number !== entry.protectedSeat);
  const seats = entry.busType.seats.length;
  const wanted = 'seatsLeft' in occupancy ? seats - occupancy.seatsLeft : Math.round(seats * occupancy.share);
  const count = Math.min(candidates.length, wanted);
  const sold = new Set(rng.shuffle(candidates).slice(0, count));
  const ladies = new Set(entry.ladiesSeats);
  return new Map(
    entry.busType.seats
      .filter((seat) => sold.has(seat))
      .map((seat) => [seat.number, ladies.has(seat.number) || rng.chance(0.35) ? 'F' : 'M']),
  );
}

/** Some time in the two days before today, so it never lies in the future. */
function lastProviderUpdate(today: string, rng: Rng): Date {
  const minutesBack = 6 * 60 + rng.int(0, 48 * 60);
  return new Date(Date.parse(`${today}T00:00:00Z`) - minutesBack * 60_000 - rng.int(0, 59) * 1000);
}

const cityCode = (name: string) =>
  name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

function serviceNumber(pair: CityPair, entry: RosterEntry): string {
  const hhmm = `${String(Math.floor(entry.departureMinutes / 60)).padStart(2, '0')}${String(entry.departureMinutes % 60).padStart(2, '0')}`;
  return `${entry.operator.code}-${cityCode(pair.origin.name)}-${cityCode(pair.destination.name)}-${hhmm}`;
}
