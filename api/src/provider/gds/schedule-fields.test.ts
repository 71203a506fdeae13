import { describe, expect, it } from 'vitest';
import { isAcBusType, parseAmenities } from './schedule-fields';

describe('parseAmenities', () => {
  it('reads a JSON-encoded string array', () => {
    expect(parseAmenities('["WiFi","Pillow"]')).toEqual(['WiFi', 'Pillow']);
  });

  it('reads an actual array, keeping only non-empty strings', () => {
    expect(parseAmenities(['WiFi', 3, ' ', ' Blanket '])).toEqual(['WiFi', 'Blanket']);
  });

  it.each([[null], [undefined], ['not json'], ['{"a":1}'], [7]])('is empty for %j', (value) => {
    expect(parseAmenities(value)).toEqual([]);
  });
});

describe('isAcBusType', () => {
  it.each([['2+2, Seater, AC'], ['A/C Sleeper (2+1)'], ['1+2, Sleeper, AC, Non-Video'], ['Volvo (ac)']])(
    'is true for %j',
    (type) => {
      expect(isAcBusType(type)).toBe(true);
    },
  );

  it.each([['Non AC Seater'], ['NON-AC Sleeper'], ['Non A/C Sleeper'], ['Express Seater'], ['ACCENT Travels']])(
    'is false for %j',
    (type) => {
      expect(isAcBusType(type)).toBe(false);
    },
  );

  it('lets the provider flag win', () => {
    expect(isAcBusType('Non AC Seater', true)).toBe(true);
    expect(isAcBusType('Non AC Seater', 'true')).toBe(true);
    expect(isAcBusType('Non AC Seater', 1)).toBe(true);
    expect(isAcBusType('AC Seater', false)).toBe(false);
    expect(isAcBusType('AC Seater', 'false')).toBe(false);
  });

  it('reads the text when the flag is absent or unreadable', () => {
    expect(isAcBusType('AC Seater', null)).toBe(true);
    expect(isAcBusType('AC Seater', 'maybe')).toBe(true);
  });
});
