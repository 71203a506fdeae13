import type { SearchFilters } from './search-filters';

interface Route {
  source: number;
  destination: number;
}

/**
 * The traveller's filter choices carried to a new search from the form. A fare range belongs to the old
 * results' fares; boarding points belong to the old From city and dropping points to the old To city.
 */
export function filtersForNextSearch(filters: SearchFilters, previous: Route | null, next: Route): SearchFilters {
  return {
    ...filters,
    minPrice: null,
    maxPrice: null,
    boardingPoints: previous?.source === next.source ? filters.boardingPoints : [],
    droppingPoints: previous?.destination === next.destination ? filters.droppingPoints : [],
  };
}
