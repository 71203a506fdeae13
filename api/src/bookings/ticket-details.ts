import {
  SITE_CANCELLATION_POLICY,
  paidSeats,
  type CancellationRecord,
  type RefundStatus,
  type TicketDetails,
} from '@jatra/shared';
import type { PaymentOrderRow, RefundRow } from '../payments/payments.schema';
import type { BookingRow, CancellationRow } from './bookings.schema';
import { departsAt } from './cancellation-quote';

type RefundFacts = Pick<RefundRow, 'merchantRefundId' | 'amountPaise' | 'state' | 'cancellationId' | 'bookingId'>;

const stemOf = (merchantRefundId: string) => merchantRefundId.replace(/-R\d+$/, '');

/** The latest attempt of each refund (retries share a stem). */
function latestAttempts(refunds: readonly RefundFacts[]): RefundFacts[] {
  const latest = new Map<string, RefundFacts>();
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
    refund_status: statusOf(own),
    created_at: row.createdAt.toISOString(),
  };
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

type PassengerDetail = TicketDetails['passenger_details'][number];
const GENDER_CODE = { male: 'M', female: 'F', other: 'O' } as const;
const TITLE = { male: 'Mr', female: 'Ms', other: 'Mx' } as const;

/**
 * The e-ticket (booking-payment-admin.md §3 "Booking"): the provider's ticket as confirmed, joined with our
 * record of what has happened since (seats cancelled, the payment, refunds, the policy it was sold under).
 */
export function ticketDetails(input: {
  row: BookingRow;
  cancellations: readonly CancellationRow[];
  refunds: readonly RefundFacts[];
  paidOrder: PaymentOrderRow | undefined;
}): TicketDetails {
  const { row, paidOrder } = input;
  const provider = record(record(row.ticket).ticket_details);
  const boarding = record(provider.boarding_point_details);
  const dropping = record(provider.drop_off_details);
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
  const providerSeats = Array.isArray(provider.seat_fare_details) ? provider.seat_fare_details : [];
  const shares = new Map(paidSeats(row.seats, row.gstAmount).map((seat) => [seat.seatNumber, seat.gst]));
  const seatFares = providerSeats.map((entry) => {
    const seat = record(record(entry).seat_detail);
    const number = text(seat.seat_number);
    return {
      seat_detail: {
        seat_number: number,
        fare: Number(seat.fare) || 0,
        service_tax: shares.get(number) ?? (Number(seat.service_tax) || 0),
        convenience_charge: Number(seat.convenience_charge) || 0,
        discount: Number(seat.discount) || 0,
        additional_fare: Number(seat.additional_fare) || 0,
        status: cancelledSeats.includes(number) ? 'Cancelled' : 'Confirmed',
      },
    };
  });
  return {
    pnr_number: row.pnr,
    ticket_number: row.ticketNumber ?? row.pnr,
    ticket_status: row.status === 'cancelled' ? 'Cancelled' : row.status === 'confirmed' ? 'Confirmed' : row.status,
    status: row.status,
    payment_status: row.paymentStatus,
    total_fare: row.totalAmount,
    origin: row.origin,
    destination: row.destination,
    travel_date: row.travelDate,
    dep_time: row.departureTime,
    arr_time: row.arrivalTime,
    departs_at: departsAt(row).toISOString(),
    duration: text(provider.duration),
    travels: text(provider.travels) || row.busName,
    bus_type: text(provider.bus_type) || row.busType,
    service_number: text(provider.service_number),
    operator_pnr: row.operatorPnr ?? '',
    travel_operator_pnr: text(provider.travel_operator_pnr) || (row.operatorPnr ?? ''),
    no_of_seats: row.seats.length,
    seat_numbers: row.seats.map((seat) => seat.seat_number).join(','),
    cancelled_seat_numbers: cancelledSeats.join(','),
    service_tax_percent: Number(provider.service_tax_percent) || 5,
    convenience_charge_percent: Number(provider.convenience_charge_percent) || 0,
    travel_id: row.travelId,
    qr_code: row.pnr,
    boarding_point_details: {
      name: row.boardingPoint.name,
      landmark: text(boarding.landmark) || row.boardingPoint.landmark,
      boarding_stage_address: text(boarding.boarding_stage_address) || row.boardingPoint.address,
      dep_time: row.boardingPoint.time,
      contact_numbers: text(boarding.contact_numbers) || row.boardingPoint.contact,
    },
    drop_off_details: {
      name: row.droppingPoint.name,
      drop_off_address: text(dropping.drop_off_address) || row.droppingPoint.address,
      arrival_time: row.droppingPoint.time,
      contact_numbers: text(dropping.contact_numbers) || row.droppingPoint.contact,
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
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}
