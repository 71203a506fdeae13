/**
 * What cancelling seats costs at the simulated provider: the band of the operator's own
 * `cancellation_policies` (docs/gds-wire.md, Reference lists) is charged on each seat's fare; the seat's service tax is
 * refunded in full. These are this provider's rules, not the product's (docs/simulators.md).
 */
import { toPaisa } from '../wire/format';
import { bandAt, parseCancellationBands } from './cancellation-bands';

/** The provider refuses any cancellation this close to departure, whatever the operator's bands say. */
export const CANCELLATION_CUTOFF_HOURS = 2;

export interface SeatPrice {
  seatNumber: string;
  fare: number;
  serviceTax: number;
}

export interface SeatRefund {
  seatNumber: string;
  cancelPercent: number;
  /** kept back from the fare */
  charge: number;
  refund: number;
}

export type Cancellability =
  | { cancellable: true; percent: number; seats: SeatRefund[]; charges: number; refund: number }
  | { cancellable: false; reason: 'window-closed' | 'departed'; value: number };

export interface CancellationTerms {
  /** the operator's `cancellation_policies` */
  policies: string;
  hoursLeft: number;
  /** a test knob: charge this percent instead of the band's */
  percentOverride?: number | null;
}

export function cancellability(seats: readonly SeatPrice[], terms: CancellationTerms): Cancellability {
  const { hoursLeft } = terms;
  const value = toPaisa(seats.reduce((sum, seat) => sum + seat.fare + seat.serviceTax, 0));
  if (!Number.isFinite(hoursLeft) || hoursLeft < 0) return { cancellable: false, reason: 'departed', value };
  const band =
    hoursLeft > CANCELLATION_CUTOFF_HOURS ? bandAt(parseCancellationBands(terms.policies), hoursLeft) : undefined;
  // a policy that starts farther out than the cutoff offers no cancellation closer in
  if (!band) return { cancellable: false, reason: 'window-closed', value };
  const percent = terms.percentOverride ?? band.chargePercent;
  const refunds = seats.map((seat) => {
    const charge = toPaisa((seat.fare * percent) / 100);
    return {
      seatNumber: seat.seatNumber,
      cancelPercent: percent,
      charge,
      refund: toPaisa(seat.fare + seat.serviceTax - charge),
    };
  });
  return {
    cancellable: true,
    percent,
    seats: refunds,
    charges: toPaisa(refunds.reduce((sum, seat) => sum + seat.charge, 0)),
    refund: toPaisa(refunds.reduce((sum, seat) => sum + seat.refund, 0)),
  };
}
