import { z } from 'zod';
import { CANCELLATION_CUTOFF_HOURS, type PaidSeat } from '../pricing/cancellation-policy';
import { paymentAmounts } from '../pricing/gst';
import { isoDateSchema } from '../search/search-query';
import { BOOKING_MESSAGES } from './booking-messages';
import { MAX_SEATS_PER_BOOKING } from './passenger';
import { withValues, type RuleMessage } from '../rules/i18n/rule-catalogues';
import { afterSaleMessage } from './after-sale-words';

/**
 * The date change of a confirmed ticket (docs/reschedule.md): the operator's reschedule bands, who may change a
 * ticket to which bus, and what it costs. The server decides with these; the pages show what it answers.
 */

/** No date change this many hours or fewer before the old departure: the cancellation window's cutoff. */
export const RESCHEDULE_CUTOFF_HOURS = CANCELLATION_CUTOFF_HOURS;
/** The provider's token for a band in which the operator allows no date change. */
export const NO_RESCHEDULE = 'NO_RESCHEDULE';

/**
 * One band of an operator's `reschedule_policies`: changing the date more than `fromHours` and at most `toHours`
 * before the old departure costs `chargePercent` of the seats' fare; null: not allowed in this band.
 */
export interface RescheduleBand {
  fromHours: number;
  toHours: number;
  chargePercent: number | null;
}

const BAND = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*\|\s*(NO_RESCHEDULE|\d+(?:\.\d+)?)\s*$/;

/** `"0-12|NO_RESCHEDULE,12-720|10"` read into bands, lowest first; undefined when absent or not in that form. */
export function parseRescheduleBands(text: unknown): RescheduleBand[] | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const bands: RescheduleBand[] = [];
  for (const part of text.split(',')) {
    const match = BAND.exec(part);
    if (!match) return undefined;
    const [fromHours, toHours] = [Number(match[1]), Number(match[2])];
    const chargePercent = match[3] === NO_RESCHEDULE ? null : Number(match[3]);
    if (toHours <= fromHours || (chargePercent !== null && chargePercent > 100)) return undefined;
    bands.push({ fromHours, toHours, chargePercent });
  }
  return bands.sort((a, b) => a.fromHours - b.fromHours);
}

/**
 * The charge in percent for changing the date this many hours before the old departure, or null when the bands do
 * not allow it: within the cutoff, in a `NO_RESCHEDULE` band, in a gap between bands, or with no bands at all.
 * A band runs from just above its lower bound up to and including its upper one; beyond the last band the
 * farthest one applies, as for cancellations.
 */
export function rescheduleChargePercent(
  bands: readonly RescheduleBand[] | undefined,
  hoursBeforeDeparture: number,
): number | null {
  if (!bands?.length || !Number.isFinite(hoursBeforeDeparture)) return null;
  if (hoursBeforeDeparture <= RESCHEDULE_CUTOFF_HOURS) return null;
  const band = bands.find((item) => hoursBeforeDeparture > item.fromHours && hoursBeforeDeparture <= item.toHours);
  if (band) return band.chargePercent;
  const farthest = bands[bands.length - 1]!;
  return hoursBeforeDeparture > farthest.toHours ? farthest.chargePercent : null;
}

/** The words of a date change, defined once for the API, the pages, the mail and Terms. */
export const RESCHEDULE_MESSAGES = {
  action: afterSaleMessage('dateChange.action'),
  title: afterSaleMessage('dateChange.title'),
  notConfirmed: afterSaleMessage('dateChange.notConfirmed'),
  operatorCancelled: afterSaleMessage('dateChange.operatorCancelled'),
  alreadyRescheduled: afterSaleMessage('dateChange.alreadyRescheduled'),
  notAllowedBySchedule: afterSaleMessage('dateChange.notAllowedBySchedule'),
  notAllowedNow: afterSaleMessage('dateChange.notAllowedNow'),
  tooLate: afterSaleMessage('dateChange.tooLate', { hours: RESCHEDULE_CUTOFF_HOURS }),
  inProgress: afterSaleMessage('dateChange.inProgress'),
  otherOperator: afterSaleMessage('dateChange.otherOperator'),
  otherRoute: afterSaleMessage('dateChange.otherRoute'),
  sameTrip: afterSaleMessage('dateChange.sameTrip'),
  seatCount: afterSaleMessage('dateChange.seatCount'),
  checkFailed: afterSaleMessage('dateChange.checkFailed'),
  noBuses: afterSaleMessage('dateChange.noBuses'),
  charge: afterSaleMessage('dateChange.charge'),
  difference: afterSaleMessage('dateChange.difference'),
  toPay: afterSaleMessage('dateChange.toPay'),
  toRefund: afterSaleMessage('dateChange.toRefund'),
  nothingToPay: afterSaleMessage('dateChange.nothingToPay'),
  confirm: afterSaleMessage('dateChange.confirm'),
  payAndConfirm: afterSaleMessage('dateChange.payAndConfirm'),
  done: afterSaleMessage('dateChange.done'),
  confirmFailed: afterSaleMessage('dateChange.confirmFailed'),
  rescheduledTo: afterSaleMessage('dateChange.rescheduledTo'),
  rescheduledFrom: afterSaleMessage('dateChange.rescheduledFrom'),
  rescheduledBadge: afterSaleMessage('dateChange.rescheduledBadge'),
  mailSubject: afterSaleMessage('dateChange.mailSubject'),
  terms: afterSaleMessage('dateChange.terms', { hours: RESCHEDULE_CUTOFF_HOURS }),
} as const;

/** What the rule needs of the ticket to change. */
export interface RescheduleTicket {
  status: string;
  cancelledBy: string | null;
  /** the instant the old bus leaves (as the operator last moved it) */
  departsAt: Date;
  scheduleId: string;
  travelId: number | null;
  originId: number;
  destinationId: number;
  /** the seats still on the ticket */
  seatCount: number;
}

/** What the provider says of changing tickets on the old trip: `allow_reschedule` and the operator's bands. */
export interface RescheduleTripTerms {
  allowed: boolean;
  bands: readonly RescheduleBand[] | undefined;
}

/** The new bus and seats the traveller picked. */
export interface RescheduleTarget {
  scheduleId: string;
  travelId: number | null;
  originId: number;
  destinationId: number;
  departsAt: Date;
  seatCount: number;
}

/** Why this ticket cannot change its date now whatever its trip allows, or null: it must be confirmed (not
 * cancelled by anyone, nor replaced already) and more than the cutoff before its departure. */
export function rescheduleTicketRefusal(ticket: RescheduleTicket, now: Date): RuleMessage | null {
  if (ticket.status === 'cancelled' && ticket.cancelledBy === 'operator') return RESCHEDULE_MESSAGES.operatorCancelled;
  if (ticket.status === 'rescheduled') return RESCHEDULE_MESSAGES.alreadyRescheduled;
  if (ticket.status !== 'confirmed' || ticket.seatCount === 0) return RESCHEDULE_MESSAGES.notConfirmed;
  const hours = (ticket.departsAt.getTime() - now.getTime()) / 3_600_000;
  return hours <= RESCHEDULE_CUTOFF_HOURS ? RESCHEDULE_MESSAGES.tooLate : null;
}

/**
 * May this ticket change its date now, and at what charge: a ticket `rescheduleTicketRefusal` lets through, on a
 * trip that allows it (`allow_reschedule`), in a band that is not NO_RESCHEDULE.
 */
export function rescheduleCharge(
  ticket: RescheduleTicket,
  terms: RescheduleTripTerms,
  now: Date,
): { percent: number } | { reason: RuleMessage } {
  const refusal = rescheduleTicketRefusal(ticket, now);
  if (refusal) return { reason: refusal };
  if (!terms.allowed) return { reason: RESCHEDULE_MESSAGES.notAllowedBySchedule };
  const hours = (ticket.departsAt.getTime() - now.getTime()) / 3_600_000;
  const percent = rescheduleChargePercent(terms.bands, hours);
  return percent === null ? { reason: RESCHEDULE_MESSAGES.notAllowedNow } : { percent };
}

/** Why the picked bus cannot take the ticket, or null: the same operator and cities, another trip, as many seats. */
export function rescheduleTargetRefusal(
  ticket: RescheduleTicket,
  target: RescheduleTarget,
  now: Date,
): RuleMessage | null {
  if (target.travelId === null || target.travelId !== ticket.travelId) return RESCHEDULE_MESSAGES.otherOperator;
  if (target.originId !== ticket.originId || target.destinationId !== ticket.destinationId) {
    return RESCHEDULE_MESSAGES.otherRoute;
  }
  if (target.scheduleId === ticket.scheduleId) return RESCHEDULE_MESSAGES.sameTrip;
  if (target.departsAt <= now) return BOOKING_MESSAGES.departed;
  if (target.seatCount !== ticket.seatCount) {
    return withValues(RESCHEDULE_MESSAGES.seatCount, { count: ticket.seatCount });
  }
  return null;
}

/** What a date change costs, in whole rupees; `due` > 0 is paid, < 0 refunded to the original payment. */
export interface RescheduleQuote {
  chargePercent: number;
  /** percent of the old seats' fare, GST excluded, like a cancellation charge; whole rupees */
  charge: number;
  /** what the seats still on the old ticket cost (fare + GST) */
  oldTotal: number;
  newBase: number;
  newGst: number;
  /** fare + GST of the new seats */
  newTotal: number;
  /** newTotal − oldTotal */
  difference: number;
  /** charge + difference */
  due: number;
}

/**
 * The quote: charge = percent × the old remaining seats' fare (GST excluded, as a cancellation charge is); fare
 * difference = new total − old remaining total (each fare + GST); due = charge + difference.
 */
export function quoteReschedule(
  oldSeats: readonly PaidSeat[],
  newFares: readonly number[],
  chargePercent: number,
): RescheduleQuote {
  const oldFare = oldSeats.reduce((sum, seat) => sum + seat.fare, 0);
  const oldTotal = oldSeats.reduce((sum, seat) => sum + seat.fare + seat.gst, 0);
  const charge = Math.round((oldFare * chargePercent) / 100);
  const amounts = paymentAmounts(newFares.reduce((sum, fare) => sum + fare, 0));
  const difference = amounts.total - oldTotal;
  return {
    chargePercent,
    charge,
    oldTotal,
    newBase: amounts.base,
    newGst: amounts.gst,
    newTotal: amounts.total,
    difference,
    due: charge + difference,
  };
}

/** What the ticket's owner asks: the new bus, its date, the seats (as many as the ticket has) and the stages. */
export const rescheduleRequestSchema = z.object({
  schedule_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Pick a bus'),
  travel_date: isoDateSchema,
  seat_numbers: z
    .array(z.string().trim().min(1).max(10))
    .min(1, 'Pick your seats')
    .max(MAX_SEATS_PER_BOOKING)
    .refine((seats) => new Set(seats).size === seats.length, { message: 'Pick each seat once' }),
  boarding_point_id: z.string().trim().min(1, 'Pick a boarding point').max(20),
  dropping_point_id: z.string().trim().min(1, 'Pick a drop-off point').max(20),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** `GET /api/reschedule/{pnr}`: may this ticket change its date now, at what charge, and where to look for buses. */
export const rescheduleEligibilitySchema = z.object({
  pnr: z.string(),
  allowed: z.boolean(),
  /** why not, in the traveller's words */
  reason: z.string().nullable(),
  /** the charge if changed now; null when not allowed */
  charge_percent: z.number().nullable(),
  /** the new bus must carry this many seats */
  seat_count: z.number().int(),
  travel_id: z.number().int().nullable(),
  operator: z.string(),
  origin_id: z.number().int(),
  destination_id: z.number().int(),
  origin: z.string(),
  destination: z.string(),
  travel_date: z.string(),
  departure_time: z.string(),
  schedule_id: z.string(),
});
export type RescheduleEligibility = z.infer<typeof rescheduleEligibilitySchema>;
export const rescheduleEligibilityResponseSchema = z.object({ result: rescheduleEligibilitySchema });

/** The quote as the API answers it, in rupees. */
export const rescheduleQuoteSchema = z.object({
  schedule_id: z.string(),
  travel_date: z.string(),
  departure_time: z.string(),
  seat_numbers: z.array(z.string()),
  charge_percent: z.number(),
  charge: z.number(),
  old_total: z.number(),
  new_base: z.number(),
  new_gst: z.number(),
  new_total: z.number(),
  difference: z.number(),
  /** > 0 paid through the gateway, < 0 refunded to the original payment, 0 nothing */
  due: z.number(),
});
export type RescheduleQuoteAnswer = z.infer<typeof rescheduleQuoteSchema>;
export const rescheduleQuoteResponseSchema = z.object({ result: rescheduleQuoteSchema });

/**
 * `POST /api/reschedule/{pnr}`: the new booking held. `next` says what follows: `pay` the due through the gateway
 * (`POST /api/phonepe/create-payment` with the new PNR), `pending` (the provider's confirmation is being finished),
 * `done` (confirmed, the old ticket replaced), or `failed` (the old ticket stands).
 */
export const rescheduleStartSchema = z.object({
  new_pnr: z.string(),
  old_pnr: z.string(),
  next: z.enum(['pay', 'pending', 'done', 'failed']),
  quote: rescheduleQuoteSchema,
});
export type RescheduleStart = z.infer<typeof rescheduleStartSchema>;
export const rescheduleStartResponseSchema = z.object({ result: rescheduleStartSchema });
