import { freeCancellationHours, type BusResult } from '@jatra/shared';

/** Search filters (the route and date live in the search query). */
export interface SearchFilters {
  minPrice: number | null;
  maxPrice: number | null;
  busType: BusTypeFilter | null;
  departureTime: DepartureBucketId[];
  seatPreference: SeatPreference;
  amenities: AmenityFilter[];
  /** extension: operator names; a bus of any of them passes */
  operators: string[];
  /** extension: boarding point names; a bus stopping at any of them passes */
  boardingPoints: string[];
  /** extension: dropping point names; a bus stopping at any of them passes */
  droppingPoints: string[];
  /** extension: only buses with seats reserved for women ('women-friendly') */
  womenFriendly: boolean;
  /** extension: only buses whose policy charges nothing for cancelling until some hours before departure */
  freeCancellation: boolean;
}

export const BUS_TYPE_FILTERS = ['ac', 'nonac'] as const;
export type BusTypeFilter = (typeof BUS_TYPE_FILTERS)[number];

export const SEAT_PREFERENCES = ['seater', 'sleeper', 'single', 'any'] as const;
export type SeatPreference = (typeof SEAT_PREFERENCES)[number];

export const AMENITY_FILTERS = ['wifi', 'charging', 'entertainment', 'blanket'] as const;
export type AmenityFilter = (typeof AMENITY_FILTERS)[number];

export const EMPTY_FILTERS: SearchFilters = Object.freeze({
  minPrice: null,
  maxPrice: null,
  busType: null,
  departureTime: [],
  seatPreference: 'any',
  amenities: [],
  operators: [],
  boardingPoints: [],
  droppingPoints: [],
  womenFriendly: false,
  freeCancellation: false,
}) as SearchFilters;

export interface DepartureBucket {
  id: 'morning' | 'morning-late' | 'afternoon' | 'evening';
  label: string;
  /** the hour range as travellers read it, e.g. '6 AM – 12 PM' */
  range: string;
  /** first hour inside the bucket (0-23) */
  fromHour: number;
  /** first hour after the bucket (1-24) */
  toHour: number;
}
export type DepartureBucketId = DepartureBucket['id'];

/** Departure time buckets by hour 0-6, 6-12, 12-18, 18-24. */
export const DEPARTURE_BUCKETS: readonly DepartureBucket[] = [
  { id: 'morning', label: 'Early morning', range: '12 AM – 6 AM', fromHour: 0, toHour: 6 },
  { id: 'morning-late', label: 'Morning', range: '6 AM – 12 PM', fromHour: 6, toHour: 12 },
  { id: 'afternoon', label: 'Afternoon', range: '12 PM – 6 PM', fromHour: 12, toHour: 18 },
  { id: 'evening', label: 'Evening and night', range: '6 PM – 12 AM', fromHour: 18, toHour: 24 },
];

/** What the provider writes for each amenity, matched case-insensitively against a bus's amenity list. */
const AMENITY_PATTERNS: Record<AmenityFilter, RegExp> = {
  // WiFi, Wi-Fi, Wi Fi
  wifi: /\bwi[\s-]?fi\b/i,
  // USB Charging, Charging Point, Mobile Charging
  charging: /\bcharging\b/i,
  // Entertainment, TV, Personal TV, Movie(s)
  entertainment: /\bentertainment\b|\btv\b|\bmovies?\b/i,
  blanket: /\bblankets?\b/i,
};

/** Whether one of a bus's amenity texts means the filter's amenity. */
export function busHasAmenity(bus: Pick<BusResult, 'amenities'>, amenity: AmenityFilter): boolean {
  const pattern = AMENITY_PATTERNS[amenity];
  return bus.amenities.some((text) => pattern.test(text));
}

/** Which filter amenity a provider amenity text stands for, if any ('USB Charging' → 'charging'). */
export function amenityFilterOf(text: string): AmenityFilter | null {
  return AMENITY_FILTERS.find((amenity) => AMENITY_PATTERNS[amenity].test(text)) ?? null;
}

const SEMI_SLEEPER = /\bsemi[\s-]*sleeper\b/i;
const SEMI_SLEEPERS = new RegExp(SEMI_SLEEPER.source, 'gi');

/** Seat kinds a bus type text offers: 'AC Seater / Sleeper (2+1)' is both; semi-sleepers and push-backs are seats. */
function matchesSeatPreference(busType: string, preference: SeatPreference): boolean {
  switch (preference) {
    case 'any':
      return true;
    case 'sleeper':
      return /\bsleeper\b/i.test(busType.replace(SEMI_SLEEPERS, ''));
    case 'seater':
      return /\bseater\b|\bpush[\s-]?back\b/i.test(busType) || SEMI_SLEEPER.test(busType);
    case 'single':
      return /\bsingle\b/i.test(busType);
  }
}

/** Minutes after midnight of a 24-hour `HH:mm`, or null when the text is no such time. */
export function minutesOfDay(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** The departure bucket a 24-hour `HH:mm` falls into. */
export function departureBucketOf(time: string): DepartureBucketId | null {
  const minutes = minutesOfDay(time);
  if (minutes === null) return null;
  const hour = Math.floor(minutes / 60);
  return DEPARTURE_BUCKETS.find((bucket) => hour >= bucket.fromHour && hour < bucket.toHour)?.id ?? null;
}

/** A bus with seats the operator keeps for women (the provider's `ladies_seats`). */
export function isWomenFriendly(bus: Pick<BusResult, 'ladiesSeats'>): boolean {
  return bus.ladiesSeats.length > 0;
}

/** A bus whose policy lets a traveller cancel free until some hours before departure (its card says until when). */
export function hasFreeCancellation(bus: Pick<BusResult, 'cancellationPolicy'>): boolean {
  return freeCancellationHours(bus.cancellationPolicy) !== null;
}

/** The filters whose choices are names found in the results (operators, stops), not a fixed list. */
export const NAME_FILTERS = ['operators', 'boardingPoints', 'droppingPoints'] as const;
export type NameFilter = (typeof NAME_FILTERS)[number];

/** The names a bus offers for a name filter: its operator, or the names of its boarding or dropping points. */
export function namesOf(bus: BusResult, filter: NameFilter): string[] {
  switch (filter) {
    case 'operators':
      return [bus.operator.trim()];
    case 'boardingPoints':
      return bus.boardingPoints.map((point) => point.name.trim());
    case 'droppingPoints':
      return bus.droppingPoints.map((point) => point.name.trim());
  }
}

/** The buses that pass every filter, in their given order. */
export function applyFilters<B extends BusResult>(buses: readonly B[], filters: SearchFilters): B[] {
  return buses.filter((bus) => {
    if (filters.womenFriendly && !isWomenFriendly(bus)) return false;
    if (filters.freeCancellation && !hasFreeCancellation(bus)) return false;
    for (const filter of NAME_FILTERS) {
      const chosen = filters[filter];
      if (chosen.length > 0 && !namesOf(bus, filter).some((name) => chosen.includes(name))) return false;
    }
    if (filters.minPrice !== null && bus.price < filters.minPrice) return false;
    if (filters.maxPrice !== null && bus.price > filters.maxPrice) return false;
    if (filters.busType === 'ac' && !bus.isAC) return false;
    if (filters.busType === 'nonac' && bus.isAC) return false;
    if (filters.departureTime.length > 0) {
      const bucket = departureBucketOf(bus.departureTime);
      if (bucket === null || !filters.departureTime.includes(bucket)) return false;
    }
    if (!matchesSeatPreference(bus.bus_type, filters.seatPreference)) return false;
    return filters.amenities.every((amenity) => busHasAmenity(bus, amenity));
  });
}

/** How many filter choices are active, for a 'Filters (3)' button: price range 1, each bucket, amenity, name 1. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.busType !== null ? 1 : 0) +
    filters.departureTime.length +
    (filters.seatPreference !== 'any' ? 1 : 0) +
    filters.amenities.length +
    filters.operators.length +
    filters.boardingPoints.length +
    filters.droppingPoints.length +
    (filters.womenFriendly ? 1 : 0) +
    (filters.freeCancellation ? 1 : 0)
  );
}

export interface NameOption {
  name: string;
  /** buses that this choice would show, with every other filter as it is */
  count: number;
}

/** How many buses each choice of the filters found in the results would show: the counts beside them. */
export interface FilterCounts {
  operators: NameOption[];
  boardingPoints: NameOption[];
  droppingPoints: NameOption[];
  womenFriendly: number;
  freeCancellation: number;
}

/**
 * The choices of the name filters, A to Z, each with the buses it would show given the other filters (as
 * a traveller expects from "Operator (4)": ticking it alone leaves 4 cards). Every name of the results is
 * listed, 0 when the other filters leave none of its buses, so the list stays put as choices change; a chosen
 * name missing from the results is listed too, so it can be unticked.
 */
export function filterCounts(buses: readonly BusResult[], filters: SearchFilters): FilterCounts {
  const nameOptions = (filter: NameFilter): NameOption[] => {
    const counts = new Map<string, number>(filters[filter].map((name) => [name, 0]));
    for (const bus of buses) {
      for (const name of namesOf(bus, filter)) if (name) counts.set(name, 0);
    }
    for (const bus of applyFilters(buses, { ...filters, [filter]: [] })) {
      for (const name of new Set(namesOf(bus, filter))) {
        if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
    return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
  };
  return {
    operators: nameOptions('operators'),
    boardingPoints: nameOptions('boardingPoints'),
    droppingPoints: nameOptions('droppingPoints'),
    womenFriendly: applyFilters(buses, { ...filters, womenFriendly: false }).filter(isWomenFriendly).length,
    freeCancellation: applyFilters(buses, { ...filters, freeCancellation: false }).filter(hasFreeCancellation).length,
  };
}

export function hasActiveFilters(filters: SearchFilters): boolean {
  return activeFilterCount(filters) > 0;
}
