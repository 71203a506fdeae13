import type pg from 'pg';
import { HEAVY_TRAVELLER } from './people';

/**
 * Date changes (docs/reschedule.md) among the year's tickets: about one confirmed ticket in 40 was moved to the
 * traveller's next ticket on the same route, and the heavy traveller has one at least. The old booking becomes
 * `rescheduled` and points to the new one, which points back. Made of existing pairs, so the number of bookings
 * stays the one asked for; each keeps the order that paid it, a simplification: in the product the new ticket is
 * paid partly by the old one's order (the invariants of the data set hold either way).
 */
export async function writeDateChanges(client: pg.ClientBase): Promise<void> {
  await client.query(
    `create temp table scale_date_change as
     with heavy as (select id from users where email = $1),
     paired as (
       select b.id, b.pnr, b.user_id,
              lead(b.id) over w as next_id, lead(b.pnr) over w as next_pnr,
              row_number() over w as nth
       from bookings b
       where b.status = 'confirmed' and not exists (select 1 from cancellations c where c.booking_id = b.id)
       window w as (partition by b.user_id, b.origin_id, b.destination_id order by b.created_at, b.id)
     )
     select p.id, p.pnr, p.next_id, p.next_pnr from paired p
     where p.next_id is not null
       and (hashtext(p.id::text) % 40 = 0 or (p.user_id in (select id from heavy) and p.nth = 1))`,
    [HEAVY_TRAVELLER.email],
  );
  await client.query(`update bookings n set rescheduled_from = d.pnr from scale_date_change d where n.id = d.next_id`);
  await client.query(
    `update bookings o set status = 'rescheduled', rescheduled_to = d.next_pnr, updated_at = n.created_at
     from scale_date_change d join bookings n on n.id = d.next_id where o.id = d.id`,
  );
}
