/**
 * Each planned booking's bus, seats and story in time (`scale_t`): booked hours to weeks before departure,
 * paid after zero to two failed attempts, ticketed, and for some cancelled later in one or two steps at a
 * time the operator's policy allows, or never paid and expired, or paid but not ticketed and refunded.
 */
import type pg from 'pg';
import { SERVICES_PER_PAIR } from '../../../api/simulators/gds/network/roster';
import { CANCEL_HOURS } from './bookings-plan';

export async function timeBookings(client: pg.ClientBase, at: Date): Promise<void> {
  await client.query(
    `create temp table scale_t0 as
     select b.*, sv.serial, sv.travel_id, sv.bus_name, sv.bus_type, sv.bus_type_id, sv.departure_time, sv.arrival_time,
       sv.duration, sv.service_number, sv.fare, sv.boarding, sv.dropping, sv.policy, sv.policy_text,
       case when over then b.s0 else b.s0 + slot * b.roster end as service_index,
       case when over then 0 else b.before - slot * b.fill end as pos0,
       case when over and b.cls <> 'tentative' then 'expired' else b.cls end as cls1,
       departs
     from scale_b b
     join scale_service sv on sv.route_no = b.route_no and sv.service_index = b.s0
     cross join lateral (select (b.before / b.fill)::int as slot) s
     cross join lateral (select b.s0 + slot * b.roster >= ${SERVICES_PER_PAIR} as over) o
     cross join lateral (select ((b.travel_date + sv.departure_time::time) at time zone 'Asia/Kolkata') as departs) d`,
  );
  await client.query('drop table scale_b');
  // booked, then paid and ticketed: the instants of each step
  await client.query(
    `create temp table scale_t1 as
     select t.*, created, created + (1 + (hashint8extended(t.g, 71) & 3)) * interval '1 minute' as first_order_at
     from scale_t0 t
     cross join lateral (select case
       when t.cls1 = 'tentative' then $1::timestamptz - ((t.g % 14) + 0.5) * interval '1 minute'
       when t.departs - lead > $1::timestamptz - interval '20 minutes'
         then least(t.departs - interval '90 minutes', $1::timestamptz - pg_temp.r(t.g, 73) * interval '20 days' - interval '20 minutes')
       else t.departs - lead end as created
       from (select (1.5 + 720 * power(pg_temp.r(t.g, 72), 3)) * interval '1 hour' as lead) l) c`,
    [at],
  );
  await client.query('drop table scale_t0');
  await client.query(
    `create temp table scale_t2 as
     select t.*, paid_at, paid_at + interval '2 seconds' as confirmed_at, lo, hi,
       case when j1 is not null then ($2::int[])[j1] end as h1,
       case when j1 - 1 > below then ($2::int[])[below + 1 + (hashint8extended(t.g, 75) & 1023) % (j1 - 1 - below)] end as h2
     from scale_t1 t
     cross join lateral (select t.first_order_at + (t.paid_tries - 1) * interval '2 minutes' + interval '40 seconds' as paid_at) p
     -- the cancellation may come once the ticket is paid for and must have come by now: the hours before departure
     -- it may be made at are those of CANCEL_HOURS in (lo, hi], a run of the sorted list found by width_bucket
     cross join lateral (select extract(epoch from t.departs - $1::timestamptz) / 3600 + 0.5 as lo,
       extract(epoch from t.departs - paid_at) / 3600 - 0.5 as hi) w
     cross join lateral (select width_bucket(lo, $2::int[]::float8[]) as below, width_bucket(hi, $2::int[]::float8[]) as upto) b
     cross join lateral (select case when upto > below then below + 1 + (hashint8extended(t.g, 74) & 1023) % (upto - below) end as j1) c`,
    [at, CANCEL_HOURS],
  );
  await client.query('drop table scale_t1');
  await client.query(
    `create temp table scale_t as
     select t.*, outcome, pct1, pct2,
       case outcome when 'partial' then 1 + (hashint8extended(t.g, 76) & 7) % (t.k - 1)
                when 'cancelled2' then 1 + (hashint8extended(t.g, 76) & 7) % (t.k - 1)
                when 'cancelled' then t.k else 0 end as c,
       case when outcome in ('partial', 'cancelled', 'cancelled2') then
         t.departs - t.h1 * interval '1 hour' + (pg_temp.r(t.g, 77) - 0.5) * interval '30 minutes' end as cancel1_at,
       case when outcome = 'cancelled2' then
         t.departs - t.h2 * interval '1 hour' + (pg_temp.r(t.g, 78) - 0.5) * interval '30 minutes' end as cancel2_at,
       t.pos0 + t.k <= bus.seats as seated
     from scale_t2 t
     left join scale_policy_pct p1 on p1.policy_text = t.policy_text and p1.hours = t.h1
     left join scale_policy_pct p2 on p2.policy_text = t.policy_text and p2.hours = t.h2
     join (select bus_type_id, count(*) as seats from scale_bus_seat group by 1) bus on bus.bus_type_id = t.bus_type_id
     cross join lateral (select p1.pct as pct1, p2.pct as pct2) pp
     cross join lateral (select case
       when t.cls1 in ('partial', 'cancelled', 'cancelled2') and (t.h1 is null or pct1 is null) then 'confirmed'
       when t.cls1 = 'cancelled2' and (t.h2 is null or pct2 is null) then 'cancelled'
       when t.cls1 in ('confirmed', 'partial', 'cancelled', 'cancelled2', 'failed') and t.paid_at > $1::timestamptz then 'expired'
       else t.cls1 end as outcome) k`,
    [at],
  );
  await client.query('drop table scale_t2');
  await client.query('create unique index on scale_t (g)');
}
