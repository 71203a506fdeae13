/**
 * The buses bookings are made on. The provider's own pairs keep the simulated provider's roster (its
 * operators, coaches, departure times, stages, fares and schedule serials), so their rows read like the ones
 * our API stores from it; generated pairs get a few buses each of the same make-up, in SQL.
 */
import type pg from 'pg';
import { SITE_CANCELLATION_POLICY } from '@jatra/shared';
import { BUS_TYPES } from '../../../api/simulators/gds/network/bus-types';
import { CITY_PAIRS } from '../../../api/simulators/gds/network/routes';
import { SERVICES_PER_PAIR, type StageStop } from '../../../api/simulators/gds/network/roster';
import { servicesOn } from '../../../api/simulators/gds/network/timetable';
import { clockTime, durationText } from '../../../api/simulators/gds/wire/format';
import { cancellationPolicyOf } from '../../../api/src/provider/gds/cancellation-policies';
import { GENERATED_CITY_BASE } from '../../../api/simulators/gds/network/more-cities';

/** Room kept at the end of each bus for the one booking that runs past its planned seats (see bookings.ts). */
export const SPILL_SEATS = 5;

const stagePoint = (stop: StageStop, seq: number) => ({
  id: String(stop.stage.id),
  seq,
  city: '',
  name: stop.stage.name,
  time: clockTime(stop.minutes),
  address: stop.stage.address,
  contact: stop.stage.contact,
  landmark: stop.stage.landmark,
});

/** `scale_bus_seat`: each coach's seats in layout order; `scale_service`: every bus a booking may be on. */
export async function loadServices(client: pg.ClientBase, today: string): Promise<void> {
  await client.query(
    `create temp table scale_bus_seat (bus_type_id int, position int, seat_number text, deck text, type text,
       primary key (bus_type_id, position))`,
  );
  const seats = BUS_TYPES.flatMap((busType) =>
    busType.seats.map((seat, index) => ({
      bus_type_id: busType.id,
      position: index + 1,
      seat_number: seat.number,
      deck: seat.deck,
      type: busType.sleeper ? 'sleeper' : 'regular',
    })),
  );
  await client.query(
    `insert into scale_bus_seat select * from jsonb_to_recordset($1::jsonb)
       as s(bus_type_id int, position int, seat_number text, deck text, type text)`,
    [JSON.stringify(seats)],
  );
  await client.query(
    `create temp table scale_service (route_no int, service_index int, serial bigint, travel_id int, bus_name text,
       bus_type text, bus_type_id int, capacity int, departure_time text, arrival_time text, duration text,
       service_number text, fare int, boarding jsonb, dropping jsonb, policy jsonb, policy_text text,
       primary key (route_no, service_index))`,
  );
  const rows = CITY_PAIRS.flatMap((pair) =>
    servicesOn(pair, today, today).map((service) => ({
      route_no: pair.index,
      service_index: service.serviceIndex,
      serial: service.serial,
      travel_id: service.operator.id,
      bus_name: service.operator.name,
      bus_type: service.busTypeLabel,
      bus_type_id: service.busType.id,
      capacity: service.busType.seats.length,
      departure_time: clockTime(service.departureMinutes),
      arrival_time: clockTime(service.departureMinutes + service.durationMinutes),
      duration: durationText(service.durationMinutes),
      service_number: service.number,
      fare: Math.min(...service.fares.values()),
      boarding: stagePoint(service.boarding[0]!, 1),
      dropping: stagePoint(service.dropoff.at(-1)!, 2),
      policy: cancellationPolicyOf(service.operator.cancellationPolicies),
      policy_text: service.operator.cancellationPolicies,
    })),
  );
  await client.query(
    `create temp table scale_real_route as select * from jsonb_to_recordset($1::jsonb)
       as r(index int, origin_id int, origin text, destination_id int, destination text)`,
    [
      JSON.stringify(
        CITY_PAIRS.map((pair) => ({
          index: pair.index,
          origin_id: pair.origin.id,
          origin: pair.origin.name,
          destination_id: pair.destination.id,
          destination: pair.destination.name,
        })),
      ),
    ],
  );
  await client.query(
    `insert into scale_service select * from jsonb_to_recordset($1::jsonb) as s(route_no int, service_index int,
       serial bigint, travel_id int, bus_name text, bus_type text, bus_type_id int, capacity int, departure_time text,
       arrival_time text, duration text, service_number text, fare int, boarding jsonb, dropping jsonb, policy jsonb,
       policy_text text)`,
    [JSON.stringify(rows)],
  );
}

/** Routes numbered after the provider's pairs: the generated city pairs, each with one to four buses. */
export async function generateServices(client: pg.ClientBase): Promise<void> {
  const busTypes = BUS_TYPES.map((busType) => ({ id: busType.id, name: busType.name, capacity: busType.seats.length }));
  await client.query(
    `create temp table scale_route as
     select ${CITY_PAIRS.length} + row_number() over (order by p.origin_id, p.destination_id) - 1 as route_no,
       p.origin_id, o.name as origin, p.destination_id, d.name as destination, p.travel_ids, p.distance_km, p.travel_minutes
     from city_pairs p join cities o on o.id = p.origin_id join cities d on d.id = p.destination_id
     where p.origin_id >= ${GENERATED_CITY_BASE} or p.destination_id >= ${GENERATED_CITY_BASE}`,
  );
  await client.query('alter table scale_route add primary key (route_no)');
  await client.query(
    `insert into scale_service
     select r.route_no, s, r.route_no::bigint * ${SERVICES_PER_PAIR} + s + 1, op.id, op.name, bt.name, bt.id, bt.capacity,
       to_char(time '00:00' + dep * interval '1 minute', 'HH24:MI'),
       to_char(time '00:00' + (dep + r.travel_minutes) * interval '1 minute', 'HH24:MI'),
       lpad((r.travel_minutes / 60)::text, 2, '0') || ':' || lpad((r.travel_minutes % 60)::text, 2, '0'),
       upper(left(replace(op.name, ' ', ''), 2)) || '-' || upper(left(r.origin, 3)) || '-' || upper(left(r.destination, 3))
         || '-' || to_char(time '00:00' + dep * interval '1 minute', 'HH24MI'),
       (greatest(150, round(r.distance_km * 1.9 / 10) * 10) + case when bt.name ilike '%A/C%' and bt.name not ilike '%Non A/C%' then 200 else 0 end)::int,
       jsonb_build_object('id', (r.origin_id * 10 + 1)::text, 'seq', 1, 'city', '', 'name', r.origin || ' Bus Stand',
         'time', to_char(time '00:00' + dep * interval '1 minute', 'HH24:MI'), 'address', 'Station Road, ' || r.origin,
         'contact', '9' || lpad((r.origin_id % 1000000000)::text, 9, '0'), 'landmark', 'Near ' || r.origin || ' Namghar'),
       jsonb_build_object('id', (r.destination_id * 10 + 2)::text, 'seq', 2, 'city', '', 'name', r.destination || ' Chariali',
         'time', to_char(time '00:00' + (dep + r.travel_minutes - 10) * interval '1 minute', 'HH24:MI'),
         'address', 'AT Road, ' || r.destination, 'contact', '9' || lpad((r.destination_id % 1000000000)::text, 9, '0'),
         'landmark', 'Opp. ' || r.destination || ' Post Office'),
       null, op.cancellation_policy
     from scale_route r
     cross join lateral generate_series(0, (r.route_no % 4)) s
     cross join lateral (select (300 + ((r.route_no * 7 + s * 197) % 64) * 15) % 1440 as dep) t
     join operators op on op.id = r.travel_ids[1 + s % cardinality(r.travel_ids)]
     join jsonb_to_recordset($1::jsonb) as bt(id int, name text, capacity int)
       on bt.id = (select (array_agg(id order by id))[1 + (r.route_no + s) % ${busTypes.length}] from jsonb_to_recordset($1::jsonb) as x(id int))`,
    [JSON.stringify(busTypes)],
  );
  // the policy a booking stores, read from the operator's band string as the API reads it
  await client.query(
    `update scale_service set policy = coalesce((
       select jsonb_build_object('source', 'operator', 'bands', jsonb_agg(jsonb_build_object(
         'fromHours', split_part(split_part(band, '|', 1), '-', 1)::int, 'toHours', split_part(split_part(band, '|', 1), '-', 2)::int,
         'chargePercent', split_part(band, '|', 2)::int) order by split_part(split_part(band, '|', 1), '-', 1)::int))
       from unnest(string_to_array(policy_text, ',')) band), $1::jsonb)
     where policy is null`,
    [JSON.stringify(SITE_CANCELLATION_POLICY)],
  );
  await client.query(`update scale_service set policy_text = 'site' where policy_text is null`);
}
