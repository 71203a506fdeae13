/**
 * The ticket as confirm_booking and booking_details answer it (docs/gds-wire.md, Bookings), and the
 * answers of can_cancel and cancel_booking.
 *
 * Deliberate extensions, for partial cancellation, which the seen samples do not show: the ticket
 * carries `cancelled_seat_numbers` (CSV) and each `seat_detail` a `status` (`Confirmed` or
 * `Cancelled`). `seat_numbers`, `no_of_seats`, `seat_fare_details` and `total_fare` describe the
 * ticket as issued; `ticket_status` turns `Cancelled` once every seat is, or when the operator cancels the service.
 */
import type { Operator } from '../network/operators';
import type { StageStop } from '../network/roster';
import type { Service } from '../network/timetable';
import type { Cancellability, SeatRefund } from '../bookings/cancellation';
import { inSeatOrder, type StoredBooking } from '../bookings/booking-store';
import { SERVICE_TAX_PERCENT, durationText, toPaisa, twelveHourTime } from './format';

const sum = (amounts: readonly number[]) => toPaisa(amounts.reduce((total, amount) => total + amount, 0));

/** A made-up GSTIN of Assam (state code 18) for the operator: 2 + PAN-like 10 + 3 = 15 characters. */
const gstinOf = (operator: Operator) => `18AAAC${operator.code.charAt(0)}${String(operator.id).slice(-4)}R1Z5`;

function stop(stops: readonly StageStop[], stageId: number): StageStop | undefined {
  return stops.find((candidate) => candidate.stage.id === stageId);
}

function boardingDetails(service: Service, stageId: number) {
  const at = stop(service.boarding, stageId);
  return {
    name: at?.stage.name ?? '',
    dep_time: at ? twelveHourTime(at.minutes) : '',
    boarding_stage_address: at?.stage.address ?? '',
    landmark: at?.stage.landmark ?? '',
    contact_numbers: at?.stage.contact ?? '',
    stage_id: stageId,
    op_stage_id: stageId,
  };
}

function droppingDetails(service: Service, stageId: number) {
  const at = stop(service.dropoff, stageId);
  const common = {
    name: at?.stage.name ?? '',
    landmark: at?.stage.landmark ?? '',
    contact_numbers: at?.stage.contact ?? '',
    arrival_time: at ? twelveHourTime(at.minutes) : '',
    stage_id: stageId,
  };
  return {
    drop_off_details: { ...common, drop_off_address: at?.stage.address ?? '' },
    dropping_point_details: { ...common, dropping_stage_address: at?.stage.address ?? '' },
  };
}

export function ticketDetails(service: Service, booking: StoredBooking) {
  const { operator } = service;
  const layout = service.busType.seats;
  const seats = inSeatOrder(
    booking.seats,
    layout.map((seat) => seat.number),
  );
  const primary = seats.find((seat) => seat.isPrimary) ?? seats[0];
  const cancelled = seats.filter((seat) => seat.cancelledAt !== null);
  const allCancelled = seats.length > 0 && cancelled.length === seats.length;
  return {
    // a service the operator cancelled cancels its tickets, whatever their seats say (docs/gds-wire.md, Trip changes)
    ticket_status: allCancelled || service.status === 'Cancelled' ? 'Cancelled' : 'Confirmed',
    ticket_number: booking.pnr,
    pnr_number: booking.pnr,
    operator_pnr: booking.operatorPnr,
    travel_operator_pnr: booking.operatorPnr,
    origin: service.pair.origin.name,
    destination: service.pair.destination.name,
    travel_date: service.travelDate,
    no_of_seats: seats.length,
    seat_numbers: seats.map((seat) => seat.seatNumber).join(','),
    cancelled_seat_numbers: cancelled.map((seat) => seat.seatNumber).join(','),
    travels: operator.name,
    service_number: service.number,
    bus_type: service.busTypeLabel,
    dep_time: twelveHourTime(service.departureMinutes),
    duration: durationText(service.durationMinutes),
    boarding_point_details: boardingDetails(service, booking.boardingStageId),
    agent_ref_number: null,
    total_fare: sum(seats.map((seat) => seat.fare + seat.serviceTax)),
    service_tax_percent: SERVICE_TAX_PERCENT,
    // the simulated operators charge no convenience fee on tickets: the total is fares plus GST
    convenience_charge_percent: 0,
    seat_fare_details: seats.map((seat) => {
      const onBus = layout.find((candidate) => candidate.number === seat.seatNumber);
      return {
        seat_detail: {
          seat_number: seat.seatNumber,
          fare: seat.fare,
          api_fare: seat.fare,
          service_tax: seat.serviceTax,
          convenience_charge: 0,
          discount: 0,
          offer_discount: 0,
          additional_fare: 0,
          seat_type: onBus?.code ?? '',
          floor_no: onBus?.deck === 'upper' ? 1 : 0,
          status: seat.cancelledAt ? 'Cancelled' : 'Confirmed',
        },
      };
    }),
    commission: 0,
    passenger_details: {
      title: primary?.title ?? '',
      gender: primary?.sex ?? '',
      name: primary?.name ?? '',
      age: primary?.age ?? 0,
      mobile: booking.contact.mobileNumber,
      email: booking.contact.email,
    },
    travel_id: operator.id,
    operator_reservation_id: Number(booking.operatorPnr),
    issued_on: Math.floor((booking.confirmedAt ?? booking.createdAt).getTime() / 1000),
    ...droppingDetails(service, booking.dropoffStageId),
    operator_seat_pnr_hash: {},
    // a real provider echoes the policy of the service's operator
    ts_cancellation_policies: operator.cancellationPolicies,
  };
}

function operatorGstDetails(operator: Operator, bookingAmount: number, igst: number) {
  return {
    category: 'Passenger Transport',
    sale_type: 'B2C',
    trans_type: 'Sale',
    registration_name: operator.name,
    gst_id: gstinOf(operator),
    booking_amount: bookingAmount,
    cgst_percentage: 0,
    sgst_percentage: 0,
    igst_percentage: SERVICE_TAX_PERCENT,
    cgst_amount: 0,
    sgst_amount: 0,
    igst_amount: igst,
  };
}

/** confirm_booking: the ticket plus the operator's GST block. */
export function confirmAnswer(service: Service, booking: StoredBooking) {
  return {
    result: {
      ticket_details: ticketDetails(service, booking),
      operator_gst_details: operatorGstDetails(
        service.operator,
        sum(booking.seats.map((seat) => seat.fare)),
        sum(booking.seats.map((seat) => seat.serviceTax)),
      ),
    },
  };
}

/** booking_details: the same ticket, inside an array (docs/gds-wire.md, Bookings). */
export const bookingDetailsAnswer = (service: Service, booking: StoredBooking) => ({
  result: { ticket_details: [ticketDetails(service, booking)] },
});

/** can_cancel (docs/gds-wire.md, Bookings); a refused cancellation keeps nothing back but refunds nothing either. */
export function canCancelAnswer(check: Cancellability) {
  const answer = check.cancellable
    ? {
        is_cancellable: true,
        cancellation_charges: check.charges,
        cancel_percent: check.percent,
        refund_amount: check.refund,
      }
    : { is_cancellable: false, cancellation_charges: check.value, cancel_percent: 100, refund_amount: 0 };
  return { result: { is_ticket_cancellable: answer } };
}

/** cancel_booking (docs/gds-wire.md, Bookings). */
export function cancelAnswer(service: Service, refunds: readonly SeatRefund[]) {
  const charges = sum(refunds.map((refund) => refund.charge));
  return {
    result: {
      cancel_ticket: {
        refund_amount: sum(refunds.map((refund) => refund.refund)),
        cancellation_charges: charges,
        seat_numbers: refunds.map((refund) => refund.seatNumber).join(','),
        cancel_seat_details: refunds.map((refund) => ({
          cancel_seat_detail: {
            seat_number: refund.seatNumber,
            cancel_percent: refund.cancelPercent,
            refund_amount: refund.refund,
            cancelled_fare: refund.charge,
            base_cancelled_fare: refund.charge,
            // the charge is on the fare alone: the seat's tax goes back in full
            cancelled_service_tax: 0,
          },
        })),
        operator_gst_details: {
          ...operatorGstDetails(service.operator, charges, 0),
          trans_type: 'Cancellation',
          cancellation_charges: charges,
        },
      },
    },
  };
}
