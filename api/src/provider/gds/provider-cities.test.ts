import { describe, expect, it } from 'vitest';
import { parseProviderCities } from './provider-cities';
import { readProviderTable } from './provider-table';

describe('readProviderTable', () => {
  it('zips the header row into objects', () => {
    expect(
      readProviderTable([
        ['a', 'b'],
        [1, 2],
        [3, 4],
      ]),
    ).toEqual({
      header: ['a', 'b'],
      rows: [
        { a: 1, b: 2 },
        { a: 3, b: 4 },
      ],
      droppedRows: 0,
    });
  });

  it('drops rows whose length differs from the header', () => {
    const table = readProviderTable([['a', 'b'], [1], [1, 2, 3], 'not a row', [5, 6]]);
    expect(table?.rows).toEqual([{ a: 5, b: 6 }]);
    expect(table?.droppedRows).toBe(3);
  });

  it.each([[undefined], [{}], [[]], [[[1, 2]]], ['text']])('is null for %j, which is no table', (result) => {
    expect(readProviderTable(result)).toBeNull();
  });
});

describe('parseProviderCities', () => {
  const header = ['id', 'name', 'origin_count', 'destination_count'];

  it('reads cities by column name, whatever the order', () => {
    const parsed = parseProviderCities([
      ['name', 'id', 'destination_count', 'origin_count'],
      ['Jorhat', 117, 81, 86],
    ]);
    expect(parsed).toEqual({
      cities: [{ id: 117, name: 'Jorhat', origin_count: 86, destination_count: 81 }],
      droppedRows: 0,
    });
  });

  it('accepts numbers sent as strings and trims names', () => {
    const parsed = parseProviderCities([header, ['134', ' Guwahati ', '182', '176']]);
    expect(parsed?.cities).toEqual([{ id: 134, name: 'Guwahati', origin_count: 182, destination_count: 176 }]);
  });

  it('drops rows of the wrong length, without a numeric id or without a name', () => {
    const parsed = parseProviderCities([header, [1, 'Short'], ['x', 'Bad', 1, 1], [2, '', 1, 1], [3, 'Tezpur', 5, 4]]);
    expect(parsed?.cities.map((city) => city.name)).toEqual(['Tezpur']);
    expect(parsed?.droppedRows).toBe(3);
  });
});
