import {
  SITE_CANCELLATION_POLICY,
  type BookingRecord,
  type OrderStatusResponse,
  type TicketDetails,
} from '@jatra/shared';
import { fakeHostApi, renderInHost } from '@jatra/shared/testing';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Test helpers shared by the payment pages' tests (not shipped: only tests import this file). */

export const NOW = new Date('2026-11-22T10:00:00Z');

export function bookingRecord(overrides: Partial<BookingRecord> = {}): BookingRecord {
  return {
    id: 'b-1',
    pnr_number: 'JT8K2M4Q',
    operator_pnr: null,
    ticket_number: null,
    status: 'tentative',
    payment_status: 'pending',
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
    passenger_details: [
      {
        seat_number: 'L4',
        name: 'Anjali Bora',
        age: 29,
        gender: 'female',
        email: 'anjali@example.in',
        mobile: '9876543210',
      },
      { seat_number: 'L5', name: 'Rahul Bora', age: 33, gender: 'male', email: '', mobile: '9876543211' },
    ],
    boarding_point: {
      id: '11',
      name: 'Jorhat ASTC',
      time: '21:30',
      address: 'AT Road, Jorhat',
      landmark: 'Near Gar-Ali',
      contact: '',
      city: 'Jorhat',
      seq: 1,
    },
    dropping_point: {
      id: '21',
      name: 'ISBT Guwahati',
      time: '04:45',
      address: 'Betkuchi, Guwahati',
      landmark: '',
      contact: '',
      city: 'Guwahati',
      seq: 1,
    },
    base_amount: 1800,
    gst_amount: 90,
    total_amount: 1890,
    hold_expires_at: new Date(NOW.getTime() + 15 * 60_000).toISOString(),
    failure_reason: null,
    created_at: NOW.toISOString(),
    confirmed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    departure_changed_from: null,
    departs_at: '2026-12-01T16:00:00Z',
    cancellation_policy: SITE_CANCELLATION_POLICY,
    refund: { amount: 0, status: 'none' },
    amount_paid: 0,
    refunds: [],
    remaining_seats: ['L4', 'L5'],
    cancelled_seats: [],
    ...overrides,
  };
}

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
