import { addDaysIso, todayInIndia } from '@jatra/shared';
import { readProviderTable } from './provider-table';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startTestApi, type TestApi } from '../../../test/test-api';
import { createGdsClient, GdsError, isNoService, type GdsClient } from './gds-client';

const JORHAT = 117;
const GUWAHATI = 101;

/** The production adapter against the simulator, endpoint by endpoint, over real HTTP. */
describe('GDS adapter', () => {
  let api: TestApi;
  let gds: GdsClient;
  const tomorrow = addDaysIso(todayInIndia(), 1);
  const header = (result: unknown) => readProviderTable(result)?.header;

  beforeAll(async () => {
    api = await startTestApi();
    gds = createGdsClient(loadConfig({ NODE_ENV: 'test', API_PORT: new URL(api.url).port, DATA_DIR: 'memory://' }).gds);
  });
  afterAll(() => api.close());

  it('reads the reference tables', async () => {
    expect(header(await gds.cities())).toEqual(['id', 'name', 'origin_count', 'destination_count']);
    expect(header((await gds.cityPairs()).result)?.slice(0, 3)).toEqual(['origin_id', 'destination_id', 'travel_ids']);
    expect(header((await gds.stages()).result)).toContain('city_id');
    expect(header((await gds.operators()).result)).toContain('cancellation_policies');
    expect((await gds.masters()).result).toHaveProperty('seat_layout_identifiers');
  });

  it('reads schedules, availabilities and one schedule with its stages', async () => {
    const schedules = await gds.schedules(JORHAT, GUWAHATI, tomorrow);
    expect(header(schedules.result)).toContain('fare_str');
    const availabilities = await gds.availabilities(JORHAT, GUWAHATI, tomorrow);
    const rows = readProviderTable(availabilities.result)?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    const id = String(rows[0]!.schedule_id);
    expect(readProviderTable((await gds.availability(id)).result)?.rows[0]?.schedule_id).toBe(rows[0]!.schedule_id);
    expect((await gds.schedule(id)).result).toHaveProperty('bus_layout');
    expect(header((await gds.boardingPoints(id)).result)).toContain('time');
    expect(header((await gds.droppingPoints(id)).result)).toContain('time');
  });

  it('reads the transaction log of a day and the account balance', async () => {
    expect(header((await gds.transactionLog(todayInIndia())).result)).toEqual([
      'pnr_number',
      'operator_pnr_number',
      'travel_date',
      'status_code',
      'status',
      'travel_id',
      'reservation_id',
      'route_id',
      'passenger_name',
      'fare',
    ]);
    expect((await gds.balance()).result).toHaveProperty('balance_amount');
    const operatorId = Number(readProviderTable((await gds.operators()).result)?.rows[0]?.id);
    expect((await gds.balance(operatorId)).result).toHaveProperty('balance_amount');
  });

  it('tells "no service" apart from other failures', async () => {
    const past = await gds.availabilities(JORHAT, GUWAHATI, '2020-01-01').catch((error: unknown) => error);
    expect(past).toBeInstanceOf(GdsError);
    expect(isNoService(past)).toBe(true);
    const unknown = await gds.schedule('2099010199999').catch((error: unknown) => error);
    expect(isNoService(unknown)).toBe(false);
    expect((unknown as GdsError).message).toBe('Schedule not found');
  });
});
