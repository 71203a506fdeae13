/**
 * The buses running on a city pair on a date, generated on demand and identical on every call.
 *
 * Like a real operator's timetable, a pair has a fixed roster: service k leaves at the same time
 * with the same operator and coach every day (seeded by "origin-destination-roster" and
 * "origin-destination-k"). What changes from day to day (status, seats sold before we saw the
 * bus) is seeded by "origin-destination-date-serial".
 *
 * Schedule id = travel date YYYYMMDD + a five-digit serial, serial = pairIndex * 100 + serviceIndex + 1
 * (e.g. 2026112200017 = 22 Nov 2026, pair 0, service 16). The id alone therefore regenerates
 * its bus; no database row is needed.
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
import type { Operator } from './operators';
import { seededRng, type Rng } from './random';
import { pairByIndex, type CityPair } from './routes';
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
  durationMinutes: number;
  status: ServiceStatus;
  /** seats sold before our API saw this bus, with the passenger's sex */
  preSold: ReadonlyMap<string, 'M' | 'F'>;
  /** the provider sometimes starts `available` with a comma (gds.md §2.10) */
  leadingComma: boolean;
  /** when the provider last changed this service, before any seat held through us */
  updatedAt: Date;
}

const SERVICES_PER_PAIR = 100;
const ROUTE_ID_BASE = 100_000;
const STAGE_GAP_MINUTES = 15;

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

/** Every service of a pair on a date, in roster order. */
export function servicesOn(pair: CityPair, travelDate: string, today: string): Service[] {
  return rosterOf(pair).map((entry) => dailyService(pair, entry, travelDate, today));
}

export function serviceById(scheduleId: string, today: string): Service | undefined {
  const decoded = decodeScheduleId(scheduleId);
  if (!decoded) return undefined;
  const pair = pairByIndex(decoded.pairIndex);
  const entry = pair && rosterOf(pair)[decoded.serviceIndex];
  return pair && entry ? dailyService(pair, entry, decoded.travelDate, today) : undefined;
}

const rosters = new Map<number, RosterEntry[]>();

export function rosterOf(pair: CityPair): RosterEntry[] {
  let roster = rosters.get(pair.index);
  if (!roster) {
    const rng = seededRng(`${pair.origin.id}-${pair.destination.id}-roster`);
    const size = rng.int(pair.daily[0], pair.daily[1]);
    roster = Array.from({ length: size }, (_, serviceIndex) => rosterEntry(pair, serviceIndex));
    rosters.set(pair.index, roster);
  }
  return roster;
}

function rosterEntry(pair: CityPair, serviceIndex: number): RosterEntry {
  const rng = seededRng(`${pair.origin.id}-${pair.destination.id}-${serviceIndex}`);
  const popular = pair.startingFrom !== undefined;
  // the first service of a popular pair carries its lowest fare, at list price
  const anchor = popular && serviceIndex === 0;
  const { operator, busType } = anchor ? anchorCoach(pair, rng) : anyCoach(pair, rng);
  const premium = anchor || operator.stateTransport ? 1 : 1 + rng.int(0, 15) / 100;
  const fares = faresOf(pair, busType, premium);
  const departureMinutes = departureOf(pair, busType, rng);
  const amenities = amenitiesOf(busType, rng);
  const ladiesSeats = ladiesSeatsOf(busType, rng);
  return {
    serviceIndex,
    operator,
    busType,
    busTypeLabel: amenities.includes('WiFi') && rng.chance(0.35) ? `${busType.name} WiFi` : busType.name,
    departureMinutes,
    boarding: stops(pair.origin.id, departureMinutes, rng),
    dropoff: stops(pair.destination.id, departureMinutes + pair.travelMinutes, rng),
    fares,
    amenities,
    cancellable: rng.chance(0.93),
    ladiesSeats,
    gentsSeats: rng.chance(0.1) ? gentsSeatsOf(busType, ladiesSeats, rng) : [],
    guaranteed: popular && serviceIndex < 3,
    protectedSeat: anchor ? cheapestSeat(busType, fares, ladiesSeats) : undefined,
  };
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

function departureOf(pair: CityPair, busType: BusType, rng: Rng): number {
  const seaterOnly = busType.id === T.nonAcSeater || busType.id === T.acSeater;
  // long runs go overnight, except day seaters that leave at dawn
  if (pair.overnight && !(seaterOnly && rng.chance(0.4))) return 18 * 60 + 15 * rng.int(0, 20);
  if (pair.overnight) return 5 * 60 + 15 * rng.int(0, 14);
  // a day bus should be in before town bus stands close, around 22:00
  const latest = Math.max(5 * 60 + 30, Math.min(17 * 60, 22 * 60 - pair.travelMinutes));
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

/** 1 to 3 of a city's stages in their listed order, 15 minutes apart. */
function stops(cityId: number, firstMinutes: number, rng: Rng): StageStop[] {
  const stages = stagesOf(cityId);
  const count = Math.min(stages.length, rng.int(1, 3));
  const chosen = new Set(rng.shuffle(stages).slice(0, count));
  return stages
    .filter((stage) => chosen.has(stage))
    .map((stage, position) => ({ stage, minutes: firstMinutes + position * STAGE_GAP_MINUTES }));
}

function dailyService(pair: CityPair, entry: RosterEntry, travelDate: string, today: string): Service {
  const serial = serialOf(pair.index, entry.serviceIndex);
  const rng = seededRng(`${pair.origin.id}-${pair.destination.id}-${travelDate}-${serial}`);
  const { status, soldOut } = statusOf(entry.guaranteed, rng);
  const occupancy = soldOut ? 1 : rng.next() * (entry.guaranteed ? 0.6 : 0.7);
  return {
    ...entry,
    scheduleId: scheduleIdOf(travelDate, serial),
    serial,
    pair,
    travelDate,
    routeId: ROUTE_ID_BASE + serial,
    number: serviceNumber(pair, entry),
    durationMinutes: pair.travelMinutes,
    status,
    preSold: preSoldSeats(entry, occupancy, rng),
    leadingComma: rng.chance(0.3),
    updatedAt: lastProviderUpdate(today, rng),
  };
}

/** About 5 % cancelled, 3 % inactive, 5 % sold out, 10 % new, the rest updated. */
function statusOf(guaranteed: boolean, rng: Rng): { status: ServiceStatus; soldOut: boolean } {
  const roll = rng.next();
  if (guaranteed) return { status: roll < 0.1 ? 'New' : 'Update', soldOut: false };
  if (roll < 0.05) return { status: 'Cancelled', soldOut: false };
  if (roll < 0.08) return { status: 'Inactive', soldOut: false };
  if (roll < 0.13) return { status: 'Update', soldOut: true };
  return { status: roll < 0.23 ? 'New' : 'Update', soldOut: false };
}

function preSoldSeats(entry: RosterEntry, occupancy: number, rng: Rng): Map<string, 'M' | 'F'> {
  const candidates = entry.busType.seats.filter((seat) => seat.number !== entry.protectedSeat);
  const count = Math.min(candidates.length, Math.round(entry.busType.seats.length * occupancy));
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
