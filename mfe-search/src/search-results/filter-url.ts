/** The filters and the sort as a `/search` URL carries them, so a search can be shared and reloaded. */
import { DEFAULT_SORT, SORT_OPTIONS, type SortOption } from './bus-sort';
import {
  AMENITY_FILTERS,
  BUS_TYPE_FILTERS,
  DEPARTURE_BUCKETS,
  NAME_FILTERS,
  SEAT_PREFERENCES,
  type SearchFilters,
} from './search-filters';

/** URL parameter names of the filters and the sort on `/search`: the filter's own field names. */
export const FILTER_PARAMS = {
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  busType: 'busType',
  departureTime: 'departureTime',
  seatPreference: 'seatPreference',
  amenities: 'amenities',
  /** repeated, one name each: names may hold commas */
  operators: 'operator',
  boardingPoints: 'boardingPoint',
  droppingPoints: 'droppingPoint',
  womenFriendly: 'womenFriendly',
  freeCancellation: 'freeCancellation',
  sort: 'sort',
} as const;

/** The longest name a URL may choose; stop and operator names are far shorter. */
const MAX_NAME_LENGTH = 120;

/** The names of a repeated parameter, trimmed, once each, in the URL's order. */
function namesParam(params: URLSearchParams, name: string): string[] {
  const names = params
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= MAX_NAME_LENGTH);
  return [...new Set(names)];
}

function priceParam(value: string | null): number | null {
  if (value === null || !/^\d{1,7}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** Known values of a comma list, once each, in the list's canonical order. */
function listParam<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const given = new Set(value.split(',').map((item) => item.trim()));
  return allowed.filter((item) => given.has(item));
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The filters a `/search` URL carries; unknown or malformed values are ignored. */
export function filtersFromSearchParams(params: URLSearchParams): SearchFilters {
  let minPrice = priceParam(params.get(FILTER_PARAMS.minPrice));
  let maxPrice = priceParam(params.get(FILTER_PARAMS.maxPrice));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    minPrice,
    maxPrice,
    busType: oneOf(params.get(FILTER_PARAMS.busType), BUS_TYPE_FILTERS),
    departureTime: listParam(
      params.get(FILTER_PARAMS.departureTime),
      DEPARTURE_BUCKETS.map((bucket) => bucket.id),
    ),
    seatPreference: oneOf(params.get(FILTER_PARAMS.seatPreference), SEAT_PREFERENCES) ?? 'any',
    amenities: listParam(params.get(FILTER_PARAMS.amenities), AMENITY_FILTERS),
    operators: namesParam(params, FILTER_PARAMS.operators),
    boardingPoints: namesParam(params, FILTER_PARAMS.boardingPoints),
    droppingPoints: namesParam(params, FILTER_PARAMS.droppingPoints),
    womenFriendly: params.get(FILTER_PARAMS.womenFriendly) === 'true',
    freeCancellation: params.get(FILTER_PARAMS.freeCancellation) === 'true',
  };
}

/** The sort a `/search` URL carries, Relevance when absent or unknown. */
export function sortFromSearchParams(params: URLSearchParams): SortOption {
  return (
    oneOf(
      params.get(FILTER_PARAMS.sort),
      SORT_OPTIONS.map((option) => option.id),
    ) ?? DEFAULT_SORT
  );
}

/**
 * A copy of `base` (the route and date, say) with the filters and the sort written in; defaults are left
 * out so a plain search keeps a plain URL. Lists of fixed choices are comma-separated
 * (`departureTime=morning,evening`); names repeat their parameter (`operator=A&operator=B`).
 */
export function filtersToSearchParams(
  filters: SearchFilters,
  sort: SortOption = DEFAULT_SORT,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  };
  set(FILTER_PARAMS.minPrice, filters.minPrice === null ? null : String(Math.round(filters.minPrice)));
  set(FILTER_PARAMS.maxPrice, filters.maxPrice === null ? null : String(Math.round(filters.maxPrice)));
  set(FILTER_PARAMS.busType, filters.busType);
  set(FILTER_PARAMS.departureTime, filters.departureTime.join(','));
  set(FILTER_PARAMS.seatPreference, filters.seatPreference === 'any' ? null : filters.seatPreference);
  set(FILTER_PARAMS.amenities, filters.amenities.join(','));
  for (const filter of NAME_FILTERS) {
    params.delete(FILTER_PARAMS[filter]);
    for (const name of filters[filter]) params.append(FILTER_PARAMS[filter], name);
  }
  set(FILTER_PARAMS.womenFriendly, filters.womenFriendly ? 'true' : null);
  set(FILTER_PARAMS.freeCancellation, filters.freeCancellation ? 'true' : null);
  set(FILTER_PARAMS.sort, sort === DEFAULT_SORT ? null : sort);
  return params;
}
