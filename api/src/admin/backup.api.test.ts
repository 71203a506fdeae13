import { Writable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { ADMIN_MESSAGES, todayInIndia, inEnglish } from '@jatra/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSeats, findBookableBus, freeSeats, signInByOtp } from '../../test/booking-journey-test-kit';
import { startTestApi, type TestApi } from '../../test/api-test-kit';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../config';

type Row = Record<string, unknown>;
interface ParsedExport {
  head: { $export: string; version: number; created_at: string; tables: string[] };
  tables: Map<string, { columns: { name: string; type: string }[]; rows: Row[] }>;
  end: { tables: number; rows: number } | undefined;
}

/** Reads an export as docs/backup-export.md describes it. */
function parseExport(file: Buffer): ParsedExport {
  const lines = gunzipSync(file).toString('utf8').split('\n');
  expect(lines.pop()).toBe('');
  const parsed: ParsedExport = { head: JSON.parse(lines.shift()!), tables: new Map(), end: undefined };
  let rows: Row[] = [];
  for (const text of lines) {
    expect(parsed.end, 'nothing after the end line').toBeUndefined();
    const line = JSON.parse(text) as Row;
    if (typeof line.$table === 'string') {
      rows = [];
      parsed.tables.set(line.$table, { columns: line.columns as { name: string; type: string }[], rows });
    } else if (line.$end) parsed.end = line.$end as ParsedExport['end'];
    else rows.push(line);
  }
  return parsed;
}

/** What a cut-off gzip stream holds so far. */
const gunzipPart = (chunks: Buffer[]) =>
  gunzipSync(Buffer.concat(chunks), { finishFlush: zlibConstants.Z_SYNC_FLUSH }).toString('utf8');

/** V8's collector on demand, so the heap measured is what is alive, not what awaits collection. */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * A destination that keeps what it is given and the live heap's peak. It holds the first write that brings lines (gzip's
 * header comes alone before them) until `hold` settles; `failAtWrite` fails that write, as a closed connection does.
 */
function heldDestination(hold: Promise<void>, failAtWrite = 0) {
  const state = { chunks: [] as Buffer[], heapPeak: 0, firstLines: deferred<string>(), held: false };
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      state.chunks.push(chunk);
      if (state.chunks.length % 8 === 0) state.heapPeak = Math.max(state.heapPeak, liveHeap());
      if (state.chunks.length === failAtWrite) return done(new Error('the admin closed the tab'));
      if (state.held) return done();
      const lines = gunzipPart(state.chunks);
      if (!lines) return done();
      state.held = true;
      state.firstLines.resolve(lines);
      void hold.then(() => done());
    },
  });
  return { destination, state };
}

describe('admin: Backup Now, a streamed export of our tables', () => {
  let api: TestApi;
  let admin: { token: string; id: string };

  const download = (token = admin.token, signal?: AbortSignal) =>
    fetch(`${api.url}/api/admin/backup`, { headers: { authorization: `Bearer ${token}` }, signal });
  const activities = async () => {
    const answer = await fetch(`${api.url}/api/admin/activities`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    return ((await answer.json()) as { result: { kind: string; summary: string }[] }).result;
  };
  const count = async (table: string) =>
    Number(
      (
        (await api.database.db.execute(sql`select count(*) as n from ${sql.identifier(table)}`)) as unknown as {
          rows: { n: unknown }[];
        }
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    api = await startTestApi({ env: { AUTH_JWT_SECRET: 'admin-backup-test-secret-0123456789abcdef' } });
    const answer = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }),
    });
    const session = (await answer.json()) as { access_token: string; user: { id: string } };
    admin = { token: session.access_token, id: session.user.id };
  });
  afterAll(() => api.close());

  it('downloads every row of every table of ours as gzipped lines of JSON, without the simulators’, and records it', async () => {
    const traveller = await signInByOtp(api.url, 'backup-traveller@example.com');
    const bus = await findBookableBus(api.url, 2, 3);
    const booking = await bookSeats(api.url, traveller, bus, [freeSeats(bus.seats)[0]!.id]);

    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="jatra-backup-${todayInIndia()}.ndjson.gz"`,
    );
    // the admin remote runs on another origin and reads the name
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const backup = parseExport(Buffer.from(await response.arrayBuffer()));

    expect(backup.head).toMatchObject({ $export: 'jatra', version: 1 });
    expect(Date.parse(backup.head.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect([...backup.tables.keys()]).toEqual(backup.head.tables);
    expect(backup.head.tables).toEqual(expect.arrayContaining(['auth_users', 'payment_orders', 'refunds', 'users']));
    expect(backup.head.tables.filter((name) => /^(gds|phonepe)_sim_/.test(name))).toEqual([]);
    // every row of every table, and the totals that tell a whole file from a cut one
    const rows = [...backup.tables.values()].reduce((sum, table) => sum + table.rows.length, 0);
    expect(backup.end).toEqual({ tables: backup.tables.size, rows });
    // recorded once the last byte is written, which may be a moment after the client has it
    await expect
      .poll(async () => (await activities()).map((activity) => activity.summary))
      .toContain(`Downloaded a backup (${backup.tables.size} tables, ${rows} rows)`);
    for (const [name, table] of backup.tables) {
      // that audit row is written after the export's snapshot
      const since = name === 'audit_events' ? 1 : 0;
      expect(table.rows.length, name).toBe((await count(name)) - since);
    }

    const bookings = backup.tables.get('bookings')!;
    expect(bookings.columns).toEqual(expect.arrayContaining([{ name: 'pnr', type: 'text' }]));
    expect(bookings.rows).toEqual([
      expect.objectContaining({ pnr: booking.pnr_number, user_id: traveller.userId, status: 'tentative' }),
    ]);
    // a row's keys are its table's columns, in their order
    expect(Object.keys(bookings.rows[0]!)).toEqual(bookings.columns.map((column) => column.name));
    expect(backup.tables.get('users')!.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: traveller.userId, email: traveller.email })]),
    );
  });

  it('is for admins only', async () => {
    expect((await fetch(`${api.url}/api/admin/backup`)).status).toBe(401);
    const traveller = await signInByOtp(api.url, 'backup-snooper@example.com');
    const refused = await download(traveller.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-disposition')).toBeNull();
  });

  describe('with a table of 25,000 rows of 4 KB (100 MB of JSON)', () => {
    const BULK_ROWS = 25_000;
    beforeAll(async () => {
      await api.database.db.execute(sql`
        create table export_bulk as
        select g as id, repeat(md5(g::text), 128) as padding from generate_series(1, ${BULK_ROWS}) g`);
    }, 120_000);
    afterAll(() => api.database.db.execute(sql`drop table export_bulk`));

    it('streams: bytes are written while rows are still to be read, and memory does not grow with the rows', async () => {
      const { maintenance } = api.services.admin;
      const release = deferred();
      const { destination, state } = heldDestination(release.promise);
      const heapBefore = liveHeap();
      let settled = false;
      const exported = maintenance.backup(admin.id, () => destination).finally(() => (settled = true));

      try {
        const firstLines = await state.firstLines.promise;
        expect(firstLines).toContain('"$export":"jatra"');
        expect(firstLines).not.toContain('"$end"');
        // the reader waits for the destination, and a second export is refused meanwhile, not queued
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(false);
        await expect(maintenance.backup(admin.id, () => new Writable())).rejects.toMatchObject({
          status: 429,
          message: inEnglish(ADMIN_MESSAGES.backupBusy),
        });
      } finally {
        release.resolve();
      }

      const progress = await exported;
      const file = Buffer.concat(state.chunks);
      const backup = parseExport(file);
      expect(backup.tables.get('export_bulk')!.rows).toHaveLength(BULK_ROWS);
      expect(backup.end).toEqual(progress);
      const json = gunzipSync(file).length;
      expect(json).toBeGreaterThan(100_000_000);
      // holding the rows would take more than the whole file; a batch at a time takes a few megabytes
      expect(state.heapPeak).toBeGreaterThan(0);
      expect(state.heapPeak - heapBefore).toBeLessThan(20_000_000);
    }, 180_000);

    it('releases its connection and the export lock when the destination fails half way', async () => {
      const { destination, state } = heldDestination(Promise.resolve(), 3);
      await expect(api.services.admin.maintenance.backup(admin.id, () => destination)).rejects.toThrow(
        'the admin closed the tab',
      );
      expect(gunzipPart(state.chunks)).not.toContain('"$end"');
      // PGlite's one connection answers again; on PostgreSQL no transaction is left open
      await api.database.db.execute(sql`select 1`);
      if (api.database.kind === 'postgres') {
        const open = (await api.database.db.execute(sql`
          select count(*) as n from pg_stat_activity
          where datname = current_database() and state like 'idle in transaction%'`)) as unknown as {
          rows: { n: unknown }[];
        };
        expect(Number(open.rows[0]!.n)).toBe(0);
      }
      expect((await activities()).map((activity) => activity.summary)).toContainEqual(
        expect.stringMatching(/^Backup stopped after \d+ rows/),
      );
      const next = await download();
      expect(next.status).toBe(200);
      expect(parseExport(Buffer.from(await next.arrayBuffer())).end).toBeDefined();
    }, 180_000);

    it('ends the export when the admin’s download is aborted, and the next one goes through', async () => {
      const abort = new AbortController();
      const response = await download(admin.token, abort.signal);
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      abort.abort();
      await expect(reader.read()).rejects.toThrow();
      // the server notices the closed connection within moments; a kept-alive socket the server closed meanwhile
      // fails the request before it is sent (ECONNRESET), which says nothing of the export: asked again
      const again = () => download().catch(() => undefined);
      let next = await again();
      for (let tries = 0; (next === undefined || next.status === 429) && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        next = await again();
      }
      if (!next) throw new Error('the export could not be asked again');
      expect(next.status).toBe(200);
      expect(parseExport(Buffer.from(await next.arrayBuffer())).tables.get('export_bulk')!.rows).toHaveLength(
        BULK_ROWS,
      );
    }, 180_000);
  });
});
