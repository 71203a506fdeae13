import { EMPTY_FILTERS, type SearchFilters } from './search-filters';
import { describe, expect, it } from 'vitest';
import { filtersForNextSearch } from './next-search-filters';

const chosen: SearchFilters = {
  ...EMPTY_FILTERS,
  minPrice: 500,
  maxPrice: 900,
  busType: 'ac',
  operators: ['ASTC'],
  boardingPoints: ['Baruah Chariali'],
  droppingPoints: ['ISBT Guwahati'],
  womenFriendly: true,
};

describe('filtersForNextSearch', () => {
  it('keeps the stops of a city that stays, drops the fare range always', () => {
    expect(filtersForNextSearch(chosen, { source: 117, destination: 101 }, { source: 117, destination: 101 })).toEqual({
      ...chosen,
      minPrice: null,
      maxPrice: null,
    });
  });

  it('drops the boarding points with the From city and the dropping points with the To city', () => {
    const next = filtersForNextSearch(chosen, { source: 117, destination: 101 }, { source: 134, destination: 101 });
    expect(next).toMatchObject({ boardingPoints: [], droppingPoints: ['ISBT Guwahati'], operators: ['ASTC'] });
    expect(
      filtersForNextSearch(chosen, { source: 117, destination: 101 }, { source: 117, destination: 134 }),
    ).toMatchObject({ boardingPoints: ['Baruah Chariali'], droppingPoints: [] });
    expect(filtersForNextSearch(chosen, null, { source: 117, destination: 101 })).toMatchObject({
      boardingPoints: [],
      droppingPoints: [],
      womenFriendly: true,
      busType: 'ac',
    });
  });
});
