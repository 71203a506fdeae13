/**
 * The plan of every booking, one row each (`scale_b`): who, which bus, when, how many seats, and how its story
 * ends. Everything is derived from the booking's number by hashing, so a run is reproducible.
 *
 * - Who: most users book once or twice, some a few times, a few hundred of them hundreds of times; the heavy
 *   traveller exactly 300 times, with every ending.
 * - Where: routes drawn by weight: the provider's busiest pairs (Guwahati–Jorhat, Guwahati–Silchar …) take
 *   three quarters of all bookings, the generated pairs the rest, few of them often.
 * - When: travel dates over the year before and the month after the run, more of them lately, with peaks at
 *   Magh Bihu, Bohag Bihu, Durga Puja, Diwali and Christmas; each booked hours to weeks before departure.
 * - Seats: buses fill seat by seat in booking order (a bus that is full sends later bookings to a duplicate
 *   bus of the same service), so no seat is sold twice on a schedule.
 */
import type pg from 'pg';
import { policyChargePercent, type CancellationPolicy } from '@jatra/shared';
import { HEAVY_TRAVELLER } from './people';
import type { ScaleSize } from './scale-size';
import { SPILL_SEATS } from './services';

/** Route slots: a route holds slots in proportion to its share of the bookings. */
const ROUTE_SLOTS = 100_000;
/** Hours before departure a cancellation may be made at: between integer band edges, so a jitter of ±15 min keeps the band. */
export const CANCEL_HOURS = [3, 5, 7, 10, 18, 36, 60, 100, 200, 500];
/** Travel dates run from this many days before the run to this many after it. */
const YEAR_BEFORE_DAYS = 335;
const MONTH_AFTER_DAYS = 30;
/** Tentative bookings still on hold when the data set is made (at the smallest scales, at least a few). */
const LIVE_HOLDS = 100;

/** Festival days (month, day) with their years' movable dates: travel peaks around each. */
function festivalDays(at: Date): string[] {
  const year = at.getUTCFullYear();
  const movable: Record<number, string[]> = {
    2024: ['2024-10-11', '2024-10-31'],
    2025: ['2025-09-30', '2025-10-20'],
    2026: ['2026-10-19', '2026-11-08'],
    2027: ['2027-10-15', '2027-10-29'],
    2028: ['2028-10-03', '2028-10-17'],
  };
  const day = 86_400_000;
  const first = new Date(at.getTime() - (YEAR_BEFORE_DAYS - 4) * day).toISOString().slice(0, 10);
  const last = new Date(at.getTime() + (MONTH_AFTER_DAYS - 4) * day).toISOString().slice(0, 10);
  return [year - 1, year, year + 1]
    .flatMap((y) => [`${y}-01-14`, `${y}-04-14`, `${y}-12-25`, ...(movable[y] ?? [`${y}-10-15`, `${y}-11-01`])])
    .filter((date) => date >= first && date <= last);
}

export async function planBookings(client: pg.ClientBase, size: ScaleSize, at: Date): Promise<number> {
  await client.query(
    `create function pg_temp.r(g bigint, salt int) returns double precision language sql immutable parallel safe
     as 'select (hashint8extended(g, salt) & 2147483647) / 2147483648.0'`,
  );
  // the route slots: provider pairs by the square of their busiest roster, generated pairs by a long tail
  await client.query(`create temp table scale_route_slot (slot int primary key, route_no int not null)`);
  const { CITY_PAIRS } = await import('../../../api/simulators/gds/network/routes');
  const weights = CITY_PAIRS.map((pair) => pair.daily[1] ** 2.2);
  const total = weights.reduce((a, b) => a + b, 0);
  const real: number[] = [];
  CITY_PAIRS.forEach((pair, index) => {
    const slots = Math.max(1, Math.round((weights[index]! / total) * ROUTE_SLOTS * 0.75));
    for (let i = 0; i < slots; i++) real.push(pair.index);
  });
  await client.query(
    `insert into scale_route_slot select row_number() over () - 1, route_no from unnest($1::int[]) route_no`,
    [real],
  );
  await client.query(
    `insert into scale_route_slot
     select $1::int + i, (select min(route_no) from scale_route) + floor(power(pg_temp.r(i, 1), 2.5) * (select count(*) from scale_route))::int
     from generate_series(0, $2::int - $1::int - 1) i`,
    [real.length, ROUTE_SLOTS],
  );
  const slotCount = Number((await client.query('select count(*) from scale_route_slot')).rows[0].count);

  // who books: a count per user, then every (user, k) slot in a shuffled order numbered g
  const others = size.bookings - HEAVY_TRAVELLER.bookings;
  await client.query(
    `create temp table scale_plan as
     with counts as (
       select n, case when h < 30 then 50 + (hashint8extended(n, 42) & 1023) % 251
                      when h < 530 then 10 + (hashint8extended(n, 42) & 1023) % 21
                      when h < 3530 then 3 + (hashint8extended(n, 42) & 1023) % 7
                      when h < 9030 then 1 + (hashint8extended(n, 42) & 1023) % 2 else 0 end as cnt
       from (select n, (hashint8extended(n, 41) & 2147483647) % 10000 as h from generate_series(3::bigint, $1::bigint) n) x
     ), shuffled as (
       select row_number() over (order by hashint8extended(n * 1000 + j, 43)) as g, n as user_n
       from counts, generate_series(1, cnt) j
     )
     select g, user_n from shuffled where g <= $2
     union all
     select $2 + i, ${HEAVY_TRAVELLER.number} from generate_series(1, ${HEAVY_TRAVELLER.bookings}) i`,
    [size.users, others],
  );
  const planned = Number((await client.query('select max(g) from scale_plan')).rows[0].max);

  const festivals = festivalDays(at);
  const liveHolds = Math.min(LIVE_HOLDS, Math.max(5, Math.round(LIVE_HOLDS * size.factor)));
  await client.query(
    `create temp table scale_b as
     with base as (
       select p.g, p.user_n, rs.route_no,
         case when p.user_n = ${HEAVY_TRAVELLER.number} then p.g - ($2 - ${HEAVY_TRAVELLER.bookings}) end as heavy_i,
         pg_temp.r(p.g, 55) as rk,
         case
           when p.g <= $3 then (at_date + 1 + (p.g % 10)::int)
           when pg_temp.r(p.g, 52) < 0.3 then
             (($4::date[])[1 + (hashint8extended(p.g, 53) & 1023) % cardinality($4::date[])]
               + round((pg_temp.r(p.g, 54) + pg_temp.r(p.g, 59) - 1) * 4)::int)
           -- fewer trips of the coming month are booked yet: some of those move into the year before
           else at_date - ${YEAR_BEFORE_DAYS} + case when day > ${YEAR_BEFORE_DAYS}
             and pg_temp.r(p.g, 58) < (day - ${YEAR_BEFORE_DAYS}) / ${MONTH_AFTER_DAYS}.0
             then floor(${YEAR_BEFORE_DAYS} * sqrt(pg_temp.r(p.g, 57)))::int else day end
         end as travel_date
       from scale_plan p
       join scale_route_slot rs on rs.slot = (hashint8extended(p.g, 51) & 2147483647) % ${slotCount}
       cross join (select ($1::timestamptz at time zone 'Asia/Kolkata')::date as at_date) d
       cross join lateral (select floor(${YEAR_BEFORE_DAYS + MONTH_AFTER_DAYS} * sqrt(pg_temp.r(p.g, 56)))::int as day) dd
     )
     select b.*, ro.roster, ((hashint8extended(b.g, 60) & 1023) % ro.roster)::int as s0,
       case when b.g <= $3 or b.heavy_i <= 2 then 'tentative'
            when b.heavy_i is not null then (array['confirmed','confirmed','confirmed','confirmed','confirmed','confirmed',
              'partial','cancelled','expired', case when b.heavy_i % 20 = 9 then 'failed' else 'cancelled2' end])[1 + b.heavy_i % 10]
            else case when x < 0.60 then 'confirmed' when x < 0.63 then 'partial' when x < 0.715 then 'cancelled'
                      when x < 0.725 then 'cancelled2' when x < 0.735 then 'failed' else 'expired' end
       end as cls,
       case when rk < 0.5 then 1 when rk < 0.8 then 2 when rk < 0.92 then 3 when rk < 0.98 then 4 else 5 end as k0,
       case when pg_temp.r(b.g, 62) < 0.92 then 1 when pg_temp.r(b.g, 62) < 0.99 then 2 else 3 end as paid_tries,
       (hashint8extended(b.g, 63) & 3)::int as failed_tries
     from base b
     join (select route_no, count(*)::int as roster from scale_service group by route_no) ro on ro.route_no = b.route_no
     cross join lateral (select pg_temp.r(b.g, 61) as x) xx`,
    [at, planned, liveHolds, festivals],
  );
  // seats: at least two for a booking whose seats are cancelled in part; then the bus and the seats, filling
  // each bus in booking order, the one booking past its planned seats using the spare seats at its end
  await client.query(
    `create temp table scale_seated as
     select b.*, case when b.cls in ('partial', 'cancelled2') then greatest(b.k0, 2) else b.k0 end as k
     from scale_b b`,
  );
  await client.query('drop table scale_b');
  await client.query(
    `create temp table scale_b as
     select b.*, sv.capacity - ${SPILL_SEATS} as fill,
       coalesce(sum(b.k) over w, 0) - b.k as before
     from scale_seated b join scale_service sv on sv.route_no = b.route_no and sv.service_index = b.s0
     window w as (partition by b.route_no, b.travel_date, b.s0 order by b.g)`,
  );
  await client.query('drop table scale_seated');
  await client.query(
    `create temp table scale_policy_pct (policy_text text, hours int, pct int, primary key (policy_text, hours))`,
  );
  const policies = (
    await client.query<{ policy_text: string; policy: CancellationPolicy }>(
      'select distinct on (policy_text) policy_text, policy from scale_service',
    )
  ).rows;
  const pct = policies.flatMap(({ policy_text, policy }) =>
    CANCEL_HOURS.map((hours) => ({ policy_text, hours, pct: policyChargePercent(policy, hours) })),
  );
  await client.query(
    `insert into scale_policy_pct select * from jsonb_to_recordset($1::jsonb) as p(policy_text text, hours int, pct int)`,
    [JSON.stringify(pct)],
  );
  return planned;
}
