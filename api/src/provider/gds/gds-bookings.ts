/**
 * The booking calls' request and answers (docs/gds-wire.md, Bookings): the tentative body we send and small
 * parsers that read what the bookings and payments areas need from the provider's answers. Numbers
 * may arrive as strings ("1000.0"); the parsers read both. A parser that cannot find what it needs
 * throws a GdsError with HTTP status 200 and no provider code: the call went through, the answer is
 * unusable.
 */
import { BOOKING_MESSAGES, inEnglish, MESSAGES } from '@jatra/shared';
import { z } from 'zod';
import { GdsError, isRecord } from './gds-error';

/** One seat of `book_ticket.seat_details.seat_detail[]`; the provider's clients send numbers as strings. */
export interface GdsTentativeSeatDetail {
  seat_number: string;
  /** the seat's price from `available`, tax excluded, e.g. "650.0"; the provider refuses another */
  fare: string;
  title: string;
  name: string;
  age: string | number;
  sex: 'M' | 'F' | 'O';
  /** "true" on exactly one seat */
  is_primary: string | boolean;
  id_card_type?: string;
  id_card_number?: string;
  id_card_issued_by?: string;
}

export interface GdsContactDetail {
  mobile_number: string;
  emergency_name: string;
  email: string;
}

/** The body of `POST tentative_booking/{schedule_id}.json`. */
export interface GdsTentativeBody {
  book_ticket: {
    seat_details: { seat_detail: GdsTentativeSeatDetail[] };
    contact_detail: GdsContactDetail;
  };
  origin_id: number | string;
  destination_id: number | string;
  /** boarding stage id */
  boarding_at: number | string;
  /** dropping stage id; the provider's spelling */
  drop_of: number | string;
  no_of_seats: number | string;
  /** YYYY-MM-DD */
  travel_date: string;
  customer_company_gst?: { name: string; gst_id: string; address: string };
}

const amount = z
  .union([z.number(), z.string().trim().min(1)])
  .pipe(z.coerce.number())
  .pipe(z.number().finite());
const text = z.union([z.string(), z.number()]).transform(String);

const invalid = (message: string = inEnglish(MESSAGES.invalidResponseFormat)) => new GdsError(message, 200);

const resultOf = (body: unknown): Record<string, unknown> | undefined =>
  isRecord(body) && isRecord(body.result) ? body.result : undefined;

/** `result.ticket_details` of a tentative booking: the PNR and the operator's own number. */
export function parseTentativeAnswer(body: unknown): { pnr: string; operatorPnr: string | null } {
  const details = resultOf(body)?.ticket_details;
  if (!isRecord(details)) throw invalid(inEnglish(BOOKING_MESSAGES.missingTicketDetails));
  const pnr =
    typeof details.pnr_number === 'string' || typeof details.pnr_number === 'number'
      ? String(details.pnr_number).trim()
      : '';
  if (!pnr) throw invalid(inEnglish(BOOKING_MESSAGES.noPnr));
  const operatorPnr = details.operator_pnr;
  return {
    pnr,
    operatorPnr: typeof operatorPnr === 'string' || typeof operatorPnr === 'number' ? String(operatorPnr) : null,
  };
}

const ticketSchema = z.object({
  ticket_number: text,
  ticket_status: z.string().optional(),
  operator_pnr: text.nullish(),
  total_fare: amount,
  seat_numbers: text.optional(),
  cancelled_seat_numbers: text.optional(),
  seat_fare_details: z.array(
    z.object({
      seat_detail: z.object({
        seat_number: text,
        fare: amount,
        service_tax: amount.optional(),
        status: z.string().optional(),
      }),
    }),
  ),
});

export interface GdsTicketSeat {
  seatNumber: string;
  /** tax excluded */
  fare: number;
  serviceTax: number;
  cancelled: boolean;
}

export interface GdsTicket {
  ticketNumber: string;
  /** `Confirmed`, or `Cancelled` once every seat is */
  status: string;
  /** whether the provider holds the ticket as sold (`Confirmed`) */
  confirmed: boolean;
  operatorPnr: string | null;
  /** fares plus GST of every seat as issued */
  totalFare: number;
  seats: GdsTicketSeat[];
  /** the whole `ticket_details` object, to keep as the provider sent it */
  details: Record<string, unknown>;
}

const csv = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The ticket from confirm_booking (`result.ticket_details`, an object) or booking_details (the same
 * inside an array; deployments differ, so either is accepted).
 */
export function parseGdsTicket(body: unknown): GdsTicket {
  const raw = resultOf(body)?.ticket_details;
  const details = Array.isArray(raw) ? raw[0] : raw;
  if (!isRecord(details)) throw invalid(inEnglish(BOOKING_MESSAGES.missingTicketDetails));
  const parsed = ticketSchema.safeParse(details);
  if (!parsed.success) throw invalid();
  const ticket = parsed.data;
  const cancelled = new Set(csv(ticket.cancelled_seat_numbers));
  const status = ticket.ticket_status ?? 'Confirmed';
  return {
    ticketNumber: ticket.ticket_number,
    status,
    confirmed: status === 'Confirmed',
    operatorPnr: ticket.operator_pnr ?? null,
    totalFare: ticket.total_fare,
    seats: ticket.seat_fare_details.map(({ seat_detail: seat }) => ({
      seatNumber: seat.seat_number,
      fare: seat.fare,
      serviceTax: seat.service_tax ?? 0,
      cancelled: cancelled.has(seat.seat_number) || seat.status === 'Cancelled',
    })),
    details,
  };
}

export interface GdsCancellability {
  isCancellable: boolean;
  cancellationCharges: number;
  cancelPercent: number;
  refundAmount: number;
}

/** The first of several spellings that is present (the operators' variants, docs/gds-wire.md, Bookings). */
const firstOf = (record: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((key) => record[key]).find((value) => value !== undefined && value !== null);

const flag = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

/** `result.is_ticket_cancellable` of can_cancel. */
export function parseCancellability(body: unknown): GdsCancellability {
  const answer = resultOf(body)?.is_ticket_cancellable;
  if (!isRecord(answer)) throw invalid();
  const number = (keys: readonly string[]) => {
    const parsed = amount.safeParse(firstOf(answer, keys));
    return parsed.success ? parsed.data : 0;
  };
  return {
    isCancellable: flag(firstOf(answer, ['is_cancellable', 'can_cancel', 'is_cncl'])),
    cancellationCharges: number(['cancellation_charges', 'cancel_charges', 'cancel-charges']),
    cancelPercent: number(['cancel_percent', 'cancel-percent']),
    refundAmount: number(['refund_amount']),
  };
}

const cancelSchema = z.object({
  refund_amount: amount,
  cancellation_charges: amount,
  seat_numbers: text,
  cancel_seat_details: z
    .array(
      z.object({
        cancel_seat_detail: z.object({
          seat_number: text,
          cancel_percent: amount,
          refund_amount: amount,
          cancelled_fare: amount,
        }),
      }),
    )
    .default([]),
});

export interface GdsCancellation {
  seatNumbers: string[];
  refundAmount: number;
  cancellationCharges: number;
  seats: { seatNumber: string; cancelPercent: number; refundAmount: number; cancellationCharge: number }[];
  /** the whole `cancel_ticket` object, to keep as the provider sent it */
  details: Record<string, unknown>;
  /** the operator's GST on the charge (`operator_gst_details`), as sent; none when absent */
  operatorGst: Record<string, unknown>;
}

/** `result.cancel_ticket` of cancel_booking. */
export function parseCancellation(body: unknown): GdsCancellation {
  const details = resultOf(body)?.cancel_ticket;
  if (!isRecord(details)) throw invalid();
  const parsed = cancelSchema.safeParse(details);
  if (!parsed.success) throw invalid();
  const answer = parsed.data;
  return {
    seatNumbers: csv(answer.seat_numbers),
    refundAmount: answer.refund_amount,
    cancellationCharges: answer.cancellation_charges,
    seats: answer.cancel_seat_details.map(({ cancel_seat_detail: seat }) => ({
      seatNumber: seat.seat_number,
      cancelPercent: seat.cancel_percent,
      refundAmount: seat.refund_amount,
      cancellationCharge: seat.cancelled_fare,
    })),
    details,
    operatorGst: isRecord(details.operator_gst_details) ? details.operator_gst_details : {},
  };
}
