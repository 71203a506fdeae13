/**
 * `npm run db:indexes-online -w @jatra/api` (DATABASE_URL set): before deploying a release onto a live database,
 * builds the indexes its pending migrations create with CREATE INDEX CONCURRENTLY, which lets writes go on
 * meanwhile. The migrations run at start in one transaction, where CONCURRENTLY is not allowed, and their plain
 * CREATE INDEX would block every write to the table for as long as the build takes; their `IF NOT EXISTS` then
 * finds the index made. See docs/admin-lists-at-volume.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const folder = path.resolve(import.meta.dirname, '../../drizzle');
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};

const statementsOf = (tag: string): string[] =>
  fs
    .readFileSync(path.join(folder, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);

async function appliedUpTo(client: pg.Client): Promise<number> {
  const table = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!table.rows[0]?.name) return 0;
  const last = await client.query('select max(created_at)::bigint as at from drizzle.__drizzle_migrations');
  return Number(last.rows[0]?.at ?? 0);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the database to prepare');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const since = await appliedUpTo(client);
    for (const { tag } of journal.entries.filter((entry) => entry.when > since)) {
      for (const statement of statementsOf(tag)) {
        if (/^CREATE EXTENSION/i.test(statement)) {
          await client.query(statement);
          continue;
        }
        const index = /^CREATE INDEX IF NOT EXISTS "([^"]+)"/i.exec(statement);
        if (!index) continue;
        // a concurrent build that failed leaves an invalid index behind, which IF NOT EXISTS would take as done
        const invalid = await client.query(
          `select 1 from pg_index where indexrelid = to_regclass($1) and not indisvalid`,
          [index[1]],
        );
        if (invalid.rowCount) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS "${index[1]}"`);
        const started = Date.now();
        await client.query(statement.replace(/^CREATE INDEX/i, 'CREATE INDEX CONCURRENTLY'));
        console.log(`${tag}: ${index[1]} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    }
  } finally {
    await client.end();
  }
}

await main();
