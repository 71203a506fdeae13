import { z } from 'zod';
import { CANCELLATION_BANDS, CANCELLATION_CUTOFF_HOURS } from './cancellation-bands';
import { ruleMessage, type RuleMessage } from '../rules/i18n/rule-catalogues';

export { CANCELLATION_BANDS, CANCELLATION_CUTOFF_HOURS, OPERATOR_CANCELLATION_REFUND_DAYS } from './cancellation-bands';

/**
 * One band of a cancellation policy as a booking keeps it: cancelling more than `fromHours` and at most
 * `toHours` (null: no upper end) before departure costs `chargePercent` of the cancelled seats' fare.
 */
export const policyBandSchema = z.object({
  fromHours: z.number().nonnegative(),
  toHours: z.number().positive().nullable(),
  chargePercent: z.number().min(0).max(100),
});
export type PolicyBand = z.infer<typeof policyBandSchema>;

/**
 * The policy a booking was sold under, fixed when it was made: the operator's own bands (the provider's
 * `cancellation_policies`) where the operator has them, else the site's table.
 */
export const cancellationPolicySchema = z.object({
  source: z.enum(['operator', 'site']),
  bands: z.array(policyBandSchema).min(1),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** The site's table as a policy (the within-2-hours row is the cutoff, not a band). */
export const SITE_CANCELLATION_POLICY: CancellationPolicy = {
  source: 'site',
  bands: CANCELLATION_BANDS.filter((band) => band.chargePercent !== null).map((band) => ({
    fromHours: Math.max(band.afterHours, CANCELLATION_CUTOFF_HOURS),
    toHours: band.untilHours,
    chargePercent: band.chargePercent!,
  })),
};

/**
 * The charge in percent for cancelling this many hours before departure under a policy, or null when
 * nothing may be cancelled (within the cutoff, or after departure). Beyond the last band's end the
 * farthest band applies; a gap between an operator's bands falls back to the site's table.
 */
export function policyChargePercent(policy: CancellationPolicy, hoursBeforeDeparture: number): number | null {
  if (!Number.isFinite(hoursBeforeDeparture) || hoursBeforeDeparture <= CANCELLATION_CUTOFF_HOURS) return null;
  const band = policy.bands.find(
    (candidate) =>
      hoursBeforeDeparture > candidate.fromHours &&
      (candidate.toHours === null || hoursBeforeDeparture <= candidate.toHours),
  );
  if (band) return band.chargePercent;
  const farthest = [...policy.bands].sort((a, b) => (b.toHours ?? Infinity) - (a.toHours ?? Infinity))[0]!;
  if (farthest.toHours !== null && hoursBeforeDeparture > farthest.toHours) return farthest.chargePercent;
  return policy.source === 'site' ? null : policyChargePercent(SITE_CANCELLATION_POLICY, hoursBeforeDeparture);
}

/** 'More than 24 hours before departure', '12 to 24 hours before departure' … for one band of a policy. */
export function policyBandWindow(band: PolicyBand): RuleMessage {
  const from = Math.max(band.fromHours, CANCELLATION_CUTOFF_HOURS);
  if (band.toHours === null) return ruleMessage('policy.window.moreThan', { hours: from });
  return ruleMessage('policy.window.between', { from, to: band.toHours });
}

/** 'No charge', '10% of ticket value'. */
export function policyBandCharge(band: PolicyBand): RuleMessage {
  return band.chargePercent === 0
    ? ruleMessage('policy.charge.none')
    : ruleMessage('policy.charge.percent', { percent: band.chargePercent });
}

/** A seat as a cancellation prices it: what its fare was and what was paid for it in all (fare + GST). */
export interface PaidSeat {
  seatNumber: string;
  /** whole rupees */
  fare: number;
  /** whole rupees: the seat's share of the booking's GST */
  gst: number;
}

/**
 * Each seat's share of a booking's GST, so that the shares add up to exactly what was paid: the rounded
 * GST of the sum is spread over the seats by their fares (largest remainder first).
 */
export function paidSeats(seats: readonly { seat_number: string; fare: number }[], gstAmount: number): PaidSeat[] {
  const base = seats.reduce((sum, seat) => sum + seat.fare, 0);
  if (base <= 0) return seats.map((seat) => ({ seatNumber: seat.seat_number, fare: seat.fare, gst: 0 }));
  const exact = seats.map((seat) => (gstAmount * seat.fare) / base);
  const shares = exact.map(Math.floor);
  let left = gstAmount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return seats.map((seat, index) => ({ seatNumber: seat.seat_number, fare: seat.fare, gst: shares[index]! }));
}

export interface SeatCancellationQuote {
  seatNumber: string;
  cancelPercent: number;
  /** in paise */
  chargePaise: number;
  /** in paise: fare + GST paid for the seat, minus the charge */
  refundPaise: number;
}

export interface CancellationQuote {
  cancelPercent: number;
  chargePaise: number;
  refundPaise: number;
  seats: SeatCancellationQuote[];
}

/** Charge = percent of the cancelled seats' fare; refund = what was paid for them minus the charge, never below 0. */
export function quoteCancellation(seats: readonly PaidSeat[], cancelPercent: number): CancellationQuote {
  const quoted = seats.map((seat) => {
    const paidPaise = (seat.fare + seat.gst) * 100;
    // charges are whole rupees, like every amount the traveller paid
    const chargePaise = Math.min(paidPaise, Math.round((seat.fare * cancelPercent) / 100) * 100);
    return { seatNumber: seat.seatNumber, cancelPercent, chargePaise, refundPaise: paidPaise - chargePaise };
  });
  return {
    cancelPercent,
    chargePaise: quoted.reduce((sum, seat) => sum + seat.chargePaise, 0),
    refundPaise: quoted.reduce((sum, seat) => sum + seat.refundPaise, 0),
    seats: quoted,
  };
}
