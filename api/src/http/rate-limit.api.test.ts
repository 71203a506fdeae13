import { MESSAGES, inEnglish } from '@jatra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestApi, type TestApi } from '../../test/api-test-kit';

describe('the general per-address limit on /api', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ env: { API_RATE_LIMIT_PER_MINUTE: '20' } });
  });
  afterAll(() => api.close());

  it('answers 20 requests a minute from one address, then 429 in the error shape, on every /api route', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await fetch(`${api.url}/api/cities.json`)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await fetch(`${api.url}/api/cities.json`);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: inEnglish(MESSAGES.tooManyRequests) },
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // the budget is the address's, whatever it asks for; sign-in has its own limits
    expect((await fetch(`${api.url}/api/search?source=117&destination=101&date=2020-01-01`)).status).toBe(429);
    expect((await fetch(`${api.url}/auth/v1/settings`)).status).toBe(200);
  });
});

describe('the limit settings', () => {
  const base = { DATA_DIR: 'memory://' };
  it('default to 300 requests a minute, 6 seats on a bus and 12 in all, 10 holds an hour, 90 days ahead', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development' });
    expect(config.apiRateLimitPerMinute).toBe(300);
    expect(config.bookings.horizonDays).toBe(90);
    expect(config.bookings.holdCaps).toEqual({
      perUser: { seatsPerBus: 6, seats: 12, holdsPerHour: 10 },
      perIp: { seatsPerBus: 12, seats: 24, holdsPerHour: 20 },
    });
  });

  it('are each set by their own variable', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'development',
      API_RATE_LIMIT_PER_MINUTE: '50',
      BOOKING_HORIZON_DAYS: '30',
      HOLD_MAX_SEATS_PER_BUS: '4',
      HOLD_MAX_SEATS: '8',
      HOLDS_PER_HOUR: '5',
      HOLD_MAX_SEATS_PER_BUS_PER_IP: '10',
      HOLD_MAX_SEATS_PER_IP: '20',
      HOLDS_PER_HOUR_PER_IP: '40',
    });
    expect(config.apiRateLimitPerMinute).toBe(50);
    expect(config.bookings.horizonDays).toBe(30);
    expect(config.bookings.holdCaps).toEqual({
      perUser: { seatsPerBus: 4, seats: 8, holdsPerHour: 5 },
      perIp: { seatsPerBus: 10, seats: 20, holdsPerHour: 40 },
    });
  });

  it('leave the per-address caps off in test mode, where every request comes from 127.0.0.1', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'test' });
    expect(config.bookings.holdCaps.perUser).toEqual({ seatsPerBus: 6, seats: 12, holdsPerHour: 10 });
    expect(config.bookings.holdCaps.perIp.seats).toBeGreaterThanOrEqual(100_000);
    expect(config.apiRateLimitPerMinute).toBeGreaterThanOrEqual(1_000_000);
  });

  it('refuse a horizon of 0 days or more than a year', () => {
    const dev = { ...base, NODE_ENV: 'development' };
    expect(() => loadConfig({ ...dev, BOOKING_HORIZON_DAYS: '0' })).toThrow(/BOOKING_HORIZON_DAYS/);
    expect(() => loadConfig({ ...dev, BOOKING_HORIZON_DAYS: '400' })).toThrow(/BOOKING_HORIZON_DAYS/);
    expect(loadConfig({ ...dev, BOOKING_HORIZON_DAYS: '366' }).bookings.horizonDays).toBe(366);
  });
});
