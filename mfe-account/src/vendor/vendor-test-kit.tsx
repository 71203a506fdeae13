import type { VendorDashboard, VendorDeparture, VendorManifest } from '@jatra/shared';
import type { Locale } from '@jatra/shared/i18n';
import { fakeHostApi, renderInHost, routeOrWhere, Where } from '@jatra/shared/testing';
import { accountI18n } from '../i18n';
import { vi } from 'vitest';
import { VendorDashboardPage } from './VendorDashboardPage';

/** Test helpers for the vendor dashboard's tests (not shipped: only tests import this file). */

export const departure = (overrides: Partial<VendorDeparture> = {}): VendorDeparture => ({
  schedule_id: '4521',
  travel_date: '2026-12-01',
  departure_time: '21:30',
  origin: 'Jorhat',
  destination: 'Guwahati',
  bus_name: 'Assam Deluxe',
  bus_type: 'AC Sleeper (2+1)',
  seats_sold: 12,
  bookings: 7,
  revenue: 113400,
  refunded_by_operator: 0,
  ...overrides,
});

export function dashboard(overrides: Partial<VendorDashboard> = {}): { result: VendorDashboard } {
  return {
    result: {
      vendor: {
        id: '3f1d0c52-5a55-4a0e-9a55-0d1f2a3b4c5d',
        user_id: '7b2e1c40-1111-4a0e-9a55-0d1f2a3b4c5d',
        company_name: 'Brahmaputra Travels Pvt Ltd',
        registration_number: 'U60231AS2019PTC019999',
        contact_name: 'Pranjal Saikia',
        contact_email: 'ops@brahmaputra.example',
        contact_phone: '+919876500000',
        status: 'approved',
        created_at: '2026-10-04T20:00:00Z',
        updated_at: '2026-10-05T10:00:00Z',
      },
      operator: { id: 7, name: 'Brahmaputra Travels' },
      departures: [
        departure(),
        departure({ schedule_id: '4600', travel_date: '2026-12-02', revenue: 0, seats_sold: 0, bookings: 0 }),
      ],
      bookings: [
        {
          pnr_number: 'JTOLD',
          status: 'cancelled',
          schedule_id: '4521',
          travel_date: '2026-12-01',
          departure_time: '21:30',
          origin: 'Jorhat',
          destination: 'Guwahati',
          seats: ['L1'],
          total_amount: 945,
          created_at: '2026-11-01T10:00:00Z',
        },
        {
          pnr_number: 'JTNEW',
          status: 'confirmed',
          schedule_id: '4521',
          travel_date: '2026-12-01',
          departure_time: '21:30',
          origin: 'Jorhat',
          destination: 'Guwahati',
          seats: ['L4', 'L5'],
          total_amount: 105000,
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
      ...overrides,
    },
  };
}

export function manifest(overrides: Partial<VendorManifest> = {}): { result: VendorManifest } {
  const passenger = (seat: string, name: string, gender: 'male' | 'female' | 'other', pnr: string) => ({
    pnr_number: pnr,
    seat_number: seat,
    name,
    age: 30,
    gender,
    mobile: '9876543210',
    boarding_point: 'Jorhat ASTC',
    boarding_time: '21:15',
    dropping_point: 'ISBT Guwahati',
  });
  return {
    result: {
      departure: departure(),
      passengers: [passenger('L10', 'Rahul Bora', 'male', 'JTNEW'), passenger('L4', 'Anjali Bora', 'female', 'JTNEW')],
      ...overrides,
    },
  };
}

export function respond(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const apiError = (status: number, message: string, code = 'error') =>
  respond({ error: { code, message } }, status);

/** A fake API by path: anything else is a 404 in the API's error shape. */
export function fakeApi(routes: Record<string, () => Response | Promise<Response>>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      paths.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const handler = routes[url.pathname];
      return handler ? handler() : apiError(404, 'Not found', 'not_found');
    }),
  );
  return { paths };
}

/** Draws the dashboard at `entry`, in `locale` (whose catalogue the test has loaded first). */
export function renderVendor(entry = '/vendor', locale: Locale = 'en') {
  const host = fakeHostApi({ getAccessToken: async () => 'token', locale });
  renderInHost(
    entry,
    <accountI18n.I18nProvider locale={locale}>
      {routeOrWhere(
        '/vendor',
        <>
          <VendorDashboardPage />
          <Where />
        </>,
      )}
    </accountI18n.I18nProvider>,
    host,
  );
  return host;
}
