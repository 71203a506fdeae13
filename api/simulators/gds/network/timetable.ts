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
import {
  BUS_TYPE_IDS as T,
  baseFare,
  busTypeById,
  roundToTen,
  seatCodesOf,
  type BusType,
  type SeatCode,
} from './bus-types';
import type { ProviderCity } from './cities';
import type { Operator } from './operators';
import { seededRng, type Rng } from './random';
import { greatCircleKm, pairByIndex, type CityPair } from './routes';
import { stagesOf, type Stage } from './stages';
import { parseTravelDate } from './travel-dates';

export type ServiceStatus = 'New' | 'Update' | 'Cancelled' | 'Inactive';

export interface StageStop {
  stage: Stage;
  /** minutes after midnight of the travel date; past 1440 on the next day */
  minutes: number;
}

/** What stays the same every day for one service of a pair. */
interface RosterEntry {
  serviceIndex: number;
  operator: Operator;
  busType: BusType;
  busTypeLabel: string;
  departureMinutes: number;
  /** first boarding point to last dropping point: differs by coach, operator, hour and road */
  durationMinutes: number;
  /** the towns this service passes: the pair's, or its detour's */
  via: readonly ProviderCity[];
  boarding: StageStop[];
  dropoff: StageStop[];
  fares: ReadonlyMap<SeatCode, number>;
  amenities: string[];
  cancellable: boolean;
  ladiesSeats: string[];
  gentsSeats: string[];
  /** popular routes: the first three services are always on sale */
  guaranteed: boolean;
  /** a seat at the pair's lowest fare that is never pre-sold, so 'Starting from' holds every day */
  protectedSeat: string | undefined;
}

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

/** the most services a pair can run: the width of a pair's block of serials */
export const SERVICES_PER_PAIR = 200;
const ROUTE_ID_BASE = 100_000;
/** boarding points lie within this long after departure, dropping points within this long before arrival */
const STAGE_SPAN_MINUTES = 60;
const MIN_STAGE_GAP_MINUTES = 5;

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

const rosters = new Map<number, RosterEntry[]>();
/** every entry generated so far for a pair, its roster's and any beyond it a test asked for */
const entries = new Map<number, RosterEntry[]>();

/** The pair's services in roster order: its generated number of them, or `size` (each entry is the same either way). */
export function rosterOf(pair: CityPair, size?: number): RosterEntry[] {
  let roster = rosters.get(pair.index);
  if (!roster) {
    const rng = seededRng(`${pair.origin.id}-${pair.destination.id}-roster`);
    const generated = rng.int(pair.daily[0], pair.daily[1]);
    roster = Array.from({ length: generated }, (_, serviceIndex) => rosterEntry(pair, serviceIndex));
    rosters.set(pair.index, roster);
  }
  if (size === undefined || size === roster.length) return roster;
  const known = entries.get(pair.index) ?? [...roster];
  for (let serviceIndex = known.length; serviceIndex < Math.min(size, SERVICES_PER_PAIR); serviceIndex += 1) {
    known.push(rosterEntry(pair, serviceIndex));
  }
  entries.set(pair.index, known);
  return known.slice(0, size);
}

function rosterEntry(pair: CityPair, serviceIndex: number): RosterEntry {
  const rng = seededRng(`${pair.origin.id}-${pair.destination.id}-${serviceIndex}`);
  const popular = pair.startingFrom !== undefined;
  // the first service of a popular pair carries its lowest fare, at list price
  const anchor = popular && serviceIndex === 0;
  const { operator, busType } = anchor ? anchorCoach(pair, rng) : anyCoach(pair, rng);
  const premium = anchor || operator.stateTransport ? 1 : 1 + rng.int(0, 15) / 100;
  const fares = faresOf(pair, busType, premium);
  const road = roadOf(
    pair,
    operator,
    busType,
    seededRng(`${pair.origin.id}-${pair.destination.id}-${serviceIndex}-road`),
  );
  const departureMinutes = departureOf(pair, busType, road.minutes, rng);
  const durationMinutes = roundToFive(road.minutes * (leavesAtNight(departureMinutes) ? NIGHT_PACE : 1));
  const amenities = amenitiesOf(busType, rng);
  const ladiesSeats = ladiesSeatsOf(busType, rng);
  const busTypeLabel = amenities.includes('WiFi') && rng.chance(0.35) ? `${busType.name} WiFi` : busType.name;
  const stopsRng = seededRng(`${pair.origin.id}-${pair.destination.id}-${serviceIndex}-stops`);
  // a stage spans at most a third of the trip, so that short trips' boarding and dropping never overlap
  const span = Math.min(STAGE_SPAN_MINUTES, Math.floor(durationMinutes / 3));
  const boarding = { at: departureMinutes, span, towards: road.via[0] ?? pair.destination };
  const dropping = { at: departureMinutes + durationMinutes, span, from: road.via.at(-1) ?? pair.origin };
  return {
    serviceIndex,
    operator,
    busType,
    busTypeLabel,
    departureMinutes,
    durationMinutes,
    via: road.via,
    boarding: stops(pair.origin, operator, boarding, stopsRng),
    dropoff: stops(pair.destination, operator, dropping, stopsRng),
    fares,
    amenities,
    cancellable: rng.chance(0.93),
    ladiesSeats,
    gentsSeats: rng.chance(0.1) ? gentsSeatsOf(busType, ladiesSeats, rng) : [],
    guaranteed: popular && serviceIndex < 3,
    protectedSeat: anchor ? cheapestSeat(busType, fares, ladiesSeats) : undefined,
  };
}

const roundToFive = (minutes: number) => Math.round(minutes / 5) * 5;

/**
 * How long a coach takes over the pair's road: a multi-axle Volvo runs fastest, an ordinary seater
 * stops at every town, state transport more often still; each operator keeps its own pace; and
 * where the pair has a longer road, two in five ordinary services (one in ten express ones) take it.
 */
const COACH_PACE: Record<number, number> = {
  [T.volvoSemiSleeper]: 0.9,
  [T.acSleeper]: 0.97,
  [T.benzSleeper]: 0.95,
  [T.acSeater]: 1,
  [T.seaterSleeper]: 1.04,
  [T.nonAcSeater]: 1.12,
};
const STATE_TRANSPORT_PACE = 1.06;
/** empty roads after dark: a night service is a little faster */
const NIGHT_PACE = 0.95;
const leavesAtNight = (departureMinutes: number) => departureMinutes >= 20 * 60 || departureMinutes < 4 * 60;

function roadOf(
  pair: CityPair,
  operator: Operator,
  busType: BusType,
  rng: Rng,
): { via: readonly ProviderCity[]; minutes: number } {
  const ordinary = busType.id === T.nonAcSeater || operator.stateTransport;
  const operatorPace = 1 + (seededRng(`pace-${operator.id}`).int(0, 8) - 4) / 100;
  const pace = (COACH_PACE[busType.id] ?? 1) * operatorPace * (operator.stateTransport ? STATE_TRANSPORT_PACE : 1);
  const minutes = pair.travelMinutes * pace + rng.int(-2, 2) * 5;
  const detour = pair.detour && rng.chance(ordinary ? 0.4 : 0.1) ? pair.detour : undefined;
  return detour ? { via: detour.via, minutes: minutes + detour.extraMinutes } : { via: pair.via, minutes };
}

function anchorCoach(pair: CityPair, rng: Rng): { operator: Operator; busType: BusType } {
  const operators = pair.operators.filter((operator) => operator.fleet.includes(pair.cheapestBusTypeId));
  return { operator: rng.pick(operators), busType: busTypeById(pair.cheapestBusTypeId) };
}

function anyCoach(pair: CityPair, rng: Rng): { operator: Operator; busType: BusType } {
  const operator = rng.pick(pair.operators);
  const typeId = rng.pick(operator.fleet.filter((id) => pair.busTypeIds.includes(id)));
  return { operator, busType: busTypeById(typeId) };
}

/** List fare × the pair's calibration × the operator's premium, to the nearest ₹10. */
function faresOf(pair: CityPair, busType: BusType, premium: number): Map<SeatCode, number> {
  return new Map(
    seatCodesOf(busType).map(([code, fareClass]) => [
      code,
      roundToTen(baseFare(fareClass, pair.distanceKm, pair.terrain) * pair.fareScale * premium),
    ]),
  );
}

function departureOf(pair: CityPair, busType: BusType, travelMinutes: number, rng: Rng): number {
  const seaterOnly = busType.id === T.nonAcSeater || busType.id === T.acSeater;
  // long runs go overnight, except day seaters that leave at dawn
  if (pair.overnight && !(seaterOnly && rng.chance(0.4))) return 18 * 60 + 15 * rng.int(0, 20);
  if (pair.overnight) return 5 * 60 + 15 * rng.int(0, 14);
  // a day bus should be in before town bus stands close, around 22:00
  const latest = Math.max(5 * 60 + 30, Math.min(17 * 60, 22 * 60 - travelMinutes));
  return 5 * 60 + 30 + 15 * rng.int(0, Math.floor((latest - 330) / 15));
}

const AMENITY_POOLS: Record<number, { always: string[]; sometimes: string[] }> = {
  [T.acSleeper]: {
    always: ['Blanket', 'Pillow', 'Water Bottle', 'Charging Point'],
    sometimes: ['WiFi', 'Reading Light', 'CCTV', 'Track My Bus'],
  },
  [T.benzSleeper]: {
    always: ['Blanket', 'Pillow', 'Water Bottle', 'Charging Point'],
    sometimes: ['WiFi', 'Reading Light', 'Track My Bus'],
  },
  [T.volvoSemiSleeper]: {
    always: ['Water Bottle', 'Charging Point', 'Blanket'],
    sometimes: ['WiFi', 'Movie', 'Track My Bus'],
  },
  [T.acSeater]: { always: ['Water Bottle', 'Charging Point'], sometimes: ['WiFi', 'Track My Bus'] },
  [T.seaterSleeper]: { always: ['Blanket', 'Charging Point'], sometimes: ['Water Bottle', 'Reading Light'] },
  [T.nonAcSeater]: { always: [], sometimes: ['Charging Point'] },
};

function amenitiesOf(busType: BusType, rng: Rng): string[] {
  const pool = AMENITY_POOLS[busType.id] ?? { always: [], sometimes: [] };
  return [...pool.always, ...pool.sometimes.filter(() => rng.chance(0.45))];
}

/** Women's seats go by a lower-deck window, 1 to 4 per bus. */
function ladiesSeatsOf(busType: BusType, rng: Rng): string[] {
  const candidates = busType.seats.filter((seat) => seat.window && seat.deck === 'lower');
  const chosen = new Set(rng.shuffle(candidates).slice(0, rng.int(1, 4)));
  return busType.seats.filter((seat) => chosen.has(seat)).map((seat) => seat.number);
}

function gentsSeatsOf(busType: BusType, ladiesSeats: string[], rng: Rng): string[] {
  const candidates = busType.seats.filter((seat) => !seat.window && !ladiesSeats.includes(seat.number));
  const chosen = new Set(rng.shuffle(candidates).slice(0, rng.int(1, 2)));
  return busType.seats.filter((seat) => chosen.has(seat)).map((seat) => seat.number);
}

function cheapestSeat(
  busType: BusType,
  fares: ReadonlyMap<SeatCode, number>,
  ladiesSeats: string[],
): string | undefined {
  const lowest = Math.min(...fares.values());
  return busType.seats.find((seat) => fares.get(seat.code) === lowest && !ladiesSeats.includes(seat.number))?.number;
}

/**
 * Where a service stops in a city. Private coaches pick up and set down all over a big city (five
 * or more points where it has them); state transport keeps to its main stand and one or two more;
 * a small town has one to three. Points come in road order: boarding ends nearest the way out
 * (towards the next town), dropping starts nearest the way in, each within an hour of the
 * departure or arrival, 5 to 15 minutes apart.
 */
function stops(
  city: ProviderCity,
  operator: Operator,
  timing: { at: number; span: number } & ({ towards: ProviderCity } | { from: ProviderCity }),
  rng: Rng,
): StageStop[] {
  const stages = stagesOf(city.id);
  const [main, ...others] = stages;
  if (!main) throw new Error(`no stages in ${city.name}`);
  const fewest = operator.stateTransport ? 1 : stages.length >= 6 ? 5 : Math.min(2, stages.length);
  const most = operator.stateTransport ? Math.min(3, stages.length) : stages.length;
  const fitting = Math.floor(timing.span / MIN_STAGE_GAP_MINUTES) + 1;
  const count = Math.min(rng.int(fewest, most), fitting);
  // state transport always uses its own stand
  const chosen = operator.stateTransport ? [main, ...rng.shuffle(others)] : rng.shuffle(stages);
  const picked = chosen.slice(0, count);
  const boarding = 'towards' in timing;
  const reference = 'towards' in timing ? timing.towards : timing.from;
  // boarding: farthest from the way out first; dropping: nearest to the way in first
  const ordered = picked.sort((a, b) =>
    boarding
      ? greatCircleKm(b, reference) - greatCircleKm(a, reference)
      : greatCircleKm(a, reference) - greatCircleKm(b, reference),
  );
  const widest = count > 1 ? Math.floor(timing.span / (count - 1) / MIN_STAGE_GAP_MINUTES) * MIN_STAGE_GAP_MINUTES : 0;
  const gap = Math.min(rng.int(1, 3) * MIN_STAGE_GAP_MINUTES, widest);
  const first = boarding ? timing.at : timing.at - gap * (count - 1);
  return ordered.map((stage, position) => ({ stage, minutes: first + position * gap }));
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
