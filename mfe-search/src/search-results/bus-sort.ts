/** The results' sort orders, and the fare range the price slider spans. */
import type { BusResult } from '@jatra/shared';
import { minutesOfDay } from './search-filters';

/** The six sort options of the results. */
export const SORT_OPTIONS = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'rating', label: 'Rating' },
  { id: 'price', label: 'Price' },
  { id: 'fastest', label: 'Fastest' },
  { id: 'departure', label: 'Departure' },
  { id: 'arrival', label: 'Arrival' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['id'];
export const DEFAULT_SORT: SortOption = 'relevance';

const timeKey = (time: string) => minutesOfDay(time) ?? Number.MAX_SAFE_INTEGER;

const COMPARATORS: Record<Exclude<SortOption, 'relevance'>, (a: BusResult, b: BusResult) => number> = {
  // best first; buses without a rating after every rated one
  rating: (a, b) => (b.rating ?? -1) - (a.rating ?? -1),
  price: (a, b) => a.price - b.price,
  fastest: (a, b) => a.durationMinutes - b.durationMinutes,
  departure: (a, b) => timeKey(a.departureTime) - timeKey(b.departureTime),
  arrival: (a, b) => a.arrivalDayOffset - b.arrivalDayOffset || timeKey(a.arrivalTime) - timeKey(b.arrivalTime),
};

/** A sorted copy; ties keep the API's order, and Relevance is the API's order. */
export function sortBuses<B extends BusResult>(buses: readonly B[], sort: SortOption): B[] {
  if (sort === 'relevance') return [...buses];
  const compare = COMPARATORS[sort];
  return buses
    .map((bus, index) => ({ bus, index }))
    .sort((a, b) => compare(a.bus, b.bus) || a.index - b.index)
    .map(({ bus }) => bus);
}

/** The cheapest and dearest fare in whole rupees (for the price slider), or null without buses. */
export function priceBounds(buses: readonly Pick<BusResult, 'price'>[]): { min: number; max: number } | null {
  if (buses.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const { price } of buses) {
    min = Math.min(min, price);
    max = Math.max(max, price);
  }
  return { min: Math.floor(min), max: Math.ceil(max) };
}
