/**
 * A pair's roster, as a real operator's timetable has it: service k leaves at the same time with the same
 * operator, coach, road, stops, fares and women's seats every day, seeded by "origin-destination-roster" and
 * "origin-destination-k". The day-to-day part (status, seats sold before we saw the bus) is the timetable's.
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
import { greatCircleKm, type CityPair } from './routes';
import { stagesOf, type Stage } from './stages';

/** the most services a pair can run: the width of a pair's block of serials */
export const SERVICES_PER_PAIR = 200;
/** boarding points lie within this long after departure, dropping points within this long before arrival */
const STAGE_SPAN_MINUTES = 60;
const MIN_STAGE_GAP_MINUTES = 5;

export interface StageStop {
  stage: Stage;
  /** minutes after midnight of the travel date; past 1440 on the next day */
  minutes: number;
}

/** What stays the same every day for one service of a pair. */
export interface RosterEntry {
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
