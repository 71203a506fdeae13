/**
 * The city pairs the simulated provider sells, with road distance, travel time, which coaches and
 * operators run them, and how their fares are calibrated.
 *
 * A pair's `index` is part of every schedule id of that pair (see timetable.ts), so ROUTE_DEFINITIONS
 * may only grow at the end; reordering would give existing schedule ids to other buses.
 */
import { BUS_TYPE_IDS as T, busTypeById, cheapestBaseFare } from './bus-types';
import type { ProviderCity } from './cities';
import { OPERATORS, type Operator, type Region } from './operators';
import { cityByName } from './stages';

export type Terrain = 'plains' | 'hills';

export interface CityPair {
  /** position in CITY_PAIRS; schedule serials are built from it */
  index: number;
  origin: ProviderCity;
  destination: ProviderCity;
  distanceKm: number;
  travelMinutes: number;
  terrain: Terrain;
  via: readonly ProviderCity[];
  /** the longer road some ordinary services take, through more towns */
  detour: Detour | undefined;
  /** services per day: the roster size is drawn from this range */
  daily: readonly [number, number];
  /** longer than about six hours: sleepers leave in the evening */
  overnight: boolean;
  busTypeIds: readonly number[];
  operators: readonly Operator[];
  /** the operators' advertised lowest fare on the pair (either direction), where they advertise one */
  startingFrom: number | undefined;
  /** multiplies list fares so that the cheapest seat on such a pair costs exactly startingFrom */
  fareScale: number;
  /** the coach whose cheapest seat sets the pair's lowest fare */
  cheapestBusTypeId: number;
}

export interface Detour {
  via: readonly ProviderCity[];
  /** over the main road's travel time */
  extraMinutes: number;
}

interface RouteDefinition {
  between: [string, string];
  daily: [number, number];
  via?: string[];
  /** the towns of a longer road that some ordinary services take instead of `via` */
  detour?: string[];
  /** when the general rule (hill town at either end) does not fit */
  terrain?: Terrain;
  /** coaches allowed on the pair when the general rule by travel time does not fit */
  busTypeIds?: number[];
  /** the advertised lowest fare in ₹ on the busiest pairs: list fares are scaled to meet it exactly */
  startingFrom?: number;
}

// Append only (see the file comment). Each definition gives both directions.
const ROUTE_DEFINITIONS: readonly RouteDefinition[] = [
  {
    between: ['Jorhat', 'Guwahati'],
    daily: [10, 14],
    via: ['Bokakhat', 'Nagaon'],
    detour: ['Golaghat', 'Bokakhat', 'Nagaon', 'Morigaon'],
    startingFrom: 600,
  },
  // AC coaches only: ₹1000 is an AC seat's price over 470 km; calibrated to a non-AC seat, every
  // other class would cost far more than the real route's
  {
    between: ['Dibrugarh', 'Guwahati'],
    daily: [8, 12],
    via: ['Sivasagar', 'Jorhat', 'Nagaon'],
    detour: ['Moran', 'Sivasagar', 'Jorhat', 'Golaghat', 'Nagaon'],
    busTypeIds: [T.acSleeper, T.benzSleeper, T.acSeater, T.seaterSleeper, T.volvoSemiSleeper],
    startingFrom: 1000,
  },
  // the Shillong-Jowai ghat road; AC coaches only, for the same reason as Dibrugarh
  {
    between: ['Silchar', 'Guwahati'],
    daily: [6, 10],
    via: ['Jowai', 'Shillong'],
    // the East-West corridor through the Dima Hasao hills
    detour: ['Haflong', 'Lanka', 'Nagaon'],
    busTypeIds: [T.acSleeper, T.benzSleeper, T.acSeater, T.seaterSleeper],
    startingFrom: 1200,
  },
  // over the Bogibeel bridge at night; ₹900 over 310 km is a berth's price, so sleepers only
  {
    between: ['Tezpur', 'Dibrugarh'],
    daily: [3, 6],
    via: ['Biswanath Chariali', 'North Lakhimpur'],
    busTypeIds: [T.acSleeper, T.benzSleeper],
    startingFrom: 900,
  },
  // the north-bank road through Mangaldoi
  { between: ['Guwahati', 'Tezpur'], daily: [6, 10], via: ['Nagaon'], detour: ['Mangaldoi'] },
  { between: ['Guwahati', 'Shillong'], daily: [8, 14], via: ['Nongpoh'] },
  { between: ['Guwahati', 'Nagaon'], daily: [6, 12], via: ['Jagiroad'], detour: ['Jagiroad', 'Morigaon'] },
  { between: ['Guwahati', 'Sivasagar'], daily: [3, 6], via: ['Nagaon', 'Jorhat'] },
  { between: ['Guwahati', 'Tinsukia'], daily: [3, 6], via: ['Nagaon', 'Jorhat', 'Sivasagar'] },
  {
    between: ['Guwahati', 'North Lakhimpur'],
    daily: [3, 6],
    via: ['Tezpur', 'Biswanath Chariali'],
    detour: ['Nagaon', 'Tezpur', 'Biswanath Chariali', 'Gohpur'],
  },
  { between: ['Guwahati', 'Golaghat'], daily: [2, 4], via: ['Nagaon'] },
  { between: ['Guwahati', 'Bongaigaon'], daily: [3, 6], via: ['Nalbari'] },
  { between: ['Guwahati', 'Dhubri'], daily: [2, 4], via: ['Bongaigaon'] },
  { between: ['Guwahati', 'Kokrajhar'], daily: [1, 3], via: ['Bongaigaon'] },
  { between: ['Guwahati', 'Barpeta'], daily: [2, 4], via: ['Nalbari'] },
  { between: ['Guwahati', 'Dimapur'], daily: [3, 5], via: ['Nagaon'] },
  { between: ['Guwahati', 'Kohima'], daily: [1, 3], via: ['Nagaon', 'Dimapur'] },
  { between: ['Guwahati', 'Itanagar'], daily: [3, 5], via: ['Tezpur'] },
  { between: ['Guwahati', 'Agartala'], daily: [2, 3], via: ['Shillong', 'Karimganj'] },
  { between: ['Guwahati', 'Aizawl'], daily: [1, 2], via: ['Shillong', 'Silchar'] },
  { between: ['Guwahati', 'Haflong'], daily: [1, 2], via: ['Lanka', 'Lumding'] },
  { between: ['Guwahati', 'Diphu'], daily: [1, 3], via: ['Nagaon', 'Lanka'] },
  { between: ['Guwahati', 'Siliguri'], daily: [2, 4], via: ['Bongaigaon', 'Cooch Behar'] },
  { between: ['Guwahati', 'Tura'], daily: [1, 3], via: ['Goalpara'] },
  { between: ['Guwahati', 'Imphal'], daily: [1, 2], via: ['Dimapur', 'Kohima'] },
  { between: ['Guwahati', 'Biswanath Chariali'], daily: [2, 4], via: ['Tezpur'] },
  { between: ['Guwahati', 'Mangaldoi'], daily: [2, 4] },
  { between: ['Jorhat', 'Dibrugarh'], daily: [3, 6], via: ['Sivasagar'] },
  { between: ['Jorhat', 'Tezpur'], daily: [2, 4], via: ['Bokakhat'] },
  { between: ['Nagaon', 'Jorhat'], daily: [2, 4], via: ['Bokakhat'] },
  { between: ['Silchar', 'Karimganj'], daily: [3, 5], terrain: 'plains' },
  { between: ['Silchar', 'Shillong'], daily: [2, 4], via: ['Jowai'] },
  { between: ['Silchar', 'Agartala'], daily: [2, 3], via: ['Karimganj', 'Dharmanagar'] },
  { between: ['Silchar', 'Aizawl'], daily: [2, 3] },
  { between: ['Silchar', 'Haflong'], daily: [1, 2] },
  { between: ['Dimapur', 'Kohima'], daily: [2, 4] },
  { between: ['Tezpur', 'North Lakhimpur'], daily: [2, 4], via: ['Biswanath Chariali'] },
  { between: ['Dibrugarh', 'Itanagar'], daily: [1, 2], via: ['North Lakhimpur'] },
  { between: ['Guwahati', 'Jowai'], daily: [1, 2], via: ['Shillong'] },
  { between: ['Nagaon', 'Silchar'], daily: [1, 3], via: ['Lanka', 'Haflong'] },
];

// prettier-ignore
const REGION_OF: Record<string, Region> = {
  Guwahati: 'central', Nagaon: 'central', Mangaldoi: 'central', Nalbari: 'central', Jagiroad: 'central', Lanka: 'central',
  Jorhat: 'upper', Dibrugarh: 'upper', Sivasagar: 'upper', Tinsukia: 'upper', Golaghat: 'upper', Bokakhat: 'upper',
  Tezpur: 'north', 'North Lakhimpur': 'north', 'Biswanath Chariali': 'north', Itanagar: 'north',
  Bongaigaon: 'lower', Dhubri: 'lower', Kokrajhar: 'lower', Barpeta: 'lower', Siliguri: 'lower', Tura: 'lower',
  Silchar: 'barak', Karimganj: 'barak', Haflong: 'barak', Agartala: 'barak', Aizawl: 'barak',
  Shillong: 'hills', Jowai: 'hills', Dimapur: 'hills', Kohima: 'hills', Diphu: 'hills', Imphal: 'hills',
};

/** Towns reached over ghat roads: slower, and the road winds more than the map suggests. */
const HILL_TOWNS = new Set([
  'Shillong',
  'Jowai',
  'Silchar',
  'Karimganj',
  'Haflong',
  'Kohima',
  'Aizawl',
  'Itanagar',
  'Agartala',
  'Imphal',
  'Tura',
]);

const ROAD_FACTOR: Record<Terrain, number> = { plains: 1.35, hills: 1.6 };
const SPEED_KMH: Record<Terrain, number> = { plains: 42, hills: 27 };
const OVERNIGHT_AFTER_MINUTES = 6 * 60;
/** a Volvo is not worth running on a trip shorter than this */
const VOLVO_MIN_MINUTES = 150;

const EARTH_RADIUS_KM = 6371;

type Place = Pick<ProviderCity, 'latitude' | 'longitude'>;

export function greatCircleKm(a: Place, b: Place): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

function regionOf(city: ProviderCity): Region {
  const region = REGION_OF[city.name];
  if (!region) throw new Error(`no region for ${city.name}`);
  return region;
}

function defaultBusTypes(travelMinutes: number): number[] {
  if (travelMinutes > OVERNIGHT_AFTER_MINUTES) return Object.values(T);
  return travelMinutes >= VOLVO_MIN_MINUTES
    ? [T.nonAcSeater, T.acSeater, T.volvoSemiSleeper]
    : [T.nonAcSeater, T.acSeater];
}

/** Over the towns in order; only the ratio of two paths matters, so no road factor. */
function pathKm(cities: readonly ProviderCity[]): number {
  return cities.slice(1).reduce((km, city, index) => km + greatCircleKm(cities[index]!, city), 0);
}

/**
 * A detour costs the extra distance at the route's pace plus a stop at each extra town: never less
 * than half an hour, nor more than a quarter of the trip (past that, nobody would run it).
 */
function detourOf(
  origin: ProviderCity,
  destination: ProviderCity,
  via: readonly ProviderCity[],
  towns: readonly string[] | undefined,
  travelMinutes: number,
): Detour | undefined {
  if (!towns) return undefined;
  const detourVia = towns.map(cityByName);
  const ratio = pathKm([origin, ...detourVia, destination]) / pathKm([origin, ...via, destination]);
  const stopMinutes = 10 * Math.max(0, detourVia.length - via.length);
  const extra = Math.min(travelMinutes * (ratio - 1) + stopMinutes, travelMinutes / 4);
  const extraMinutes = Math.max(30, Math.round(extra / 5) * 5);
  return { via: detourVia, extraMinutes };
}

function buildPair(
  index: number,
  definition: RouteDefinition,
  origin: ProviderCity,
  destination: ProviderCity,
): CityPair {
  const terrain =
    definition.terrain ?? (HILL_TOWNS.has(origin.name) || HILL_TOWNS.has(destination.name) ? 'hills' : 'plains');
  const distanceKm = Math.round(greatCircleKm(origin, destination) * ROAD_FACTOR[terrain]);
  const travelMinutes = Math.round((distanceKm / SPEED_KMH[terrain]) * 12) * 5;
  const busTypeIds = definition.busTypeIds ?? defaultBusTypes(travelMinutes);
  const regions = [regionOf(origin), regionOf(destination)];
  const operators = OPERATORS.filter(
    (operator) =>
      regions.every((region) => operator.regions.includes(region)) &&
      operator.fleet.some((typeId) => busTypeIds.includes(typeId)),
  );
  if (operators.length === 0) throw new Error(`no operator can run ${origin.name}-${destination.name}`);
  const runnable = busTypeIds.filter((typeId) => operators.some((operator) => operator.fleet.includes(typeId)));
  const cheapestOf = (typeId: number) => cheapestBaseFare(busTypeById(typeId), distanceKm, terrain);
  const cheapestBusTypeId = runnable.reduce((best, typeId) => (cheapestOf(typeId) < cheapestOf(best) ? typeId : best));
  const { startingFrom } = definition;
  const via = (definition.via ?? []).map(cityByName);
  return {
    index,
    origin,
    destination,
    distanceKm,
    travelMinutes,
    terrain,
    via,
    detour: detourOf(origin, destination, via, definition.detour, travelMinutes),
    daily: definition.daily,
    overnight: travelMinutes > OVERNIGHT_AFTER_MINUTES,
    busTypeIds,
    operators,
    startingFrom,
    fareScale: startingFrom === undefined ? 1 : startingFrom / cheapestOf(cheapestBusTypeId),
    cheapestBusTypeId,
  };
}

export const CITY_PAIRS: readonly CityPair[] = ROUTE_DEFINITIONS.flatMap((definition, position) => {
  const [a, b] = definition.between.map(cityByName) as [ProviderCity, ProviderCity];
  const back = {
    ...definition,
    via: [...(definition.via ?? [])].reverse(),
    detour: definition.detour && [...definition.detour].reverse(),
  };
  return [buildPair(2 * position, definition, a, b), buildPair(2 * position + 1, back, b, a)];
});

export function pairBetween(originId: number, destinationId: number): CityPair | undefined {
  return CITY_PAIRS.find((pair) => pair.origin.id === originId && pair.destination.id === destinationId);
}

export function pairByIndex(index: number): CityPair | undefined {
  return CITY_PAIRS[index];
}
