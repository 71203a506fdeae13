// Apart from the schemas of city.ts: the search form reads these on Home's first view, without zod.
export const CITY_SEARCH_MIN_CHARS = 2;
export const CITY_SEARCH_MAX_RESULTS = 50;
export const CITIES_CACHE_MINUTES = 15;
