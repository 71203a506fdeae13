/**
 * The mail outbox as the notifications module fills it (one mail per event, keyed `ticket:<pnr>`,
 * `cancellation:<id>`, `vendor-decision:<id>`, sent seconds after the event; the last few still retrying), and
 * the audit trail of what admins and the system did (vendor decisions, provider syncs, account changes, backups).
 */
import type pg from 'pg';
import { uuidSql } from './people';

export async function writeMailAndAudit(client: pg.ClientBase, at: Date): Promise<void> {
  const layout = (title: string, body: string) =>
    `'<!doctype html>' || chr(10) || '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>' || ${title}
     || '</title></head><body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">'
     || '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">'
     || '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">'
     || '<tr><td style="padding:24px 32px;background:#0b6e4f;color:#ffffff;font-size:20px;font-weight:bold">Jatra</td></tr>'
     || '<tr><td style="padding:24px 32px;font-size:15px;line-height:1.5">'
     || replace(replace(replace(${body}, '&', '&amp;'), '<', '&lt;'), chr(10), '<br>')
     || '</td></tr><tr><td style="padding:16px 32px;font-size:12px;color:#52606d">Jatra Travels Private Limited, GS Road, Christian Basti, Guwahati, Assam 781005</td></tr>'
     || '</table></td></tr></table></body></html>'`;
  const footer = `chr(10) || chr(10) || 'Need help? Call +91 361 246 8000 or write to support@jatra.in.' || chr(10)
     || 'Jatra Travels Private Limited, GS Road, Christian Basti, Guwahati, Assam 781005' || chr(10)`;
  const journey = `'PNR: ' || b.pnr || chr(10) || 'Journey: ' || b.origin || ' → ' || b.destination || chr(10)
     || 'Date: ' || to_char(b.travel_date::date, 'DD Mon YYYY') || chr(10) || 'Departure: ' || to_char(b.departure_time::time, 'FMHH12:MI AM')
     || chr(10) || 'Arrival: ' || to_char(b.arrival_time::time, 'FMHH12:MI AM') || chr(10) || 'Bus: ' || b.bus_name || ' (' || b.bus_type || ')'
     || coalesce(chr(10) || 'Service number: ' || (b.ticket->'ticket_details'->>'service_number'), '')`;
  // a mail is sent a few seconds after its event; those of the last minutes are still being retried
  const sending = (event: string, salt: string) => `
     case when ${event} > $1::timestamptz - interval '10 minutes' and hashint8extended(${salt}, 95) % 4 = 0 then 3 else 1 end,
     ${event} + interval '2 seconds', null,
     case when ${event} > $1::timestamptz - interval '10 minutes' and hashint8extended(${salt}, 95) % 4 = 0 then null else ${event} + interval '3 seconds' end,
     case when ${event} > $1::timestamptz - interval '10 minutes' and hashint8extended(${salt}, 95) % 4 = 0 then 'connect ETIMEDOUT 10.0.0.25:587' end,
     ${event} + interval '2 seconds'`;
  await client.query(
    `insert into mail_outbox (id, key, to_address, subject, text, html, attempts, next_attempt_at, claimed_until, sent_at, last_error, created_at)
     select ${uuidSql(`'scale-mail-ticket-' || b.pnr`)}, 'ticket:' || b.pnr, b.contact_email, subject, body, ${layout('subject', 'body')},
       ${sending('b.confirmed_at', 'hashtext(b.pnr)')}
     from bookings b
     cross join lateral (select 'Your Jatra e-ticket: ' || b.origin || ' → ' || b.destination || ', '
       || to_char(b.travel_date::date, 'DD Mon YYYY') || ' (PNR ' || b.pnr || ')' as subject) s
     cross join lateral (select 'Dear ' || (b.ticket->'ticket_details'->'passenger_details'->>'name') || ',' || chr(10) || chr(10)
       || 'Your bus ticket is confirmed. Show this e-mail or your ticket page to the crew when you board.' || chr(10) || chr(10)
       || ${journey} || chr(10) || chr(10) || 'Seats: ' || (b.ticket->'ticket_details'->>'seat_numbers') || chr(10) || chr(10)
       || 'Boarding point' || chr(10) || 'Name: ' || (b.boarding_point->>'name') || chr(10) || 'Address: ' || (b.boarding_point->>'address')
       || chr(10) || chr(10) || 'Payment' || chr(10) || 'Amount paid: ₹' || to_char((b.ticket->'ticket_details'->>'total_fare')::int, 'FM99,99,999')
       || chr(10) || chr(10) || 'View your ticket: http://localhost:5173/booking-details/' || b.pnr || ${footer} as body) t
     where b.confirmed_at is not null and b.contact_email is not null`,
    [at],
  );
  await client.query(
    `insert into mail_outbox (id, key, to_address, subject, text, html, attempts, next_attempt_at, claimed_until, sent_at, last_error, created_at)
     select ${uuidSql(`'scale-mail-cancellation-' || c.id`)}, 'cancellation:' || c.id, b.contact_email, subject, body, ${layout('subject', 'body')},
       ${sending('c.completed_at', 'hashtext(c.id::text)')}
     from cancellations c join bookings b on b.id = c.booking_id
     cross join lateral (select 'Jatra cancellation: ' || b.origin || ' → ' || b.destination || ', '
       || to_char(b.travel_date::date, 'DD Mon YYYY') || ' (PNR ' || b.pnr || ')' as subject) s
     cross join lateral (select 'Dear ' || coalesce(b.passenger_details->0->>'name', c.quote->'passengers'->0->>'name', 'traveller') || ','
       || chr(10) || chr(10) || 'Seats ' || (c.provider_answer->>'seat_numbers') || ' of your ticket ' || b.pnr || ' cancelled.'
       || chr(10) || chr(10) || 'Journey' || chr(10) || ${journey} || chr(10) || chr(10) || 'Refund' || chr(10)
       || 'Cancellation charge: ₹' || to_char(c.charge_paise / 100, 'FM99,99,999') || chr(10)
       || 'Refund amount: ₹' || to_char(c.refund_paise / 100, 'FM99,99,999') || chr(10) || chr(10)
       || 'Refunds are credited to the original payment method within 5-7 business days.' || chr(10) || chr(10)
       || 'View your ticket: http://localhost:5173/booking-details/' || b.pnr || ${footer} as body) t
     where c.status = 'completed' and b.contact_email is not null`,
    [at],
  );
  await client.query(
    `insert into mail_outbox (id, key, to_address, subject, text, html, attempts, next_attempt_at, claimed_until, sent_at, last_error, created_at)
     select ${uuidSql(`'scale-mail-vendor-' || v.id`)}, 'vendor-decision:' || v.id, lower(v.contact_email), subject, body, ${layout('subject', 'body')},
       ${sending('v.updated_at', 'hashtext(v.id::text)')}
     from vendors v
     cross join lateral (select case v.status when 'approved' then 'Your Jatra partner application is approved'
       else 'Your Jatra partner application' end as subject) s
     cross join lateral (select 'Dear ' || v.contact_name || ',' || chr(10) || chr(10) || case v.status
       when 'approved' then 'Your application for ' || v.company_name || ' is approved. Sign in to see your dashboard.'
       else 'We could not approve your application for ' || v.company_name || '.' end || ${footer} as body) t
     where v.status <> 'pending'`,
    [at],
  );
  const admin = `(select id from users where email = 'admin@jatra.local')`;
  await client.query(
    `insert into audit_events (id, kind, summary, actor_id, created_at)
     select ${uuidSql(`'scale-audit-vendor-' || v.id`)},
       case v.status when 'approved' then 'vendor_approved' else 'vendor_rejected' end,
       case v.status when 'approved' then 'Approved vendor ' else 'Rejected vendor ' end || v.company_name, ${admin}, v.updated_at
     from vendors v where v.status <> 'pending'
     union all
     select ${uuidSql(`'scale-audit-sync-' || d || '-' || target`)}, 'sync',
       case target when 'masters' then 'Successfully synchronized masters data'
         else 'Successfully synchronized ' || n || ' ' || target end,
       case when d % 7 = 0 then ${admin} end, $1::timestamptz - d * interval '1 day' - interval '3 hours'
     from generate_series(1, 365) d
     cross join (values ('operators', (select count(*) from operators)), ('city pairs', (select count(*) from city_pairs)),
                        ('masters', 0)) t(target, n)
     union all
     select ${uuidSql(`'scale-audit-user-' || u.id`)}, 'user_status',
       'Set user ' || coalesce(u.full_name, u.email) || ' to ' || u.status, ${admin}, u.created_at + interval '40 days'
     from users u where u.status <> 'active' and u.created_at + interval '40 days' < $1::timestamptz
     union all
     select ${uuidSql(`'scale-audit-backup-' || w`)}, 'backup', 'Downloaded a backup (24 tables, ' || (1000 * w) || ' rows)',
       ${admin}, $1::timestamptz - w * interval '7 days' - interval '5 hours'
     from generate_series(1, 52) w
     union all
     select ${uuidSql(`'scale-audit-cache-' || w`)}, 'cache', 'Cleared the caches (' || (20 + w) || ' entries)',
       ${admin}, $1::timestamptz - w * interval '30 days' - interval '2 hours'
     from generate_series(1, 12) w`,
    [at],
  );
}
