import { instantInIndia, type TicketDetails } from '@jatra/shared';

/** A ticket as `GET /api/booking_details.json` answers it, for tests (not shipped: only tests import this file). */

/** A date `days` from today in India, so the bus is still to leave (or has left) whenever the test runs. */
export function travelDate(days: number) {
  const date = new Date(Date.now() + days * 86_400_000 + 330 * 60_000);
  return date.toISOString().slice(0, 10);
}

export function ticketDetails(overrides: Partial<TicketDetails> = {}): TicketDetails {
  const ticket: TicketDetails = {
    pnr_number: 'JT8K2M4Q',
    ticket_number: 'TK99812',
    ticket_status: 'Confirmed',
    status: 'confirmed',
    payment_status: 'completed',
    total_fare: 945,
    origin: 'Jorhat',
    destination: 'Guwahati',
    travel_date: travelDate(3),
    dep_time: '21:30',
    departs_at: '',
    arr_time: '04:45',
    duration: '07:15',
    travels: 'Assam Deluxe Travels',
    bus_type: 'AC Sleeper (2+1)',
    service_number: 'ADT-417',
    operator_pnr: 'OP55120',
    travel_operator_pnr: 'OP55120',
    no_of_seats: 1,
    seat_numbers: 'L4',
    cancelled_seat_numbers: 'L5',
    service_tax_percent: 5,
    convenience_charge_percent: 0,
    travel_id: 12,
    qr_code: 'JATRA;PNR=JT8K2M4Q;DATE=2026-12-01;SEATS=L4',
    boarding_point_details: {
      name: 'Jorhat ASTC',
      landmark: 'Near Gar-Ali',
      boarding_stage_address: 'AT Road, Jorhat 785001',
      dep_time: '21:15',
      contact_numbers: '+91 94350 12345, 0376 232 1111',
    },
    drop_off_details: {
      name: 'ISBT Guwahati',
      drop_off_address: 'Betkuchi, Guwahati 781035',
      arrival_time: '04:45',
      contact_numbers: '+91 94350 67890',
    },
    passenger_details: [
      { title: 'Ms', name: 'Anjali Bora', seat_no: 'L4', age: 29, gender: 'F', mobile: '9876543210' },
    ],
    seat_fare_details: [
      {
        seat_detail: {
          seat_number: 'L4',
          fare: 900,
          service_tax: 45,
          convenience_charge: 0,
          discount: 0,
          additional_fare: 0,
          status: 'Confirmed',
        },
      },
      {
        seat_detail: {
          seat_number: 'L5',
          fare: 850,
          service_tax: 43,
          convenience_charge: 0,
          discount: 0,
          additional_fare: 0,
          status: 'Cancelled',
        },
      },
    ],
    cancellation_policy: {
      source: 'operator',
      bands: [
        { fromHours: 12, toHours: 24, chargePercent: 80 },
        { fromHours: 24, toHours: null, chargePercent: 40 },
        { fromHours: 0, toHours: 2, chargePercent: 100 },
        { fromHours: 2, toHours: 12, chargePercent: 95 },
      ],
    },
    payment: { amount_paid: 1838, transaction_id: 'TXN-778812', paid_at: '2026-11-20T10:15:00Z' },
    cancellations: [
      {
        id: 'c-1',
        seat_numbers: ['L5'],
        cancel_percent: 40,
        cancellation_charges: 340,
        refund_amount: 553,
        cancellation_status: 'completed',
        cancelled_by: 'traveller',
        refund_status: 'pending',
        created_at: '2026-11-21T06:30:00Z',
      },
    ],
    confirmed_at: '2026-11-20T10:16:00Z',
    cancelled_at: null,
    cancelled_by: null,
    departure_changed_from: null,
    rescheduled_from: null,
    rescheduled_to: null,
    ...overrides,
  };
  // when the bus leaves follows the date and time, unless a test sets it
  return { ...ticket, departs_at: overrides.departs_at ?? departureOf(ticket) };
}

function departureOf(ticket: TicketDetails): string {
  const [hours = 0, minutes = 0] = ticket.dep_time.split(':').map(Number);
  return instantInIndia(ticket.travel_date, hours * 60 + minutes).toISOString();
}
