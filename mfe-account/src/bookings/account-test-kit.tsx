import type { BookingRecord } from '@jatra/shared';
import { fakeHostApi, renderInHost, routeOrWhere, sampleBookingRecord } from '@jatra/shared/testing';
import type { ReactElement } from 'react';
import { accountI18n } from '../i18n';

/** Test helpers shared by the account remote's page tests (not shipped: only tests import this file). */

export const HOUR = 3_600_000;

/** A confirmed, paid booking `JT<id>` whose hold lapsed an hour ago and which departs in two days. */
export const bookingRecord = (id: string, overrides: Partial<BookingRecord> = {}): BookingRecord =>
  sampleBookingRecord({
    id,
    pnr_number: `JT${id}`,
    status: 'confirmed',
    payment_status: 'completed',
    passenger_details: [],
    boarding_point: { id: '1', name: 'A', time: '21:30', address: '', landmark: '', contact: '', city: '', seq: 1 },
    dropping_point: { id: '2', name: 'B', time: '04:45', address: '', landmark: '', contact: '', city: '', seq: 1 },
    base_amount: 100000,
    gst_amount: 5000,
    total_amount: 105000,
    hold_expires_at: new Date(Date.now() - HOUR).toISOString(),
    created_at: '2026-11-20T10:00:00Z',
    departs_at: new Date(Date.now() + 48 * HOUR).toISOString(),
    amount_paid: 105000,
    ...overrides,
  });

export const fakeHost = () => fakeHostApi({ getAccessToken: async () => 'token' });

/** Draws `element` at `path` (e.g. '/booking-details/:pnr') with the router at `url`, in the host's language. */
export const renderAt = (url: string, path: string, element: ReactElement, host = fakeHost()) =>
  renderInHost(
    url,
    <accountI18n.I18nProvider locale={host.locale ?? 'en'}>{routeOrWhere(path, element)}</accountI18n.I18nProvider>,
    host,
  );
