import {
  maskMobile,
  SITE_CANCELLATION_POLICY,
  paidSeats,
  type CancellationRecord,
  type RefundStatus,
  type TicketDetails,
} from '@jatra/shared';
import type { PaymentOrderRow, RefundRow } from '../payments/payments.schema';
import { readKeptTicket } from '../../provider/gds/kept-ticket';
import type { BookingRow, CancellationRow } from './bookings.schema';
import { contactAddress } from './contact-address';
import { cancelledBy } from './booking-record';
import { departsAt } from './cancellation-quote';

type RefundFacts = Pick<RefundRow, 'merchantRefundId' | 'amountPaise' | 'state' | 'cancellationId' | 'bookingId'>;

const stemOf = (merchantRefundId: string) => merchantRefundId.replace(/-R\d+$/, '');

/** The latest attempt of each refund (retries share a stem). */
export function latestAttempts<T extends RefundFacts>(refunds: readonly T[]): T[] {
  const latest = new Map<string, T>();
  for (const refund of refunds) latest.set(stemOf(refund.merchantRefundId), refund);
  return [...latest.values()];
}

function statusOf(attempts: readonly RefundFacts[]): RefundStatus {
  if (attempts.length === 0) return 'none';
  if (attempts.some((refund) => ['NEW', 'PENDING', 'CONFIRMED'].includes(refund.state))) return 'pending';
  if (attempts.some((refund) => refund.state === 'FAILED')) return 'failed';
  return 'refunded';
}

/** Where the money going back for a booking stands, in rupees: every refund's latest attempt together. */
export function refundSummary(refunds: readonly RefundFacts[]): { amount: number; status: RefundStatus } {
  const latest = latestAttempts(refunds);
  return { amount: latest.reduce((sum, refund) => sum + refund.amountPaise, 0) / 100, status: statusOf(latest) };
}

export function cancellationRecord(row: CancellationRow, refunds: readonly RefundFacts[]): CancellationRecord {
  const own = latestAttempts(refunds.filter((refund) => refund.cancellationId === row.id));
  return {
    id: row.id,
    seat_numbers: row.seatNumbers,
    cancel_percent: row.cancelPercent,
    cancellation_charges: row.chargePaise / 100,
    refund_amount: row.refundPaise / 100,
    cancellation_status: 'completed',
    cancelled_by: row.cancelledBy,
    refund_status: statusOf(own),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What the boarding QR code encodes: the PNR, the travel date and only the seats still valid, so a scan tells
 * the conductor which seats it holds (docs/ticket-qr-code.md). A ticket with no seat left, or cancelled as a
 * whole by whoever cancelled it, has none.
 */
export function boardingCode(row: Pick<BookingRow, 'pnr' | 'status' | 'travelDate' | 'seats'>): string | null {
  if (row.status === 'cancelled' || row.status === 'rescheduled' || row.seats.length === 0) return null;
  const seats = row.seats.map((seat) => seat.seat_number).join(',');
  return `JATRA;PNR=${row.pnr};DATE=${row.travelDate};SEATS=${seats}`;
}

const TICKET_STATUS: Partial<Record<BookingRow['status'], string>> = {
  cancelled: 'Cancelled',
  confirmed: 'Confirmed',
  rescheduled: 'Rescheduled',
};

type PassengerDetail = TicketDetails['passenger_details'][number];
const GENDER_CODE = { male: 'M', female: 'F', other: 'O' } as const;
const TITLE = { male: 'Mr', female: 'Ms', other: 'Mx' } as const;

/**
 * The e-ticket: the provider's ticket as confirmed, joined with our
 * record of what has happened since (seats cancelled, the payment, refunds, the policy it was sold under).
 */
export function ticketDetails(input: {
  row: BookingRow;
  cancellations: readonly CancellationRow[];
  refunds: readonly RefundFacts[];
  paidOrder: PaymentOrderRow | undefined;
  /** the mobile the m-ticket SMS went to, when it went */
  mTicketTo?: string;
}): TicketDetails {
  const { row, paidOrder } = input;
  const provider = readKeptTicket(row.ticket);
  const done = input.cancellations.filter((item) => item.status === 'completed');
  const cancelledSeats = done.flatMap((item) => item.seatNumbers);
  const passenger = (person: BookingRow['passengers'][number]): PassengerDetail => ({
    title: TITLE[person.gender],
    name: person.name,
    seat_no: person.seat_number,
    age: person.age,
    gender: GENDER_CODE[person.gender],
    mobile: person.mobile,
    email: person.email,
  });
  const shares = new Map(paidSeats(row.seats, row.gstAmount).map((seat) => [seat.seatNumber, seat.gst]));
  const seatFares = provider.seats.map((seat) => ({
    seat_detail: {
      seat_number: seat.seatNumber,
      fare: seat.fare,
      service_tax: shares.get(seat.seatNumber) ?? seat.serviceTax,
      convenience_charge: seat.convenienceCharge,
      discount: seat.discount,
      additional_fare: seat.additionalFare,
      status: cancelledSeats.includes(seat.seatNumber)
        ? 'Cancelled'
        : row.status === 'rescheduled'
          ? 'Rescheduled'
          : 'Confirmed',
    },
  }));
  return {
    pnr_number: row.pnr,
    ticket_number: row.ticketNumber ?? row.pnr,
    ticket_status: TICKET_STATUS[row.status] ?? row.status,
    status: row.status,
    payment_status: row.paymentStatus,
    total_fare: row.totalAmount,
    origin: row.origin,
    destination: row.destination,
    travel_date: row.travelDate,
    dep_time: row.departureTime,
    arr_time: row.arrivalTime,
    departs_at: departsAt(row).toISOString(),
    duration: provider.duration,
    travels: provider.travels || row.busName,
    bus_type: provider.busType || row.busType,
    service_number: provider.serviceNumber,
    operator_pnr: row.operatorPnr ?? '',
    travel_operator_pnr: provider.travelOperatorPnr || (row.operatorPnr ?? ''),
    no_of_seats: row.seats.length,
    seat_numbers: row.seats.map((seat) => seat.seat_number).join(','),
    cancelled_seat_numbers: cancelledSeats.join(','),
    service_tax_percent: provider.serviceTaxPercent || 5,
    convenience_charge_percent: provider.convenienceChargePercent,
    travel_id: row.travelId,
    qr_code: boardingCode(row),
    boarding_point_details: {
      name: row.boardingPoint.name,
      landmark: provider.boarding.landmark || row.boardingPoint.landmark,
      boarding_stage_address: provider.boarding.address || row.boardingPoint.address,
      dep_time: row.boardingPoint.time,
      contact_numbers: provider.boarding.contactNumbers || row.boardingPoint.contact,
    },
    drop_off_details: {
      name: row.droppingPoint.name,
      drop_off_address: provider.dropping.address || row.droppingPoint.address,
      arrival_time: row.droppingPoint.time,
      contact_numbers: provider.dropping.contactNumbers || row.droppingPoint.contact,
    },
    // the seats still booked; cancelled ones show in seat_fare_details and cancellations
    passenger_details: row.passengers.map(passenger),
    seat_fare_details: seatFares,
    cancellation_policy: row.cancellationPolicy ?? SITE_CANCELLATION_POLICY,
    payment: {
      amount_paid: paidOrder ? paidOrder.amountPaise / 100 : 0,
      transaction_id: paidOrder?.transactionId ?? null,
      paid_at: row.confirmedAt?.toISOString() ?? null,
    },
    cancellations: done.map((item) => cancellationRecord(item, input.refunds)),
    contact_email: contactAddress(row) ?? null,
    m_ticket_sent_to: input.mTicketTo ? maskMobile(input.mTicketTo) : null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancelled_by: cancelledBy(row),
    departure_changed_from: row.departureChangedFrom,
    rescheduled_from: row.rescheduledFrom,
    rescheduled_to: row.status === 'rescheduled' ? row.rescheduledTo : null,
  };
}
