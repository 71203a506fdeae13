import { describe, expect, it } from 'vitest';
import { pageRoutes } from './page-routes';

describe('pageRoutes', () => {
  it('fills a path from its parameters, encoded, and adds the query without empty keys', () => {
    expect(pageRoutes.ticket.link({ pnr: 'JT 1/2' })).toBe('/booking-details/JT%201%2F2');
    expect(pageRoutes.booking.link({ id: 42 }, { date: '2026-12-01', womenBooking: undefined })).toBe(
      '/booking/42?date=2026-12-01',
    );
    expect(pageRoutes.auth.link({ redirect: '/booking/42?date=2026-12-01' })).toBe(
      '/auth?redirect=%2Fbooking%2F42%3Fdate%3D2026-12-01',
    );
    expect(pageRoutes.payment.link(new URLSearchParams())).toBe('/payment');
    expect(pageRoutes.home.link()).toBe('/');
  });

  it('lists each page once', () => {
    const paths = Object.values(pageRoutes).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('turns a wrong page or a missing parameter into a type error', () => {
    // @ts-expect-error: no such page
    expect(pageRoutes.tickets).toBeUndefined();
    // @ts-expect-error: the ticket's page needs its PNR
    expect(() => pageRoutes.ticket.link()).toThrow();
  });
});
