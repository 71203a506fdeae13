/**
 * `npm run scale:generate -- --size full|small|<factor> --database-url postgres://…`: fills an empty PostgreSQL
 * database with a year of Jatra (docs/scale-data-set.md). The API's own migrations make the schema; the rows
 * are written set-based (`insert … select` over generate_series), never one by one, so a full year takes minutes.
 */
import pg from 'pg';
import { openDatabase } from '../../../api/src/db/database';
import { generateCatalogue, syncProviderCatalogue } from './catalogue';
import { planBookings } from './bookings-plan';
import { timeBookings } from './bookings-timeline';
import { writeBookings, writeSeatLines } from './bookings-write';
import { writeDateChanges } from './date-changes';
import { writeMailAndAudit } from './mail-audit';
import { generateUsers, generateVendors, linkBigOperator, seedAdmin, settleSignUps } from './people';
import { writePayments } from './payments-write';
import { NAMED_SIZES, scaleSize, type ScaleSize } from './scale-size';
import { generateServices, loadServices } from './services';
import { withBulkLoad } from './bulk-load';

export interface GenerateOptions {
  databaseUrl: string;
  size: ScaleSize;
  /** the data set ends here (default: now) */
  at?: Date;
  log?: (line: string) => void;
}

export interface GenerateResult {
  seconds: number;
  tables: { table: string; rows: number; bytes: number }[];
}

export async function generateScaleData(options: GenerateOptions): Promise<GenerateResult> {
  const { size } = options;
  const at = options.at ?? new Date();
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const client = new pg.Client({ connectionString: options.databaseUrl });
  let connected = false;
  const step = async (name: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    // the working tables of this session: statistics, so that the next step's joins are planned on them
    if (connected) {
      const temp = await client.query<{ name: string }>(
        `select relname as name from pg_class where relnamespace = pg_my_temp_schema() and relkind = 'r'`,
      );
      for (const table of temp.rows) await client.query(`analyze ${table.name}`);
    }
    log(`${name.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s`);
  };
  // the schema is the API's: its migrations, run the way the API runs them at start
  const handle = await openDatabase({ databaseUrl: options.databaseUrl, pgliteDataDir: 'memory://' });
  try {
    await step('catalogue (provider lists)', () => syncProviderCatalogue(handle.db, size, at));
    await step('admin', () => seedAdmin(handle.db, new Date(at.getTime() - 400 * 86_400_000)));
  } finally {
    await handle.close();
  }
  await client.connect();
  connected = true;
  try {
    await client.query(`set work_mem = '256MB'`);
    await withBulkLoad(client, log, async () => {
      await step('catalogue (generated)', () => generateCatalogue(client, size, at));
      await step('users', () => generateUsers(client, size, at));
      await step('vendors', () => generateVendors(client, size));
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
      await step('buses', async () => {
        await loadServices(client, today);
        await generateServices(client);
      });
      await step('bookings: plan', () => planBookings(client, size, at));
      await step('bookings: timeline', () => timeBookings(client, at));
      await step('bookings: seats', () => writeSeatLines(client));
      await step('bookings', () => writeBookings(client, at));
      await step('payments, cancellations', () => writePayments(client, at));
      await step('date changes', () => writeDateChanges(client));
      await step('mail and audit', () => writeMailAndAudit(client, at));
      await step('sign-ups, big operator', async () => {
        await settleSignUps(client);
        await linkBigOperator(client);
      });
    });
    await step('analyze', () => client.query('analyze'));
    const tables = (
      await client.query<{ table: string; rows: string; bytes: string }>(
        `select c.relname as table, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as bytes
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc`,
      )
    ).rows.map((row) => ({ table: row.table, rows: Math.max(0, Number(row.rows)), bytes: Number(row.bytes) }));
    return { seconds: (performance.now() - started) / 1000, tables };
  } finally {
    await client.end();
  }
}

function parseArgs(argv: string[]): { databaseUrl: string; size: ScaleSize } {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const databaseUrl = value('--database-url') ?? process.env.DATABASE_URL;
  const sizeArg = value('--size') ?? 'small';
  const factor = sizeArg in NAMED_SIZES ? NAMED_SIZES[sizeArg as keyof typeof NAMED_SIZES] : Number(sizeArg);
  if (!databaseUrl || !Number.isFinite(factor)) {
    console.error('usage: npm run scale:generate -- --size full|small|<factor> --database-url postgres://…');
    process.exit(2);
  }
  return { databaseUrl, size: scaleSize(factor) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { databaseUrl, size } = parseArgs(process.argv.slice(2));
  console.log(`[scale] generating ${JSON.stringify(size)}`);
  const result = await generateScaleData({ databaseUrl, size, log: (line) => console.log(`[scale] ${line}`) });
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
  console.table(
    Object.fromEntries(result.tables.map((table) => [table.table, { rows: table.rows, size: mb(table.bytes) }])),
  );
  const total = result.tables.reduce((sum, table) => sum + table.bytes, 0);
  console.log(`[scale] done in ${result.seconds.toFixed(0)} s; ${mb(total)} in all`);
}
