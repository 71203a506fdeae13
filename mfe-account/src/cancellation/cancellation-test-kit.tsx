import {
  instantInIndia,
  SITE_CANCELLATION_POLICY,
  type Cancellability,
  type CancelTicket,
  type TicketDetails,
} from '@jatra/shared';
import { fakeHostApi, renderInHost, routeOrWhere } from '@jatra/shared/testing';
import { accountI18n } from '../i18n';
import { useParams } from 'react-router-dom';
import { CancellationPage } from './CancellationPage';

/** Test helpers for the cancellation page's tests (not shipped: only tests import this file). */

export const PNR = 'JT8K2M4Q';

const passenger = (seat: string, name: string, gender: string) => ({
  title: gender === 'F' ? 'Ms' : 'Mr',
  name,
  seat_no: seat,
  age: 30,
  gender,
  mobile: '9876543210',
});

const seatFare = (seat: string) => ({
  seat_detail: {
    seat_number: seat,
    fare: 900,
    service_tax: 45,
    convenience_charge: 0,
    discount: 0,
    additional_fare: 0,
    status: 'Confirmed',
  },
});

export function ticket(overrides: Partial<TicketDetails> = {}): TicketDetails {
  const ticket: TicketDetails = {
    pnr_number: PNR,
    ticket_number: PNR,
    ticket_status: 'Confirmed',
    status: 'confirmed',
    payment_status: 'completed',
    total_fare: 1890,
    origin: 'Jorhat',
    destination: 'Guwahati',
    travel_date: '2099-12-01',
    dep_time: '21:30',
    departs_at: '',
    arr_time: '04:45',
    duration: '7h 15m',
    travels: 'Assam Deluxe Travels',
    bus_type: 'AC Sleeper (2+1)',
    service_number: 'ADT-21',
    operator_pnr: 'OP123',
    travel_operator_pnr: 'OP123',
    no_of_seats: 2,
    seat_numbers: 'L4,L5',
    cancelled_seat_numbers: '',
    service_tax_percent: 5,
    convenience_charge_percent: 0,
    travel_id: 7,
    qr_code: PNR,
    boarding_point_details: {
      name: 'Jorhat ASTC',
      landmark: '',
      boarding_stage_address: 'AT Road',
      dep_time: '21:30',
      contact_numbers: '',
    },
    drop_off_details: { name: 'ISBT', drop_off_address: 'Betkuchi', arrival_time: '04:45', contact_numbers: '' },
    passenger_details: [passenger('L4', 'Anjali Bora', 'F'), passenger('L5', 'Rahul Bora', 'M')],
    seat_fare_details: [seatFare('L4'), seatFare('L5')],
    cancellation_policy: SITE_CANCELLATION_POLICY,
    payment: { amount_paid: 1890, transaction_id: 'T1', paid_at: '2026-11-20T10:00:00Z' },
    cancellations: [],
    confirmed_at: '2026-11-20T10:00:00Z',
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

/** A single-passenger ticket. */
export const soloTicket = () =>
  ticket({
    no_of_seats: 1,
    seat_numbers: 'L4',
    total_fare: 945,
    passenger_details: [passenger('L4', 'Anjali Bora', 'F')],
    seat_fare_details: [seatFare('L4')],
  });

export function check(overrides: Partial<Cancellability> = {}): { result: { is_ticket_cancellable: Cancellability } } {
  return {
    result: {
      is_ticket_cancellable: {
        is_cancellable: true,
        cancellation_charges: 180,
        cancel_percent: 10,
        refund_amount: 1710,
        seat_numbers: 'L4,L5',
        reason: null,
        ...overrides,
      },
    },
  };
}

export function cancelled(overrides: Partial<CancelTicket> = {}): { result: { cancel_ticket: CancelTicket } } {
  return {
    result: {
      cancel_ticket: {
        seat_numbers: 'L4,L5',
        cancellation_charges: 180,
        refund_amount: 1710,
        cancel_seat_details: [],
        operator_gst_details: {},
        refund_status: 'pending',
        booking_status: 'cancelled',
        ...overrides,
      },
    },
  };
}

/** A response the test releases when it wants to see the in-between state. */
export function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function Page() {
  const params = useParams();
  return <CancellationPage params={params} />;
}

export const renderCancellation = (pnr = PNR) =>
  renderInHost(
    `/cancellation/${pnr}`,
    <accountI18n.I18nProvider locale="en">{routeOrWhere('/cancellation/:pnr', <Page />)}</accountI18n.I18nProvider>,
    fakeHostApi({ getAccessToken: async () => 'token' }),
  );

function departureOf(ticket: TicketDetails): string {
  const [hours = 0, minutes = 0] = ticket.dep_time.split(':').map(Number);
  return instantInIndia(ticket.travel_date, hours * 60 + minutes).toISOString();
}
