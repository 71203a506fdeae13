/**
 * Every read a person waits for, defined once: the full scale bench times each one on the year-sized data
 * set, and the CI guard asks each one on a small set and checks its plans. A read names who asks it, the
 * goal its p95 is held to, and how to find its path on the data at hand (a PNR, a later page, a busy bus).
 */
import { todayInIndia } from '@jatra/shared';

/** p95 goals on the scale data set, in ms. */
export const SCALE_GOAL_MS = { list: 50, overview: 150 } as const;
export type ScaleGoal = keyof typeof SCALE_GOAL_MS;

/** Who signs in for a read: the data set's admin, its heavy traveller, its big operator's vendor, or nobody. */
export type Who = 'admin' | 'traveller' | 'vendor' | 'anyone';

/** The data set's people (its conventions: the generator creates them, the dev admin is the API's). */
export const SCALE_PEOPLE = {
  traveller: 'heavy.traveller@scale.jatra.test',
  vendor: 'big.operator@scale.jatra.test',
} as const;

export interface ReadContext {
  /** GET as `who`, the JSON answer (a read that is not 200 throws) */
  get<T>(who: Who, path: string): Promise<T>;
  /** rows of a query on the database the API reads */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Thrown by a read's path() when the API under test has no such read yet: the read is reported, not timed. */
export class NotOnThisApi extends Error {}

export interface ScaleRead {
  name: string;
  who: Who;
  goal: ScaleGoal;
  path(context: ReadContext): Promise<string>;
}

const fixed = (path: string) => async () => path;

/** A page of My Bookings, after following `next_cursor` from the first page `pages` times. */
async function myBookingsPage(context: ReadContext, pages: number): Promise<string> {
  let path = '/api/bookings';
  for (let page = 0; page < pages; page += 1) {
    const answer = await context.get<{ next_cursor?: string | null }>('traveller', path);
    if (answer.next_cursor === undefined) throw new NotOnThisApi('My Bookings is not paged on this API');
    if (answer.next_cursor === null) throw new Error(`the heavy traveller has fewer than ${pages + 1} pages`);
    path = `/api/bookings?cursor=${encodeURIComponent(answer.next_cursor)}`;
  }
  return path;
}

/** The heavy traveller's newest confirmed booking that had a seat cancelled: an e-ticket with all its parts. */
async function eTicket(context: ReadContext): Promise<string> {
  const [row] = await context.rows<{ pnr: string }>(
    `select b.pnr from bookings b join auth_users u on u.id = b.user_id
      where u.email = $1 and b.status = 'confirmed'
        and exists (select 1 from cancellations c where c.booking_id = b.id)
      order by b.created_at desc limit 1`,
    [SCALE_PEOPLE.traveller],
  );
  if (!row) throw new Error('the heavy traveller has no confirmed booking with a cancellation');
  return `/api/booking_details.json?pnr_number=${row.pnr}`;
}

/** The big operator's departure with the most bookings. */
async function busiestBus(context: ReadContext): Promise<string> {
  const [row] = await context.rows<{ schedule_id: string }>(
    `select b.schedule_id from bookings b
      where b.travel_id = (select v.operator_id from vendors v join auth_users u on u.id = v.user_id where u.email = $1)
      group by b.schedule_id order by count(*) desc limit 1`,
    [SCALE_PEOPLE.vendor],
  );
  if (!row) throw new Error('the big operator has no bookings');
  return `/api/vendor/manifest/${encodeURIComponent(row.schedule_id)}`;
}

/**
 * A later page of an admin list: paged by key (`result.next`, a cursor), ten pages on, which costs what page
 * 20,000 would; paged by number (the API before keyset paging), the page 80 % of the way down.
 */
async function laterPage(context: ReadContext, table: string, pageSize: number, path: string): Promise<string> {
  const join = path.includes('?') ? '&' : '?';
  let page = await context.get<{ result: { next?: string | null } }>('admin', path);
  if (page.result.next === undefined) {
    const [row] = await context.rows<{ rows: string }>(`select count(*) as rows from ${table}`);
    return `${path}${join}page=${Math.max(1, Math.floor((Number(row!.rows) / pageSize) * 0.8))}`;
  }
  let next = `${path}${join}after=${page.result.next}`;
  for (let pages = 1; pages < 10 && page.result.next; pages += 1) {
    next = `${path}${join}after=${page.result.next}`;
    page = await context.get<{ result: { next?: string | null } }>('admin', next);
  }
  return next;
}

/** The ledger searched for the PNR of the heavy traveller's newest refund, as an admin on a support call. */
async function ledgerOfPnr(context: ReadContext, kind: 'payments' | 'refunds'): Promise<string> {
  const [row] = await context.rows<{ pnr: string }>(
    `select b.pnr from refunds r join bookings b on b.id = r.booking_id join auth_users u on u.id = b.user_id
      where u.email = $1 order by r.created_at desc limit 1`,
    [SCALE_PEOPLE.traveller],
  );
  if (!row) throw new Error('the heavy traveller has no refund');
  return `/api/admin/payments?kind=${kind}&q=${row.pnr}`;
}

/** The read every other is compared with in the guard: one row by primary key behind the same sign-in. */
export const BASELINE_READ: ScaleRead = {
  name: 'profile (baseline)',
  who: 'traveller',
  goal: 'list',
  path: fixed('/api/profile'),
};

export const SCALE_READS: ScaleRead[] = [
  BASELINE_READ,
  { name: 'My Bookings, first page', who: 'traveller', goal: 'list', path: fixed('/api/bookings') },
  { name: 'My Bookings, 5th page', who: 'traveller', goal: 'list', path: (context) => myBookingsPage(context, 4) },
  { name: 'e-ticket', who: 'traveller', goal: 'list', path: eTicket },
  { name: 'typeahead `gu`', who: 'anyone', goal: 'list', path: fixed('/api/cities?q=gu') },
  { name: 'admin users', who: 'admin', goal: 'list', path: fixed('/api/admin/users') },
  { name: 'admin users `kumar`', who: 'admin', goal: 'list', path: fixed('/api/admin/users?q=kumar') },
  {
    name: 'admin users, a later page',
    who: 'admin',
    goal: 'list',
    path: (context) => laterPage(context, 'users', 50, '/api/admin/users'),
  },
  { name: 'admin vendors', who: 'admin', goal: 'list', path: fixed('/api/admin/vendors') },
  { name: 'admin operators', who: 'admin', goal: 'list', path: fixed('/api/admin/operators') },
  { name: 'admin operators `travels`', who: 'admin', goal: 'list', path: fixed('/api/admin/operators?q=travels') },
  { name: 'admin cities', who: 'admin', goal: 'list', path: fixed('/api/admin/cities') },
  { name: 'admin cities `pur`', who: 'admin', goal: 'list', path: fixed('/api/admin/cities?q=pur') },
  {
    name: 'admin cities, a later page',
    who: 'admin',
    goal: 'list',
    path: (context) => laterPage(context, 'cities', 50, '/api/admin/cities'),
  },
  { name: 'admin city pairs', who: 'admin', goal: 'list', path: fixed('/api/admin/city-pairs') },
  { name: 'admin city pairs `guwahati`', who: 'admin', goal: 'list', path: fixed('/api/admin/city-pairs?q=guwahati') },
  {
    name: 'admin transactions, today',
    who: 'admin',
    goal: 'list',
    path: async () => `/api/admin/transactions?date=${todayInIndia()}`,
  },
  { name: 'admin payments (ours)', who: 'admin', goal: 'list', path: fixed('/api/admin/payments') },
  {
    name: 'admin payments, a later page',
    who: 'admin',
    goal: 'list',
    path: (context) => laterPage(context, 'payment_orders', 25, '/api/admin/payments'),
  },
  { name: 'admin payments of a PNR', who: 'admin', goal: 'list', path: (context) => ledgerOfPnr(context, 'payments') },
  { name: 'admin refunds (ours)', who: 'admin', goal: 'list', path: fixed('/api/admin/payments?kind=refunds') },
  { name: 'admin refunds of a PNR', who: 'admin', goal: 'list', path: (context) => ledgerOfPnr(context, 'refunds') },
  { name: 'admin support inbox', who: 'admin', goal: 'list', path: fixed('/api/admin/support/conversations') },
  { name: 'admin overview', who: 'admin', goal: 'overview', path: fixed('/api/admin/overview') },
  { name: 'admin recent activities', who: 'admin', goal: 'list', path: fixed('/api/admin/activities') },
  { name: 'vendor dashboard', who: 'vendor', goal: 'list', path: fixed('/api/vendor/dashboard') },
  { name: 'vendor manifest, busiest bus', who: 'vendor', goal: 'list', path: busiestBus },
];
