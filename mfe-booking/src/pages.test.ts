import { dataRequestsFor } from '@jatra/shared/page-assets';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSchedule } from './booking-page/schedule/schedule-api';
import { BOOKING_PAGES } from './pages';

afterEach(() => vi.unstubAllGlobals());

describe('BOOKING_PAGES', () => {
  it('names the very request the seat map makes first, so the preload is used', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        requested.push(url.pathname + url.search);
        return new Response('{}', { status: 500 });
      }),
    );
    const host = { apiBaseUrl: 'http://api.test', user: null, getAccessToken: async () => null };
    await getSchedule(host as never, '2026112500013').catch(() => undefined);
    const { path, data } = BOOKING_PAGES.booking;
    expect(dataRequestsFor(data, path, new URL('http://x/booking/2026112500013'))).toEqual(requested);
  });
});
