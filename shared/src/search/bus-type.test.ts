import { describe, expect, it } from 'vitest';
import { busTypeWithoutAmenities } from './bus-type';

describe('busTypeWithoutAmenities', () => {
  it.each([
    ['A/C Sleeper (2+1) WiFi, Charging', 'A/C Sleeper (2+1)'],
    ['Volvo Multi-Axle Semi Sleeper (Wi-Fi, USB Charging Point)', 'Volvo Multi-Axle Semi Sleeper'],
    ['AC Seater + Water Bottle + Blanket', 'AC Seater'],
    ['Sleeper, Pillow, Reading Light, AC', 'Sleeper, AC'],
    ['Non AC Seater, TV & Movies', 'Non AC Seater'],
    ['2+2, Seater, AC', '2+2, Seater, AC'],
    ['wifi ENTERTAINMENT Seater', 'Seater'],
    ['Sleeper (2+1, Wifi)', 'Sleeper (2+1)'],
  ])('turns %j into %j', (type, expected) => {
    expect(busTypeWithoutAmenities(type)).toBe(expected);
  });

  it('leaves words that only contain an amenity word alone', () => {
    expect(busTypeWithoutAmenities('Tvsmart Pillowtop Sleeper')).toBe('Tvsmart Pillowtop Sleeper');
  });
});
