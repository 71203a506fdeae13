/**
 * A booking keeps the `result` of the provider's confirm answer as sent (docs/gds-wire.md). The e-ticket reads back
 * from it what only the provider knows: the bus's texts, the stages' addresses, each seat's fare parts. Every
 * field is optional; what is missing reads as empty or 0, and the caller falls back on its own record.
 */
import { parseGdsTicket, type GdsTicket } from './gds-bookings';
import { isRecord } from './gds-error';

export interface TicketToKeep extends GdsTicket {
  /** the answer's whole `result` as sent, for the booking to keep */
  kept: Record<string, unknown>;
}

/** The ticket of a confirm or booking-details answer (parseGdsTicket), with what a booking keeps of the answer. */
export function parseTicketToKeep(body: unknown): TicketToKeep {
  const ticket = parseGdsTicket(body);
  return { ...ticket, kept: isRecord(body) && isRecord(body.result) ? body.result : {} };
}

export interface KeptTicketSeat {
  seatNumber: string;
  fare: number;
  serviceTax: number;
  convenienceCharge: number;
  discount: number;
  additionalFare: number;
}

export interface KeptTicket {
  duration: string;
  travels: string;
  busType: string;
  serviceNumber: string;
  travelOperatorPnr: string;
  serviceTaxPercent: number;
  convenienceChargePercent: number;
  boarding: { landmark: string; address: string; contactNumbers: string };
  dropping: { address: string; contactNumbers: string };
  seats: KeptTicketSeat[];
}

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const amount = (value: unknown) => Number(value) || 0;

function seatOf(entry: unknown): KeptTicketSeat {
  const seat = record(record(entry).seat_detail);
  return {
    seatNumber: text(seat.seat_number),
    fare: amount(seat.fare),
    serviceTax: amount(seat.service_tax),
    convenienceCharge: amount(seat.convenience_charge),
    discount: amount(seat.discount),
    additionalFare: amount(seat.additional_fare),
  };
}

/** `ticket_details` of the kept answer: an object from confirm_booking, inside an array from booking_details. */
export function readKeptTicket(kept: unknown): KeptTicket {
  const raw = record(kept).ticket_details;
  const details = record(Array.isArray(raw) ? raw[0] : raw);
  const boarding = record(details.boarding_point_details);
  const dropping = record(details.drop_off_details);
  return {
    duration: text(details.duration),
    travels: text(details.travels),
    busType: text(details.bus_type),
    serviceNumber: text(details.service_number),
    travelOperatorPnr: text(details.travel_operator_pnr),
    serviceTaxPercent: amount(details.service_tax_percent),
    convenienceChargePercent: amount(details.convenience_charge_percent),
    boarding: {
      landmark: text(boarding.landmark),
      address: text(boarding.boarding_stage_address),
      contactNumbers: text(boarding.contact_numbers),
    },
    dropping: { address: text(dropping.drop_off_address), contactNumbers: text(dropping.contact_numbers) },
    seats: Array.isArray(details.seat_fare_details) ? details.seat_fare_details.map(seatOf) : [],
  };
}
