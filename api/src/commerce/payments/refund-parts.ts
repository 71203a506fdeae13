import type { BookingRow } from '../bookings/bookings.schema';
import type { CommerceRepositories } from './repositories';

/** One refund to record: an amount back to one of the orders that paid for a booking. */
export interface RefundPart {
  merchantRefundId: string;
  merchantOrderId: string;
  amountPaise: number;
}

/**
 * The orders that paid for a booking, its own first: a date change that cost more was paid by an order of its own,
 * and the rest of its price by the order of the ticket it replaced (and so on back), docs/reschedule.md.
 */
async function payingOrders(tx: CommerceRepositories, booking: BookingRow) {
  const chain: BookingRow[] = [];
  for (let row: BookingRow | undefined = booking; row && !chain.includes(row);) {
    chain.push(row);
    row = row.rescheduledFrom ? await tx.bookings.byPnr(row.rescheduledFrom) : undefined;
  }
  const ids = [...new Set(chain.map((row) => row.paidOrderId).filter((id): id is string => id !== null))];
  if (ids.length === 0) {
    // a ticket confirmed before bookings kept the order that paid them
    const paid = (await tx.payments.ordersOf(booking.id)).find((order) => order.state === 'COMPLETED');
    if (paid) ids.push(paid.merchantOrderId);
  }
  const refunded = await tx.payments.refundsOf(chain.map((row) => row.id));
  const orders = await Promise.all(ids.map((id) => tx.payments.order(id)));
  return orders
    .filter((order) => order !== undefined)
    .map((order) => ({
      merchantOrderId: order.merchantOrderId,
      // a failed refund gave nothing back (its retry is a row of its own)
      left:
        order.amountPaise -
        refunded
          .filter((refund) => refund.merchantOrderId === order.merchantOrderId && refund.state !== 'FAILED')
          .reduce((sum, refund) => sum + refund.amountPaise, 0),
    }));
}

/**
 * A booking's refund split over the orders that paid for it, its own order first, each part at most what that order
 * has not given back yet: the gateway refuses a refund above what its order took. Ids are `<base>-<suffix>`, a
 * further part adding `-P2`, `-P3`, the same on every try. The base is the paying order for a booking paid by one
 * order, as always; a date change's new ticket shares orders with the ticket it replaced, whose refunds count
 * their own suffixes, so its base is its own PNR. Throws when the orders cannot cover it: a bug to see, not money
 * to skip.
 */
export async function refundParts(
  tx: CommerceRepositories,
  booking: BookingRow,
  amountPaise: number,
  suffix: string,
): Promise<RefundPart[]> {
  const orders = await payingOrders(tx, booking);
  if (orders.length === 0) throw new Error(`no paid order to refund for ${booking.pnr}`);
  const base = `${booking.rescheduledFrom ? booking.pnr : orders[0]!.merchantOrderId}-${suffix}`;
  const parts: RefundPart[] = [];
  let owed = amountPaise;
  for (const order of orders) {
    const amount = Math.min(owed, Math.max(0, order.left));
    if (amount <= 0) continue;
    const id = parts.length === 0 ? base : `${base}-P${parts.length + 1}`;
    parts.push({ merchantRefundId: id, merchantOrderId: order.merchantOrderId, amountPaise: amount });
    owed -= amount;
    if (owed === 0) break;
  }
  if (owed > 0) throw new Error(`the orders of ${booking.pnr} cannot refund ${amountPaise / 100}: ${owed / 100} short`);
  return parts;
}
