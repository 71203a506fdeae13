/**
 * Who uses Jatra: the admin (through the API's own identities code, as the API seeds it), the travellers and
 * the vendors' applications. Every user is an auth identity with its profile row, as an e-mail OTP sign-up
 * writes them; ids are derived from the user's number, so the data set is the same on every run.
 */
import type pg from 'pg';
import { createAuthRepositories } from '../../../api/src/auth';
import { createPasswords } from '../../../api/src/auth';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../../../api/src/config';
import type { Database } from '../../../api/src/db/database';
import type { ScaleSize } from './scale-size';

/** Conventions every user of the data set may rely on. */
export const HEAVY_TRAVELLER = { number: 1, email: 'heavy.traveller@scale.jatra.test', bookings: 300 } as const;
export const BIG_OPERATOR = { number: 2, email: 'big.operator@scale.jatra.test' } as const;
/** SQL: the id of user number `n` (an expression over n). */
/**
 * A fixed uuid from a text, shaped as a version 4 one (the version and variant digits set), since our schemas
 * parse ids as RFC 9562 uuids: a page cursor made of a generated id must pass as a real one does.
 */
export const uuidSql = (text: string) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
export const userIdSql = (n: string) => uuidSql(`'scale-user-' || ${n}`);

const FIRST_NAMES = [
  'Anjali',
  'Bikash',
  'Chandan',
  'Dipankar',
  'Gitanjali',
  'Hiranya',
  'Indrani',
  'Jintu',
  'Kabita',
  'Lakhi',
  'Manash',
  'Nilakshi',
  'Pranjal',
  'Rupjyoti',
  'Sanjib',
  'Trishna',
  'Utpal',
  'Bhaskar',
  'Dimpi',
  'Farhan',
  'Jahnavi',
  'Mridul',
  'Nayanmoni',
  'Pallabi',
  'Rakesh',
  'Sunita',
  'Tapan',
  'Ankita',
  'Bidyut',
  'Deepshikha',
  'Rahul',
  'Priyanka',
];
const MIDDLE_NAMES = ['', '', '', '', 'Kumar ', 'Jyoti ', 'Prasad ', 'Rani ', 'Chandra ', ''];
const SURNAMES = [
  'Baruah',
  'Bora',
  'Gogoi',
  'Saikia',
  'Kalita',
  'Deka',
  'Sharma',
  'Hazarika',
  'Phukan',
  'Borah',
  'Nath',
  'Choudhury',
  'Ahmed',
  'Rahman',
  'Das',
  'Dutta',
  'Bhuyan',
  'Konwar',
  'Medhi',
  'Talukdar',
  'Sarma',
  'Singh',
  'Laskar',
  'Barman',
  'Rabha',
  'Boro',
  'Tamuly',
  'Mahanta',
];
const STATES = [
  'Assam',
  'Assam',
  'Assam',
  'Assam',
  'Assam',
  'Assam',
  'Meghalaya',
  'Arunachal Pradesh',
  'Nagaland',
  'Tripura',
  'West Bengal',
];

const sqlArray = (items: readonly string[]) =>
  `array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(',')}]`;

/** SQL: the full name of user number `n`; about one in six never gave one. */
export const fullNameSql = (n: string) =>
  `case when hashint8extended(${n}::bigint, 11) % 6 = 0 then null else
     (${sqlArray(FIRST_NAMES)})[1 + (hashint8extended(${n}::bigint, 12) & 1023) % ${FIRST_NAMES.length}] || ' ' ||
     (${sqlArray(MIDDLE_NAMES)})[1 + (hashint8extended(${n}::bigint, 13) & 1023) % ${MIDDLE_NAMES.length}] ||
     (${sqlArray(SURNAMES)})[1 + (hashint8extended(${n}::bigint, 14) & 1023) % ${SURNAMES.length}] end`;

export async function seedAdmin(db: Database, at: Date): Promise<void> {
  const { identities } = createAuthRepositories(db);
  if (await identities.identityByAddress('email', DEV_ADMIN_EMAIL)) return;
  const passwordHash = await createPasswords({ concurrency: 1, queue: 1 }).hash(DEV_ADMIN_PASSWORD);
  await identities.createIdentity({
    id: crypto.randomUUID(),
    channel: 'email',
    address: DEV_ADMIN_EMAIL,
    passwordHash,
    role: 'admin',
    confirmed: true,
    now: at,
  });
}

/**
 * The travellers, signed up over the two years before `at` (more of them lately). Their sign-up instant is
 * moved before their first booking once the bookings exist (`settleSignUps`).
 */
export async function generateUsers(client: pg.ClientBase, size: ScaleSize, at: Date): Promise<void> {
  await client.query(
    `create temp table scale_user as
     select n, ${userIdSql('n')} as id,
       case n when ${HEAVY_TRAVELLER.number} then '${HEAVY_TRAVELLER.email}' when ${BIG_OPERATOR.number} then '${BIG_OPERATOR.email}'
         else 'user' || n || '@scale.jatra.test' end as email,
       ${fullNameSql('n')} as full_name,
       case when hashint8extended(n::bigint, 15) % 5 = 0 then '+91' || (7000000000 + n)::text end as phone,
       (${sqlArray(STATES)})[1 + (hashint8extended(n::bigint, 16) & 1023) % ${STATES.length}] as state,
       case when n > 2 and hashint8extended(n::bigint, 17) % 400 = 0 then 'suspended'
            when n > 2 and hashint8extended(n::bigint, 17) % 400 = 1 then 'inactive' else 'active' end as status,
       $1::timestamptz - interval '730 days' * sqrt((hashint8extended(n::bigint, 18) & 2147483647) / 2147483648.0) as created_at
     from generate_series(1, $2::int) n`,
    [at, size.users],
  );
  await client.query(
    `insert into auth_users (id, email, phone, password_hash, user_metadata, providers, email_confirmed_at,
       phone_confirmed_at, last_sign_in_at, created_at, updated_at)
     select id, email, phone, null,
       case when full_name is null then '{}'::jsonb else jsonb_build_object('full_name', full_name) end,
       '[]'::jsonb, created_at, case when phone is not null then created_at + interval '2 days' end,
       created_at + interval '1 minute', created_at, created_at
     from scale_user`,
  );
  await client.query(
    `insert into users (id, full_name, email, phone, state, role, status, created_at)
     select id, full_name, email, phone, state, 'user', status, created_at from scale_user`,
  );
}

/**
 * Vendor applications: the big operator's first, then the last users'. Most are approved (their user becomes a
 * vendor and an admin links a provider operator), some pending, some rejected.
 */
export async function generateVendors(client: pg.ClientBase, size: ScaleSize): Promise<void> {
  await client.query(
    `create temp table scale_vendor as
     select k, case k when 1 then ${BIG_OPERATOR.number} else $1::int - k + 2 end as user_n,
       case when k = 1 then 'approved'
            when hashint8extended(k::bigint, 21) % 20 < 2 then 'pending'
            when hashint8extended(k::bigint, 21) % 20 = 2 then 'rejected' else 'approved' end as status
     from generate_series(1, $2::int) k`,
    [size.users, size.vendors],
  );
  // approved applications are linked to operators in order: the big operator's to the one with most bookings,
  // once the bookings exist (linkBigOperator)
  await client.query(
    `insert into vendors (id, user_id, company_name, registration_number, contact_name, contact_email, contact_phone,
       status, operator_id, operator_name, created_at, updated_at)
     select ${uuidSql(`'scale-vendor-' || v.k`)}, u.id,
       coalesce(o.name, 'Applicant Travels ' || v.k),
       'AS' || lpad((1000000 + v.k * 37)::text, 9, '0') || 'REG',
       coalesce(u.full_name, 'Operator ' || v.k),
       u.email, '+91' || (9100000000 + v.k)::text,
       v.status, o.id, o.name,
       u.created_at + interval '3 days',
       u.created_at + interval '3 days' + case when v.status = 'pending' then interval '0' else interval '26 hours' end
     from scale_vendor v
     join scale_user u on u.n = v.user_n
     left join (select id, name, row_number() over (order by id) as position from operators) o
       on v.status = 'approved' and o.position = v.k`,
  );
  await client.query(
    `update users u set role = 'vendor' from scale_vendor v where v.status = 'approved' and u.id = ${userIdSql('v.user_n')}`,
  );
}

/** SQL: a passenger's name, always given (an expression over a number). */
export const passengerNameSql = (n: string) =>
  `(${sqlArray(FIRST_NAMES)})[1 + (hashint8extended(${n}::bigint, 12) & 1023) % ${FIRST_NAMES.length}] || ' ' ||
   (${sqlArray(SURNAMES)})[1 + (hashint8extended(${n}::bigint, 14) & 1023) % ${SURNAMES.length}]`;

/** A traveller signed up before booking: sign-ups that came after a user's first booking move before it. */
export async function settleSignUps(client: pg.ClientBase): Promise<void> {
  await client.query(
    `create temp table scale_first as
     select user_id, min(created_at) as first from bookings group by user_id`,
  );
  for (const table of ['users', 'auth_users']) {
    await client.query(
      `update ${table} u set created_at = f.first - interval '1 day' * (1 + pg_temp.r(hashtext(u.id::text), 19) * 20)
         ${table === 'auth_users' ? ", updated_at = f.first - interval '1 day', email_confirmed_at = f.first - interval '1 day' * (1 + pg_temp.r(hashtext(u.id::text), 19) * 20), last_sign_in_at = f.first - interval '1 minute'" : ''}
       from scale_first f where f.user_id = u.id and u.created_at > f.first - interval '1 hour'`,
    );
  }
}

/** The big operator's vendor account runs the operator (travel id) with the most bookings. */
export async function linkBigOperator(client: pg.ClientBase): Promise<void> {
  await client.query(
    `with top as (select b.travel_id, o.name from bookings b join operators o on o.id = b.travel_id
                  group by b.travel_id, o.name order by count(*) desc limit 1)
     update vendors v set operator_id = null, operator_name = null
     from top where v.operator_id = top.travel_id and v.user_id <> ${userIdSql(String(BIG_OPERATOR.number))}`,
  );
  await client.query(
    `with top as (select b.travel_id, o.name from bookings b join operators o on o.id = b.travel_id
                  group by b.travel_id, o.name order by count(*) desc limit 1)
     update vendors v set operator_id = top.travel_id, operator_name = top.name, company_name = top.name
     from top where v.user_id = ${userIdSql(String(BIG_OPERATOR.number))}`,
  );
}
