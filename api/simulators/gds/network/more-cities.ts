/**
 * Towns beyond the provider's own list, for a simulated provider as large as a national one (the scale data
 * set's 5,000 cities): names of the kind found across Assam, made from a stem, an ending and a locality word,
 * numbered from GENERATED_CITY_BASE up so that they never take an id of the hand-made list. The same count
 * always gives the same towns, so the cities a data set was generated with are the ones this provider sends.
 */

import { PROVIDER_CITIES } from './cities';

export const GENERATED_CITY_BASE = 100_000;
const PROVIDER_NAMES = new Set(PROVIDER_CITIES.map((city) => city.name.toLowerCase()));
/** a generated name that is a provider town's gets this word (no locality word ends so): one name, one town */
const ELSEWHERE = ' Nagar';

// prettier-ignore
const STEMS = [
  'Ali', 'Bar', 'Bor', 'Dhan', 'Gar', 'Hati', 'Kal', 'Kha', 'Lakh', 'Maj', 'Nal', 'Pat', 'Ram', 'Sil', 'Tez', 'Udal',
  'Bhog', 'Chand', 'Deo', 'Gohain', 'Jam', 'Kamal', 'Lala', 'Mori', 'Naha', 'Pani', 'Rang', 'Sona', 'Tin', 'Amba',
  'Bihu', 'Dolo', 'Hari', 'Kath', 'Mahi', 'Rupa',
];
// prettier-ignore
const ENDINGS = ['pur', 'gaon', 'bari', 'guri', 'hat', 'jan', 'pathar', 'para', 'ghat', 'nagar', 'bazar', 'chuk', 'kuchi', 'ali', 'bil', 'tola'];
// prettier-ignore
const LOCALITIES = ['', ' Chariali', ' Tiniali', ' Town', ' Road', ' Bazar', ' Gaon', ' Ghat', ' Pathar', ' Satra', ' Mouza', ' Kachari', ' Bagan', ' Bil'];

/** How many distinct towns the parts make. */
export const MORE_CITIES_MAX = STEMS.length * ENDINGS.length * LOCALITIES.length;

export interface MoreCity {
  id: number;
  name: string;
  originCount: number;
  destinationCount: number;
}

/** The n-th generated town (n from 1). */
export function moreCity(n: number): MoreCity {
  const made =
    STEMS[n % STEMS.length]! +
    ENDINGS[Math.floor(n / STEMS.length) % ENDINGS.length]! +
    LOCALITIES[Math.floor(n / (STEMS.length * ENDINGS.length)) % LOCALITIES.length]!;
  const name = PROVIDER_NAMES.has(made.toLowerCase()) ? `${made}${ELSEWHERE}` : made;
  // small towns: a handful of routes each way
  return { id: GENERATED_CITY_BASE + n, name, originCount: 2 + (n % 19), destinationCount: 2 + ((n * 7) % 19) };
}

export function moreCities(count: number): MoreCity[] {
  if (count > MORE_CITIES_MAX) throw new Error(`at most ${MORE_CITIES_MAX} generated cities, not ${count}`);
  return Array.from({ length: count }, (_, index) => moreCity(index + 1));
}
