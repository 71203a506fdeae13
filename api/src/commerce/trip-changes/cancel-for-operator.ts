import { createHash } from 'node:crypto';
import { paidSeats } from '@jatra/shared';
import type { BookingRow } from '../bookings/bookings.schema';
import { remainingAfter } from '../bookings/cancellation-quote';
import type { Transact } from '../payments/repositories';
import type { RefundRow } from '../payments/payments.schema';
import { refundParts } from '../payments/refund-parts';

export interface CancelForOperatorDeps {
  transact: Transact;
  now: () => Date;
}

/**
 * The id of the operator's cancellation of a booking, the same on every try: of two sweeps cancelling one booking
 * at once, the second's insert meets the first's row and does nothing, whatever state the first left it in.
 */
export function operatorCancellationId(bookingId: string): string {
  const hex = createHash('sha256').update(`operator-cancellation:${bookingId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The operator's cancellation's refund of a booking is `<order>-OPC-R1`: one per booking, recorded only once. */
const OPERATOR_REFUND_SUFFIX = 'OPC-R1';

/**
 * The operator cancelled the trip: every seat still on the booking is cancelled with no charge and refunded in
 * full (fare and GST, whatever the policy). The cancellation, the booking's change and the refund are written in
 * one transaction, so a crash leaves all or none of them; the refund is then sent like any other. 'busy': the
 * traveller's own cancellation is in flight (it will fail at the provider, which cancelled the trip), another
 * sweep is cancelling this booking right now, or the traveller's date change is under way (its new ticket, once
 * confirmed, replaces this one and carries its value; a change that comes to nothing leaves it to cancel); the next
 * sweep looks again. 'done': nothing left to cancel.
 */
export async function cancelForOperator(
  deps: CancelForOperatorDeps,
  booking: BookingRow,
): Promise<{ kind: 'cancelled'; cancellationId: string; refunds: RefundRow[] } | { kind: 'busy' | 'done' }> {
  const at = deps.now();
  const seats = paidSeats(booking.seats, booking.gstAmount);
  const seatNumbers = seats.map((seat) => seat.seatNumber);
  const refunded = seats.map((seat) => ({
    seatNumber: seat.seatNumber,
    cancelPercent: 0,
    chargePaise: 0,
    refundPaise: (seat.fare + seat.gst) * 100,
  }));
  const refundPaise = refunded.reduce((sum, seat) => sum + seat.refundPaise, 0);
  return deps
    .transact(async (tx) => {
      if (!(await tx.bookings.lockUnlessChanging(booking.id, at))) return { kind: 'busy' as const };
      const cancellation = await tx.bookings.openCancellation({
        id: operatorCancellationId(booking.id),
        bookingId: booking.id,
        userId: booking.userId,
        pnr: booking.pnr,
        seatNumbers,
        status: 'requested',
        cancelledBy: 'operator',
        cancelPercent: 0,
        chargePaise: 0,
        refundPaise,
        quote: { seats: refunded, paidPaise: refundPaise },
        claimedUntil: at,
        createdAt: at,
        updatedAt: at,
      });
      if (!cancellation) return { kind: 'busy' as const };
      const completed = await tx.bookings.completeCancellation(
        {
          id: cancellation.id,
          seatNumbers,
          cancelPercent: 0,
          chargePaise: 0,
          refundPaise,
          quote: { seats: refunded, paidPaise: refundPaise, settled: refunded, passengers: booking.passengers },
          providerAnswer: { cancelled_by: 'operator' },
          cancelledBy: 'operator',
        },
        remainingAfter(booking, seatNumbers),
        booking.id,
        at,
      );
      // the booking was no longer confirmed: rolled back with the rest
      if (!completed) throw new BookingMovedOn();
      if (refundPaise <= 0) return { kind: 'cancelled' as const, cancellationId: cancellation.id, refunds: [] };
      const parts = await refundParts(tx, booking, refundPaise, OPERATOR_REFUND_SUFFIX);
      for (const part of parts) {
        await tx.payments.insertRefund(
          {
            ...part,
            bookingId: booking.id,
            cancellationId: cancellation.id,
            reason: `Trip cancelled by the operator: seats ${seatNumbers.join(', ')}`,
          },
          at,
        );
      }
      const refunds = await Promise.all(parts.map(async (part) => (await tx.payments.refund(part.merchantRefundId))!));
      return { kind: 'cancelled' as const, cancellationId: cancellation.id, refunds };
    })
    .catch((error: unknown) => {
      if (error instanceof BookingMovedOn) return { kind: 'done' as const };
      throw error;
    });
}

class BookingMovedOn extends Error {}
