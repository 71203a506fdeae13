import { SITE_CANCELLATION_POLICY, type BookingRecord } from '@jatra/shared';
import { fakeHostApi, renderInHost, routeOrWhere } from '@jatra/shared/testing';
import type { ReactElement } from 'react';

/** Test helpers shared by the account remote's page tests (not shipped: only tests import this file). */

export const HOUR = 3_600_000;

export function bookingRecord(id: string, overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id,
    pnr_number: `JT${id}`,
    operator_pnr: null,
    ticket_number: null,
    status: 'confirmed',
    payment_status: 'completed',
    schedule_id: '4521',
    origin: 'Jorhat',
    destination: 'Guwahati',
    origin_id: 117,
    destination_id: 101,
    travel_date: '2026-12-01',
    departure_time: '21:30',
    arrival_time: '04:45',
    bus_name: 'Assam Deluxe',
    bus_type: 'AC Sleeper (2+1)',
    seats: [
      { seat_number: 'L4', fare: 900, deck: 'lower', type: 'sleeper' },
      { seat_number: 'L5', fare: 900, deck: 'lower', type: 'sleeper' },
    ],
    passenger_details: [],
    boarding_point: { id: '1', name: 'A', time: '21:30', address: '', landmark: '', contact: '', city: '', seq: 1 },
    dropping_point: { id: '2', name: 'B', time: '04:45', address: '', landmark: '', contact: '', city: '', seq: 1 },
    base_amount: 100000,
    gst_amount: 5000,
    total_amount: 105000,
    hold_expires_at: new Date(Date.now() - HOUR).toISOString(),
    failure_reason: null,
    created_at: '2026-11-20T10:00:00Z',
    confirmed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    departure_changed_from: null,
    departs_at: new Date(Date.now() + 48 * HOUR).toISOString(),
    cancellation_policy: SITE_CANCELLATION_POLICY,
    refund: { amount: 0, status: 'none' },
    amount_paid: 105000,
    refunds: [],
    remaining_seats: ['L4', 'L5'],
    cancelled_seats: [],
    ...overrides,
  };
}

export const fakeHost = () => fakeHostApi({ getAccessToken: async () => 'token' });

/** Draws `element` at `path` (e.g. '/booking-details/:pnr') with the router at `url`. */
export const renderAt = (url: string, path: string, element: ReactElement, host = fakeHost()) =>
  renderInHost(url, routeOrWhere(path, element), host);
