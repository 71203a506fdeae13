/**
 * The provider's catalogue: first the simulated provider's own lists, its city list grown to the data set's size
 * (as GDS_SIM_EXTRA_CITIES grows it), read by the API's parsers and stored by its repositories exactly as a sync
 * stores them; then, in SQL, more operators and city pairs of the same shape up to the data set's size (ids
 * above the provider's, so that the two never collide). The simulator does not sell the generated pairs.
 */
import type pg from 'pg';
import { citiesTable, cityPairsTable, operatorsTable } from '../../../api/simulators/gds/wire/reference-data';
import { mastersResult } from '../../../api/simulators/gds/wire/masters';
import { PROVIDER_CITIES } from '../../../api/simulators/gds/network/cities';
import { createCatalogRepository } from '../../../api/src/catalog';
import { createCitiesRepository } from '../../../api/src/cities';
import type { Database } from '../../../api/src/db/database';
import { parseCityPairs } from '../../../api/src/provider/gds/city-pairs';
import { parseMasters } from '../../../api/src/provider/gds/masters';
import { parseOperators } from '../../../api/src/provider/gds/operators';
import { parseProviderCities } from '../../../api/src/provider/gds/provider-cities';
import type { ScaleSize } from './scale-size';

/** Generated operators are numbered from here on, above every id of the provider's own list. */
export const GENERATED_OPERATOR_BASE = 10_000;

/** The generated towns the simulated provider must send too for a data set of this size (GDS_SIM_EXTRA_CITIES). */
export const extraCitiesFor = (size: ScaleSize) => Math.max(0, size.cities - PROVIDER_CITIES.length);

export async function syncProviderCatalogue(db: Database, size: ScaleSize, at: Date): Promise<void> {
  const cities = parseProviderCities(citiesTable(false, extraCitiesFor(size)));
  if (!cities) throw new Error('the simulated provider answered no city table');
  await createCitiesRepository(db).replaceAll(cities.cities, at);
  const catalogue = createCatalogRepository(db);
  await catalogue.replaceOperators(parseOperators(operatorsTable()).rows, at);
  await catalogue.replaceCityPairs(parseCityPairs(cityPairsTable()).rows, at);
  await catalogue.replaceMasters(parseMasters(mastersResult()).rows, at);
}

const OPERATOR_WORDS = [
  'Brahmaputra',
  'Luit',
  'Kamakhya',
  'Barak',
  'Dihing',
  'Subansiri',
  'Manas',
  'Kopili',
  'Dhansiri',
  'Jia Bharali',
  'Purbanchal',
  'Pragjyotish',
  'Rongali',
  'Xewali',
  'Ahom',
  'Kamrup',
  'Ujani',
  'Namoni',
  'Axom',
  'Siang',
];
const OPERATOR_KINDS = [
  'Travels',
  'Roadways',
  'Tours & Travels',
  'Transport',
  'Express',
  'Paribahan',
  'Motors',
  'Bus Service',
];
/** band strings as operators send them (hours before departure | percent charged) */
const POLICIES = [
  '0-2|100,2-12|25,12-24|10,24-720|0',
  '0-4|100,4-24|50,24-720|15',
  '0-6|100,6-24|50,24-48|25,48-720|10',
  '0-2|100,2-12|50,12-24|25,24-720|10',
  '0-12|100,12-720|20',
];

const sqlArray = (items: readonly string[]) =>
  `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`;

export async function generateCatalogue(client: pg.ClientBase, size: ScaleSize, at: Date): Promise<void> {
  const realOperators = Number((await client.query('select count(*) from operators')).rows[0].count);
  // the generated operators copy a provider row's metadata columns, with their own values where they differ
  await client.query(
    `insert into operators (id, name, logo, cancellation_time, schedules_count, commission_percent, round_trip,
       cancellation_allowed, cancellation_policy, contact_person, contact_phone, contact_email, website, metadata, synced_at)
     select ${GENERATED_OPERATOR_BASE} + n,
       (${sqlArray(OPERATOR_WORDS)})[1 + n % ${OPERATOR_WORDS.length}] || ' ' ||
         (${sqlArray(OPERATOR_KINDS)})[1 + (n / ${OPERATOR_WORDS.length}) % ${OPERATOR_KINDS.length}] ||
         case when n >= ${OPERATOR_WORDS.length * OPERATOR_KINDS.length} then ' ' || (n / ${OPERATOR_WORDS.length * OPERATOR_KINDS.length} + 1) else '' end,
       null, split_part(split_part(split_part(policy, ',', 1), '|', 1), '-', 2)::numeric,
       1 + n % 12, null, false, true, policy, null, null, null, null,
       template.metadata || jsonb_build_object('created_at', to_char(timestamp '2015-01-01' + n * interval '37 hours', 'YYYY-MM-DD HH24:MI:SS "UTC"'),
         'schedules_per_day', 1 + n % 12, 'rating', round((3.2 + (n % 17) / 10.0)::numeric, 1)),
       $1
     from generate_series(1, $2::int) n
     cross join lateral (select (${sqlArray(POLICIES)})[1 + n % ${POLICIES.length}] as policy) p
     cross join (select metadata from operators order by id limit 1) template`,
    [at, Math.max(0, size.operators - realOperators)],
  );
  // each city sends buses to 20 others, at strides that never repeat a pair; the provider's own pairs stay as sent
  await client.query(
    `with numbered as (select id, row_number() over (order by id) - 1 as i, count(*) over () as total from cities),
     candidates as (
       select o.id as origin_id, d.id as destination_id, o.i, step
       from numbered o
       cross join generate_series(1, 24) step
       join numbered d on d.i = (o.i + step * step * 7 + step) % o.total
       where d.id <> o.id
     )
     insert into city_pairs (origin_id, destination_id, travel_ids, distance_km, travel_minutes, synced_at)
     select origin_id, destination_id,
       array(select ${GENERATED_OPERATOR_BASE} + 1 + ((hashint8extended(origin_id * 100000::bigint + destination_id, k)
         & 2147483647) % $2::int) from generate_series(1, 1 + (origin_id + destination_id) % 3) k),
       distance, round(distance * 1.7 + 25)::int, $1
     from candidates
     cross join lateral (select 25 + (hashint8extended(least(origin_id, destination_id) * 100000::bigint
       + greatest(origin_id, destination_id), 7) & 2147483647) % 560 as distance) d
     order by step, i
     limit greatest(0, $3::int - (select count(*) from city_pairs))
     on conflict do nothing`,
    [at, Math.max(1, size.operators - realOperators), size.cityPairs],
  );
  await client.query(
    `update provider_syncs s set count = t.n
     from (select 'cities' r, count(*)::int n from cities union all select 'operators', count(*)::int from operators
           union all select 'city-pairs', count(*)::int from city_pairs) t
     where s.resource = t.r`,
  );
}
