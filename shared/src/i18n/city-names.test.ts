import { describe, expect, it } from 'vitest';
import { cityName } from './city-names';

describe('city names in each script', () => {
  it('writes a served city as each script usually does', () => {
    expect(cityName('Guwahati', 'as')).toBe('গুৱাহাটী');
    expect(cityName('Guwahati', 'bn')).toBe('গুয়াহাটি');
    expect(cityName('Guwahati', 'hi')).toBe('गुवाहाटी');
    expect(cityName('Guwahati', 'en')).toBe('Guwahati');
  });

  it('keeps a city it does not know as the provider writes it', () => {
    expect(cityName('Generated Town 4411', 'as')).toBe('Generated Town 4411');
  });
});
