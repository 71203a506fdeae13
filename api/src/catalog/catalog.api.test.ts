import { desc } from 'drizzle-orm';
import {
  ADMIN_CITIES_PAGE_SIZE,
  ADMIN_CITY_PAIRS_LIMIT,
  ADMIN_MESSAGES,
  adminCitiesResponseSchema,
  adminCityPairsResponseSchema,
  adminMastersResponseSchema,
  adminOperatorsResponseSchema,
  syncResultResponseSchema,
  syncStatusResponseSchema,
  inEnglish,
} from '@jatra/shared';
import { readProviderTable } from '../provider/gds/provider-table';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, startFakeProvider, startTestApi, type TestApi } from '../../test/api-test-kit';
import { auditEvents } from '../audit';
import { cities } from '../db/schema';
import { DEV_GDS_API_KEY } from '../config';
import { createCatalogRepository } from './catalog.repository';

const JORHAT = 117;

/** Calls the GDS simulator received, by endpoint (the API's, and this file's own reads of the provider's tables). */
const providerCalls: string[] = [];
const callsOf = (endpoint: string) => providerCalls.filter((call) => call === endpoint).length;

function adminClient(apiUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get(path: string) {
      const response = await fetch(`${apiUrl}/api${path}`, { headers });
      return { status: response.status, body: (await response.json()) as any };
    },
    async sync(target: string) {
      const response = await fetch(`${apiUrl}/api/admin/sync/${target}`, { method: 'POST', headers });
      return { status: response.status, body: (await response.json()) as any };
    },
  };
}

describe('admin catalog against the GDS simulator', () => {
  let api: TestApi;
  let admin: ReturnType<typeof adminClient>;
  let adminId: string;
  /** the simulator's own tables, read as a client would */
  const providerTable = async (endpoint: string) => {
    const response = await fetch(`${api.url}/sim/gds/api/${endpoint}`, { headers: { 'api-key': DEV_GDS_API_KEY } });
    return readProviderTable(((await response.json()) as { result: unknown }).result)!;
  };
  const knobs = (body: Record<string, unknown>) =>
    fetch(`${api.url}/sim/gds/knobs`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    api = await startTestApi();
    api.onRequest((path) => {
      const endpoint = new URL(path, api.url).pathname.split('/gds/api/')[1];
      if (endpoint) providerCalls.push(endpoint);
    });
    const session = await adminSession(api.url);
    admin = adminClient(api.url, session.token);
    adminId = session.userId;
  });
  afterAll(async () => {
    await api.close();
  });
  afterEach(async () => {
    await knobs({});
  });

  it('says every list is unsynced before the first sync', async () => {
    const { status, body } = await admin.get('/admin/sync');
    expect(status).toBe(200);
    expect(syncStatusResponseSchema.parse(body).result).toEqual([
      { target: 'cities', key: 'cities_last_sync', synced_at: null, count: null },
      { target: 'city-pairs', key: 'city_pairs_last_sync', synced_at: null, count: null },
      { target: 'operators', key: 'operators_last_sync', synced_at: null, count: null },
      { target: 'masters', key: 'masters_last_sync', synced_at: null, count: null },
    ]);
    expect((await admin.get('/admin/operators')).body.result.operators).toEqual([]);
  });

  it('copies every operator the provider lists, and a second sync changes nothing but the time', async () => {
    const providerRows = (await providerTable('operators.json')).rows;
    const first = await admin.sync('operators');
    expect(first.status).toBe(200);
    const { result } = syncResultResponseSchema.parse(first.body);
    expect(result).toMatchObject({
      target: 'operators',
      count: providerRows.length,
      message: `Successfully synchronized ${providerRows.length} operators`,
    });
    const listed = (await admin.get('/admin/operators')).body.result.operators;
    expect(listed.map((operator: { id: number }) => operator.id).sort()).toEqual(
      providerRows.map((row) => row.id).sort(),
    );

    const second = await admin.sync('operators');
    expect(second.body.result.count).toBe(providerRows.length);
    expect((await admin.get('/admin/operators')).body.result.operators).toEqual(listed);
    const status = syncStatusResponseSchema.parse((await admin.get('/admin/sync')).body).result;
    expect(status.find((entry) => entry.target === 'operators')).toEqual({
      target: 'operators',
      key: 'operators_last_sync',
      synced_at: second.body.result.synced_at,
      count: providerRows.length,
    });
  });

  it('records each sync in the audit log as the admin’s', async () => {
    const { body } = await admin.sync('masters');
    const [latest] = await api.database.db.select().from(auditEvents).orderBy(desc(auditEvents.createdAt)).limit(1);
    expect(latest).toMatchObject({ kind: 'sync', summary: body.result.message, actorId: adminId });
  });

  it('runs a sync asked for twice at once only once, and both callers get its answer', async () => {
    await knobs({ latencyMs: 300 });
    const before = callsOf('city_pairs.json');
    const [one, two] = await Promise.all([admin.sync('city-pairs'), admin.sync('city-pairs')]);
    expect(callsOf('city_pairs.json') - before).toBe(1);
    expect(one.status).toBe(200);
    expect(two.body).toEqual(one.body);
  });

  it('answers a provider failure with 502 and our message, keeping the stored copy', async () => {
    const before = (await admin.get('/admin/operators')).body.result.operators;
    await knobs({ forcedErrors: { 'operators.json': { kind: 'envelope', code: 500, message: 'Maintenance window' } } });
    const failed = await admin.sync('operators');
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      error: {
        code: 'provider_error',
        message: inEnglish(ADMIN_MESSAGES.syncFailed('operators', 'Maintenance window')),
      },
    });
    await knobs({ forcedErrors: { 'cities.json': { kind: 'http', status: 503 } } });
    // an HTML error page: the adapter's network error
    expect((await admin.sync('cities')).body.error.message).toBe('Failed to sync cities: Network Error');
    expect((await admin.get('/admin/operators')).body.result.operators).toEqual(before);
  });

  it('refuses an unknown list', async () => {
    const { status, body } = await admin.sync('buses');
    expect(status).toBe(400);
    expect(body.error.message).toBe('Unknown list to synchronize');
  });

  it('pages the synced cities 50 at a time and searches them by name, any case', async () => {
    const providerCount = (await providerTable('cities.json')).rows.length;
    const synced = await admin.sync('cities');
    expect(synced.body.result).toMatchObject({
      count: providerCount,
      message: `Successfully synchronized ${providerCount} cities`,
    });
    const first = adminCitiesResponseSchema.parse((await admin.get('/admin/cities')).body).result;
    expect(first).toMatchObject({
      total: { count: providerCount, kind: 'exact' },
      page_size: ADMIN_CITIES_PAGE_SIZE,
      previous: null,
    });
    expect(first.cities).toHaveLength(Math.min(providerCount, ADMIN_CITIES_PAGE_SIZE));
    const second = adminCitiesResponseSchema.parse((await admin.get(`/admin/cities?after=${first.next}`)).body).result;
    expect(second.cities).toHaveLength(providerCount - ADMIN_CITIES_PAGE_SIZE);
    expect(second.next).toBeNull();
    const back = adminCitiesResponseSchema.parse((await admin.get(`/admin/cities?before=${second.previous}`)).body);
    expect(back.result.cities).toEqual(first.cities);
    const names = [...first.cities, ...second.cities].map((city) => city.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(providerCount);

    const found = (await admin.get('/admin/cities?q=JOR')).body.result;
    expect(found.cities.map((city: { name: string }) => city.name)).toEqual(['Jorhat']);
    expect(found.total).toEqual({ count: 1, kind: 'exact' });
    expect((await admin.get('/admin/cities?q=%25')).body.result.total.count).toBe(0);
    // two letters: names starting with them
    const short = (await admin.get('/admin/cities?q=jo')).body.result.cities.map((city: { name: string }) => city.name);
    expect(short.length).toBeGreaterThan(0);
    for (const name of short) expect(name.toLowerCase().startsWith('jo')).toBe(true);
    const bad = await admin.get('/admin/cities?after=%7B%7D');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Unknown page');
  });

  it('finds city pairs by either city, with names, distance and the number of operators', async () => {
    const providerRows = (await providerTable('city_pairs.json')).rows;
    await admin.sync('cities');
    const synced = await admin.sync('city-pairs');
    expect(synced.body.result.message).toBe(`Successfully synchronized ${providerRows.length} city pairs`);

    const { result } = adminCityPairsResponseSchema.parse((await admin.get('/admin/city-pairs?q=jorhat')).body);
    const expected = providerRows.filter((row) => row.origin_id === JORHAT || row.destination_id === JORHAT);
    expect(result.total).toEqual({ count: expected.length, kind: 'exact' });
    expect(result.pairs).toHaveLength(expected.length);
    for (const pair of result.pairs) {
      expect([pair.origin_city, pair.destination_city]).toContain('Jorhat');
      const row = expected.find(
        (candidate) => candidate.origin_id === pair.origin_id && candidate.destination_id === pair.destination_id,
      )!;
      expect(pair).toMatchObject({
        distance_km: row.distance_km,
        travel_time_minutes: row.travel_minutes,
        routes_count: String(row.travel_ids).split(',').length,
      });
    }
    const all = adminCityPairsResponseSchema.parse((await admin.get('/admin/city-pairs')).body).result;
    expect(all.total).toEqual({ count: providerRows.length, kind: 'exact' });
    expect(all.pairs).toHaveLength(Math.min(providerRows.length, ADMIN_CITY_PAIRS_LIMIT));
    const labels = all.pairs.map((pair) => [pair.origin_city.toLowerCase(), pair.destination_city.toLowerCase()]);
    expect(labels).toEqual([...labels].sort());
  });

  it('shows an operator’s bands, its busiest routes, its other columns, and no contact it was not sent', async () => {
    await admin.sync('cities');
    await admin.sync('city-pairs');
    await admin.sync('operators');
    const { result } = adminOperatorsResponseSchema.parse((await admin.get('/admin/operators?q=GREEN valley')).body);
    expect(result.operators.map((operator) => operator.name)).toEqual(['Green Valley Travels']);
    expect(result.total).toEqual({ count: 1, kind: 'exact' });
    const [green] = result.operators;
    const row = (await providerTable('operators.json')).rows.find((candidate) => candidate.id === green!.id)!;
    expect(green).toMatchObject({
      cancellation_policy: '0-6|100,6-24|50,24-48|25,48-720|10',
      cancellation_bands: [
        { fromHours: 0, toHours: 6, chargePercent: 100 },
        { fromHours: 6, toHours: 24, chargePercent: 50 },
        { fromHours: 24, toHours: 48, chargePercent: 25 },
        { fromHours: 48, toHours: 720, chargePercent: 10 },
      ],
      cancellation_allowed: true,
      cancellation_time: Number(row.cancellation_time),
      schedules_count: row.schedules_per_day,
      commission_percent: row.convenience_charge_percent,
      round_trip: false,
      contact_person: null,
      contact_phone: null,
      contact_email: null,
      website: null,
    });
    expect(green!.metadata).toMatchObject({ time_zone: 'Asia/Kolkata', reschedule_policies: row.reschedule_policies });
    expect(green!.metadata).not.toHaveProperty('name');
    const runs = (await providerTable('city_pairs.json')).rows.filter((pair) =>
      String(pair.travel_ids).split(',').map(Number).includes(green!.id),
    );
    expect(green!.popular_routes).toHaveLength(Math.min(5, runs.length));
    for (const route of green!.popular_routes) expect(route).toMatch(/^\S.* → \S.*$/);
    expect(green!.popular_routes.some((route) => route.includes('Jorhat'))).toBe(true);
  });

  it('lists the masters without their header rows', async () => {
    const synced = await admin.sync('masters');
    expect(synced.body.result.message).toBe(inEnglish(ADMIN_MESSAGES.mastersSynced));
    const { result } = adminMastersResponseSchema.parse((await admin.get('/admin/masters')).body);
    expect(result.seat_layout_identifiers).toContainEqual({ code: '.GY', description: 'Gangway' });
    expect(result.bus_types.length).toBeGreaterThan(0);
    expect(result.bus_categories.length).toBeGreaterThan(0);
    expect(result.bus_types.some((type) => type.name === 'name')).toBe(false);
    expect(result.synced_at).toBe(synced.body.result.synced_at);
  });

  it('counts the synced operators for the overview', async () => {
    await admin.sync('operators');
    expect(await createCatalogRepository(api.database.db).operatorsCount()).toBe(
      (await providerTable('operators.json')).rows.length,
    );
  });
});

describe('admin catalog against a provider whose lists change and misbehave', () => {
  const operatorHeader = ['id', 'name', 'cancellation_policies', 'round_trip', 'logo'];
  let operatorRows: unknown[][] = [];
  let pairCount = 0;
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let api: TestApi;
  let admin: ReturnType<typeof adminClient>;

  beforeAll(async () => {
    provider = await startFakeProvider((req, res) => {
      const json = (body: unknown) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (req.url?.startsWith('/gds/api/operators.json')) return json({ result: [operatorHeader, ...operatorRows] });
      if (req.url?.startsWith('/gds/api/city_pairs.json')) {
        const rows = Array.from({ length: pairCount }, (_, index) => [1000 + index, 2000 + index, '7,8']);
        return json({ result: [['origin_id', 'destination_id', 'travel_ids'], ...rows] });
      }
      return json({ response: { code: 404, message: 'Unknown endpoint' } });
    });
    api = await startTestApi({ env: { GDS_BASE_URL: provider.baseUrl, GDS_API_KEY: 'test-key' } });
    admin = adminClient(api.url, (await adminSession(api.url)).token);
  });
  afterAll(async () => {
    await api.close();
    await provider.close();
  });

  it('drops malformed and repeated rows, and removes operators the provider no longer sends', async () => {
    operatorRows = [
      [1, 'Alpha Travels', '0-24|100,24-720|10', 'true', 'https://example.com/a.png'],
      [2, 'Beta Travels', null, false, ''],
      [3, 'Gamma Travels', '0-720|100', 0, null],
      ['x', 'Bad Id', null, false, null],
      [4, '  ', null, false, null],
      [1, 'Alpha Again', null, false, null],
      [5, 'Short row'],
    ];
    expect((await admin.sync('operators')).body.result.count).toBe(3);
    const listed = (await admin.get('/admin/operators')).body.result.operators;
    expect(
      listed.map((operator: any) => [operator.name, operator.round_trip, operator.cancellation_allowed, operator.logo]),
    ).toEqual([
      ['Alpha Travels', true, true, 'https://example.com/a.png'],
      // no bands: sold under the site's policy, which allows cancelling
      ['Beta Travels', false, true, null],
      // every band keeps the whole fare
      ['Gamma Travels', false, false, null],
    ]);
    expect(listed[1].cancellation_bands).toEqual([]);

    operatorRows = [[2, 'Beta Travels Renamed', null, false, null]];
    expect((await admin.sync('operators')).body.result.count).toBe(1);
    expect((await admin.get('/admin/operators')).body.result.operators.map((operator: any) => operator.name)).toEqual([
      'Beta Travels Renamed',
    ]);
  });

  it('refuses a list whose every row is malformed, keeping the stored copy', async () => {
    operatorRows = [['x', 'Bad Id', null, false, null]];
    const failed = await admin.sync('operators');
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe('Failed to sync operators: Invalid response format');
    expect((await admin.get('/admin/operators')).body.result.operators).toHaveLength(1);
  });

  it('pages 100 city pairs at a time by key, both ways; a destination not synced yet shows under its id', async () => {
    pairCount = 150;
    expect((await admin.sync('city-pairs')).body.result.count).toBe(150);
    const db = api.database.db;
    // the origins' names are known, the destinations' are not
    await db
      .insert(cities)
      .values(
        Array.from({ length: 150 }, (_, index) => ({
          id: 1000 + index,
          name: `Town ${String(index).padStart(3, '0')}`,
          originCount: 1,
          destinationCount: 0,
          syncedAt: new Date(),
        })),
      )
      .onConflictDoNothing();
    const first = adminCityPairsResponseSchema.parse((await admin.get('/admin/city-pairs?q=town')).body).result;
    expect(first.total).toEqual({ count: 150, kind: 'exact' });
    expect(first.pairs).toHaveLength(ADMIN_CITY_PAIRS_LIMIT);
    expect(first.pairs[0]).toEqual({
      origin_id: 1000,
      destination_id: 2000,
      origin_city: 'Town 000',
      destination_city: 'City 2000',
      distance_km: null,
      travel_time_minutes: null,
      routes_count: 2,
    });
    const second = adminCityPairsResponseSchema.parse(
      (await admin.get(`/admin/city-pairs?q=town&after=${first.next}`)).body,
    ).result;
    expect(second.pairs.map((pair) => pair.origin_city)).toEqual(
      Array.from({ length: 50 }, (_, index) => `Town ${String(index + 100).padStart(3, '0')}`),
    );
    expect(second.next).toBeNull();
    const back = adminCityPairsResponseSchema.parse(
      (await admin.get(`/admin/city-pairs?q=town&before=${second.previous}`)).body,
    ).result;
    expect(back.pairs).toEqual(first.pairs);
  });
});
