import { SITE_CANCELLATION_POLICY, type OrderStatusResponse, type TicketDetails } from '@jatra/shared';
import { fakeHostApi, renderInHost, sampleBookingRecord } from '@jatra/shared/testing';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Test helpers shared by the payment pages' tests (not shipped: only tests import this file). */

export const NOW = new Date('2026-11-22T10:00:00Z');

/** A booking held at NOW for 15 minutes, not yet paid. */
export const bookingRecord = sampleBookingRecord;

/** The e-ticket of the confirmed `bookingRecord()`, as `GET /api/booking_details.json` answers it. */
export function ticketDetails(overrides: Partial<TicketDetails> = {}): TicketDetails {
  return {
    pnr_number: 'JT8K2M4Q',
    ticket_number: 'JT8K2M4Q',
    ticket_status: 'Confirmed',
    status: 'confirmed',
    payment_status: 'completed',
    total_fare: 1890,
    origin: 'Jorhat',
    destination: 'Guwahati',
    travel_date: '2026-12-01',
    dep_time: '21:30',
    arr_time: '04:45',
    departs_at: '2026-12-01T16:00:00Z',
    duration: '07:15',
    travels: 'Assam Deluxe',
    bus_type: 'AC Sleeper (2+1)',
    service_number: 'AD-21',
    operator_pnr: '482913',
    travel_operator_pnr: '482913',
    no_of_seats: 2,
    seat_numbers: 'L4,L5',
    cancelled_seat_numbers: '',
    service_tax_percent: 5,
    convenience_charge_percent: 0,
    travel_id: 7,
    qr_code: 'JT8K2M4Q',
    boarding_point_details: {
      name: 'Jorhat ASTC',
      landmark: 'Near Gar-Ali',
      boarding_stage_address: 'AT Road, Jorhat',
      dep_time: '21:30',
      contact_numbers: '',
    },
    drop_off_details: {
      name: 'ISBT Guwahati',
      drop_off_address: 'Betkuchi',
      arrival_time: '04:45',
      contact_numbers: '',
    },
    passenger_details: [],
    seat_fare_details: [],
    cancellation_policy: SITE_CANCELLATION_POLICY,
    payment: { amount_paid: 1890, transaction_id: 'T1', paid_at: NOW.toISOString() },
    cancellations: [],
    contact_email: 'anjali@example.in',
    confirmed_at: NOW.toISOString(),
    cancelled_at: null,
    cancelled_by: null,
    departure_changed_from: null,
    rescheduled_from: null,
    rescheduled_to: null,
    ...overrides,
  };
}

export function orderStatus(
  state: OrderStatusResponse['data']['state'],
  bookingStatus = 'tentative',
  extra: Partial<OrderStatusResponse['data']> = {},
): OrderStatusResponse {
  return {
    success: true,
    code: state === 'COMPLETED' ? 'PAYMENT_SUCCESS' : state === 'FAILED' ? 'PAYMENT_ERROR' : 'PAYMENT_PENDING',
    data: {
      orderId: 'JT8K2M4Q_1',
      state,
      pnr: 'JT8K2M4Q',
      bookingStatus,
      paymentStatus: state === 'COMPLETED' ? 'completed' : 'pending',
      failureReason: null,
      ...extra,
    },
  };
}

export const fakeHost = () => fakeHostApi({ getAccessToken: async () => 'token' });

export interface FakePopup {
  closed: boolean;
  close: ReturnType<typeof vi.fn>;
  location: { href: string };
  document: { title: string; body: { textContent: string } };
}

export function fakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
  };
  return popup;
}

export const renderAt = (url: string, element: ReactElement, host = fakeHost()) =>
  renderInHost(url, element, host).host;
