/**
 * What cancelling seats costs, by the product's own bands (traveller.md §9, @jatra/shared), applied
 * to the ticket value of each seat: its fare plus the GST paid on it. The charge is split into the
 * part of the fare and the part of the tax for the provider's cancel_seat_detail (gds.md §2.15).
 */
import { cancellationBand } from '@jatra/shared';

export interface SeatPrice {
  seatNumber: string;
  fare: number;
  serviceTax: number;
}

export interface SeatRefund {
  seatNumber: string;
  cancelPercent: number;
  /** charge on the fare plus charge on the tax */
  charge: number;
  baseCharge: number;
  taxCharge: number;
  refund: number;
}

export type Cancellability =
  | { cancellable: true; percent: number; seats: SeatRefund[]; charges: number; refund: number }
  | { cancellable: false; reason: 'window-closed' | 'departed'; value: number };

const round2 = (amount: number) => Math.round(amount * 100) / 100;

export function cancellability(seats: readonly SeatPrice[], hoursLeft: number): Cancellability {
  const value = round2(seats.reduce((sum, seat) => sum + seat.fare + seat.serviceTax, 0));
  const band = cancellationBand(hoursLeft);
  if (!band) return { cancellable: false, reason: 'departed', value };
  if (band.chargePercent === null) return { cancellable: false, reason: 'window-closed', value };
  const percent = band.chargePercent;
  const refunds = seats.map((seat) => {
    const baseCharge = round2((seat.fare * percent) / 100);
    const taxCharge = round2((seat.serviceTax * percent) / 100);
    const charge = round2(baseCharge + taxCharge);
    return {
      seatNumber: seat.seatNumber,
      cancelPercent: percent,
      charge,
      baseCharge,
      taxCharge,
      refund: round2(seat.fare + seat.serviceTax - charge),
    };
  });
  return {
    cancellable: true,
    percent,
    seats: refunds,
    charges: round2(refunds.reduce((sum, seat) => sum + seat.charge, 0)),
    refund: round2(refunds.reduce((sum, seat) => sum + seat.refund, 0)),
  };
}
