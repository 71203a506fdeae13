/**
 * A bulk load's usual arrangements, undone afterwards: the plain indexes of the tables written are dropped and
 * built again once the rows are in (one sort each instead of millions of insertions), and the foreign-key
 * triggers are off for the session (the rows are checked by `checkIntegrity` instead, in one pass per key).
 * Primary keys, unique and CHECK constraints stay on throughout.
 */
import type pg from 'pg';

const BULK_TABLES = [
  'bookings',
  'payment_orders',
  'refunds',
  'cancellations',
  'mail_outbox',
  'audit_events',
  'users',
  'auth_users',
  'vendors',
  'city_pairs',
  'cities',
  'operators',
  'saved_travellers',
];

export async function withBulkLoad(client: pg.ClientBase, log: (line: string) => void, load: () => Promise<void>) {
  const indexes = (
    await client.query<{ name: string; definition: string }>(
      `select i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
      [BULK_TABLES],
    )
  ).rows;
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await client.query(`set session_replication_role = replica`);
  try {
    await load();
  } finally {
    await client.query(`set session_replication_role = origin`);
    const t0 = performance.now();
    for (const index of indexes) await client.query(index.definition);
    log(`${'indexes rebuilt'.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
  }
  await checkIntegrity(client);
}

/** Every foreign key of the schema holds: one anti-join per key, as ALTER … VALIDATE would check it. */
export async function checkIntegrity(client: pg.ClientBase): Promise<void> {
  const keys = (
    await client.query<{ name: string; child: string; parent: string; child_cols: string[]; parent_cols: string[] }>(
      `select c.conname as name, c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
         array(select a.attname::text from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k) as child_cols,
         array(select a.attname::text from unnest(c.confkey) k join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k) as parent_cols
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows;
  for (const key of keys) {
    const join = key.child_cols.map((col, i) => `p."${key.parent_cols[i]}" = c."${col}"`).join(' and ');
    const present = key.child_cols.map((col) => `c."${col}" is not null`).join(' and ');
    const { rows } = await client.query(
      `select count(*)::int as n from ${key.child} c where ${present} and not exists (select 1 from ${key.parent} p where ${join})`,
    );
    if (rows[0].n > 0) throw new Error(`${rows[0].n} rows of ${key.child} break foreign key ${key.name}`);
  }
}
