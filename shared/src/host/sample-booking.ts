import { SITE_CANCELLATION_POLICY } from '../pricing/cancellation-policy';
import type { BookingRecord } from '../booking/booking-record';

/**
 * A booking as `GET /api/bookings/:pnr` answers it: two sleeper seats, Jorhat to Guwahati on 1 December 2026, held
 * at 10:00 on 22 November for 15 minutes and not yet paid. Each remote's test kit changes what its pages need.
 */
export function sampleBookingRecord(overrides: Partial<BookingRecord> = {}): BookingRecord {
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
    hold_expires_at: '2026-11-22T10:15:00.000Z',
    failure_reason: null,
    created_at: '2026-11-22T10:00:00.000Z',
    confirmed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    departure_changed_from: null,
    rescheduled_from: null,
    rescheduled_to: null,
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
