import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citiesNamedInScript, cityName } from './city-names';

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

describe('a city typed in another script', () => {
  it('is found by its name in Assamese, Bengali or Hindi, or by the start of it', () => {
    expect(citiesNamedInScript('গুৱাহাটী')).toEqual(['Guwahati']);
    expect(citiesNamedInScript('গুয়াহাটি')).toEqual(['Guwahati']);
    expect(citiesNamedInScript('गुवा')).toEqual(['Guwahati']);
    expect(citiesNamedInScript(' যোৰ ')).toEqual(['Jorhat']);
  });

  it('lists names starting with the query before names with a later word starting with it', () => {
    expect(citiesNamedInScript('লখিম')).toEqual(['North Lakhimpur']);
    const named = citiesNamedInScript('শিল');
    expect(named).toEqual(expect.arrayContaining(['Shillong', 'Silapathar', 'Silchar', 'Siliguri']));
  });

  it('matches a nukta letter however it was typed', () => {
    // ड़ as one code point (U+095C) is not how Unicode's normal form keeps it
    expect(citiesNamedInScript('डिब्रूगढ़'.normalize('NFD'))).toEqual(['Dibrugarh']);
    expect(citiesNamedInScript('\u0921\u093f\u092c\u094d\u0930\u0942\u0917\u095d')).toEqual(['Dibrugarh']);
  });

  it('means nothing for a query in Latin letters or for a name it does not know', () => {
    expect(citiesNamedInScript('Guwa')).toEqual([]);
    expect(citiesNamedInScript('কলকাতা')).toEqual([]);
    expect(citiesNamedInScript('  ')).toEqual([]);
  });
});
