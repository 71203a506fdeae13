import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

describe('the exonym table', () => {
  // the provider's cities are listed in the simulator's network (api/simulators/gds/network/cities.ts)
  const providerCities = [
    ...readFileSync(join(process.cwd(), 'api/simulators/gds/network/cities.ts'), 'utf8').matchAll(/name: '([^']+)'/g),
  ].map((match) => match[1]!);

  it('names every city the provider serves in each script', () => {
    expect(providerCities).toHaveLength(76);
    for (const city of providerCities) {
      for (const locale of ['as', 'bn', 'hi'] as const)
        expect(cityName(city, locale), `${city} in ${locale}`).not.toBe(city);
    }
  });

  it('writes Assamese with ৰ and ৱ, never the Bengali র', () => {
    for (const city of providerCities) expect(cityName(city, 'as')).not.toMatch(/র/);
    expect(cityName('North Lakhimpur', 'as')).toBe('উত্তৰ লখিমপুৰ');
    expect(cityName('Sivasagar', 'as')).toBe('শিৱসাগৰ');
    expect(cityName('Shillong', 'hi')).toBe('शिलांग');
    expect(cityName('Cooch Behar', 'bn')).toBe('কোচবিহার');
  });
});
