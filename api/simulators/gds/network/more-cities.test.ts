import { describe, expect, it } from 'vitest';
import { citiesTable } from '../wire/reference-data';
import { PROVIDER_CITIES } from './cities';
import { GENERATED_CITY_BASE, MORE_CITIES_MAX, moreCities } from './more-cities';

describe("the simulated provider's city list, grown", () => {
  it('sends its own cities, then as many generated towns as asked, every id and name once', () => {
    const [header, ...rows] = citiesTable(false, 4_924);
    expect(header).toEqual(['id', 'name', 'origin_count', 'destination_count']);
    expect(rows).toHaveLength(5_000);
    expect(new Set(rows.map((row) => row[0])).size).toBe(5_000);
    expect(new Set(rows.map((row) => String(row[1]).toLowerCase())).size).toBe(5_000);
    expect(rows.slice(0, PROVIDER_CITIES.length).map((row) => row[0])).toEqual(PROVIDER_CITIES.map((city) => city.id));
    expect(rows.slice(PROVIDER_CITIES.length).every((row) => Number(row[0]) > GENERATED_CITY_BASE)).toBe(true);
  });

  it('gives the same towns for the same count, and none by default', () => {
    expect(moreCities(300)).toEqual(moreCities(300));
    expect(moreCities(300).slice(0, 10)).toEqual(moreCities(10));
    expect(citiesTable(false)).toHaveLength(PROVIDER_CITIES.length + 1);
    expect(() => moreCities(MORE_CITIES_MAX + 1)).toThrow();
  });
});
