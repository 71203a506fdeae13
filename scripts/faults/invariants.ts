/**
 * What must hold after the faults, read from our database and from the outside systems' books: no seat
 * sold twice, no money taken without a ticket or a refund, no booking or payment the travellers were told
 * of lost or left half-way.
 */
import pg from 'pg';
import type { ProviderState } from './outside-systems';
import type { Ledger } from './workload';

interface OurState {
  bookings: {
    id: string;
    pnr: string;
    scheduleId: string;
    status: string;
    cancelledBy: string | null;
    /** `HH:MM`, as the operator last moved it */
    departureTime: string;
    paidOrderId: string | null;
    /** the PNR of the booking a date change replaces this one with */
    rescheduledTo: string | null;
    /**
     * its date change waits on the traveller: the new booking's hold is still live or its payment still open. The
     * operator's cancellation waits for such a change (docs/reschedule.md), so neither is work left undone.
     */
    changeWaits: boolean;
    seats: string[];
    /** seats given back by completed cancellations */
    cancelledSeats: string[];
  }[];
  orders: { merchantOrderId: string; bookingId: string; state: string; amountPaise: number }[];
  refunds: { merchantRefundId: string; merchantOrderId: string; state: string; amountPaise: number }[];
  openCancellations: number;
}

/**
 * Our bookings, payments and refunds. `userIds` limits them to the bookings of those accounts (a run on a copy
 * of a large database judges its own travellers' bookings, not a year of others').
 */
export async function readOurState(databaseUrl: string, userIds?: string[]): Promise<OurState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const mine = userIds ? 'b.user_id = any($1::uuid[])' : 'true';
  const params = userIds ? [userIds] : [];
  try {
    const bookings = await client.query<OurState['bookings'][number]>(
      `select b.id, b.pnr, b.schedule_id as "scheduleId", b.status, b.cancelled_by as "cancelledBy",
        b.departure_time as "departureTime", b.paid_order_id as "paidOrderId", b.rescheduled_to as "rescheduledTo",
        (b.status = 'confirmed' and exists (select 1 from bookings n where n.pnr = b.rescheduled_to
          and n.status = 'tentative' and (n.hold_expires_at > now() or exists (select 1 from payment_orders o
          where o.booking_id = n.id and o.state = 'PENDING')))) as "changeWaits",
        (select coalesce(jsonb_agg(s->>'seat_number'), '[]') from jsonb_array_elements(b.seats) s) as seats,
        (select coalesce(jsonb_agg(n), '[]') from cancellations c, jsonb_array_elements_text(c.seat_numbers) n
          where c.booking_id = b.id and c.status = 'completed') as "cancelledSeats"
      from bookings b where ${mine}`,
      params,
    );
    const orders = await client.query<OurState['orders'][number]>(
      `select o.merchant_order_id as "merchantOrderId", o.booking_id as "bookingId", o.state,
        o.amount_paise as "amountPaise"
      from payment_orders o join bookings b on b.id = o.booking_id where ${mine}`,
      params,
    );
    const refunds = await client.query<OurState['refunds'][number]>(
      `select r.merchant_refund_id as "merchantRefundId", r.merchant_order_id as "merchantOrderId", r.state,
        r.amount_paise as "amountPaise"
      from refunds r join bookings b on b.id = r.booking_id where ${mine}`,
      params,
    );
    const open = await client.query<{ count: string }>(
      `select count(*) from cancellations c join bookings b on b.id = c.booking_id
      where c.status = 'requested' and ${mine}`,
      params,
    );
    return {
      bookings: bookings.rows,
      orders: orders.rows,
      refunds: refunds.rows,
      openCancellations: Number(open.rows[0]!.count),
    };
  } finally {
    await client.end();
  }
}

/** The operator's changes the run made to trips: schedule ids cancelled, and moved ones with their new departure. */
export interface TripChangesMade {
  cancelled: Set<string>;
  moved: Map<string, string>;
}
const noTripChanges: TripChangesMade = { cancelled: new Set(), moved: new Map() };

/** Bookings still confirmed as the trip was sold although the operator cancelled or moved it, one line each. */
function changesNotCarried(ours: OurState, trips: TripChangesMade): string[] {
  return ours.bookings
    .filter((booking) => booking.status === 'confirmed' && !booking.changeWaits)
    .flatMap((booking) => {
      if (trips.cancelled.has(booking.scheduleId)) return [`${booking.pnr} still confirmed on a cancelled trip`];
      const moved = trips.moved.get(booking.scheduleId);
      return moved && moved !== booking.departureTime
        ? [`${booking.pnr} still leaves at ${booking.departureTime}; the operator moved it to ${moved}`]
        : [];
    });
}

/** Work the reconciler has yet to finish, one line each; the run waits for none before it judges. */
export function unsettled(ours: OurState, provider: ProviderState, trips = noTripChanges): string[] {
  const gateway = new Map(provider.orders.map((order) => [order.merchantOrderId, order.state]));
  const bookingOf = new Map(ours.bookings.map((booking) => [booking.id, booking]));
  return [
    ...ours.orders
      // unknown at the gateway: the API died before its pay request went out, and waits out the order's window
      .filter((order) => order.state === 'PENDING' && (gateway.get(order.merchantOrderId) ?? 'PENDING') !== 'PENDING')
      .map(
        (order) =>
          `payment ${order.merchantOrderId} PENDING here, ${gateway.get(order.merchantOrderId)} at the gateway`,
      ),
    ...ours.orders
      .filter((order) => order.state === 'COMPLETED' && bookingOf.get(order.bookingId)?.status === 'tentative')
      .map((order) => `payment ${order.merchantOrderId} paid, its booking still tentative`),
    ...ours.refunds
      .filter((refund) => refund.state !== 'COMPLETED' && refund.state !== 'FAILED')
      .map((refund) => `refund ${refund.merchantRefundId} ${refund.state}`),
    ...(ours.openCancellations > 0 ? [`${ours.openCancellations} cancellations requested, not finished`] : []),
    ...changesNotCarried(ours, trips),
    ...ours.bookings
      .filter((booking) => booking.status === 'confirmed' && booking.rescheduledTo && !booking.changeWaits)
      .map((booking) => `date change of ${booking.pnr} to ${booking.rescheduledTo} under way`),
  ];
}

export interface Verdict {
  seatsSoldTwice: number;
  paidWithoutTicketOrRefund: number;
  bookingsLost: number;
  /** tickets the provider sold that none of our bookings holds: seats the operator is paid for, nobody travels on */
  providerTicketsUnknownHere: number;
  /** payments refunded (or being refunded) for more than was paid: a refund made twice */
  refundedMoreThanPaid: number;
  /** bookings the operator's cancellation or move did not reach, or an operator's cancellation of a trip that runs */
  tripChangesNotCarried: number;
  /** date changes that ended with both tickets valid, or with neither */
  dateChangesWithTwoTicketsOrNone: number;
  details: string[];
}

const seatKey = (scheduleId: string, seat: string) => `${scheduleId}/${seat}`;

export function judge(ledger: Ledger, ours: OurState, provider: ProviderState, trips = noTripChanges): Verdict {
  const details: string[] = [];
  const bookingByPnr = new Map(ours.bookings.map((booking) => [booking.pnr, booking]));
  const bookingById = new Map(ours.bookings.map((booking) => [booking.id, booking]));
  const orderById = new Map(ours.orders.map((order) => [order.merchantOrderId, order]));
  const gatewayState = new Map(provider.orders.map((order) => [order.merchantOrderId, order.state]));
  // a ticket follows its service: on a trip the operator cancelled, the provider's ticket is cancelled
  const providerBooking = new Map(
    provider.bookings.map((booking) => [
      booking.pnr,
      trips.cancelled.has(booking.scheduleId) ? { ...booking, status: 'cancelled' } : booking,
    ]),
  );

  // seats sold twice: on our side, on the provider's, and across (we sold it to one PNR, the provider to another)
  let seatsSoldTwice = 0;
  const oursSold = new Map<string, string>();
  for (const booking of ours.bookings) {
    if (booking.status !== 'confirmed') continue;
    for (const seat of booking.seats.filter((seat) => !booking.cancelledSeats.includes(seat))) {
      const key = seatKey(booking.scheduleId, seat);
      const other = oursSold.get(key);
      if (other) {
        seatsSoldTwice += 1;
        details.push(`seat ${key} is in our confirmed bookings ${other} and ${booking.pnr}`);
      } else oursSold.set(key, booking.pnr);
    }
  }
  const providerSold = new Map<string, string>();
  for (const seat of provider.seats) {
    const booking = providerBooking.get(seat.pnr);
    if (!booking || booking.status !== 'confirmed' || seat.cancelled) continue;
    const key = seatKey(booking.scheduleId, seat.seatNumber);
    const other = providerSold.get(key);
    if (other) {
      seatsSoldTwice += 1;
      details.push(`seat ${key} is in the provider's tickets ${other} and ${seat.pnr}`);
    } else providerSold.set(key, seat.pnr);
  }
  for (const [key, pnr] of oursSold) {
    const theirs = providerSold.get(key);
    if (theirs && theirs !== pnr) {
      seatsSoldTwice += 1;
      details.push(`seat ${key}: ours to ${pnr}, the provider's to ${theirs}`);
    }
  }

  // every order the gateway took money for: a ticket (the provider's too) paid by it, or a refund of it
  let paidWithoutTicketOrRefund = 0;
  const refunded = new Set(ours.refunds.map((refund) => refund.merchantOrderId));
  for (const [merchantOrderId, state] of gatewayState) {
    if (state !== 'COMPLETED') continue;
    const order = orderById.get(merchantOrderId);
    const booking = order && bookingById.get(order.bookingId);
    const ticketOf = (held: (typeof ours.bookings)[number] | undefined) =>
      (held?.status === 'confirmed' || held?.status === 'cancelled') &&
      providerBooking.get(held.pnr)?.status === (held.status === 'confirmed' ? 'confirmed' : 'cancelled');
    // a ticket whose date was changed carries its money to the ticket that replaced it
    const ticketed =
      booking?.status === 'rescheduled'
        ? ticketOf(bookingByPnr.get(booking.rescheduledTo ?? ''))
        : booking?.paidOrderId === merchantOrderId && ticketOf(booking);
    // on a trip the operator cancelled, a ticket whose date change waits on the traveller is refunded or replaced
    // once the change ends: its money rides on the change meanwhile
    const waitsOnChange = booking?.paidOrderId === merchantOrderId && booking.changeWaits;
    if (ticketed || waitsOnChange || refunded.has(merchantOrderId)) continue;
    paidWithoutTicketOrRefund += 1;
    details.push(
      `order ${merchantOrderId} was paid; booking ${booking?.pnr ?? '?'} is ${booking?.status ?? 'missing'} (paid by ${booking?.paidOrderId ?? 'nothing'}), provider ${booking ? (providerBooking.get(booking.pnr)?.status ?? 'none') : '?'}, no refund`,
    );
  }

  // what the travellers were told must be there, and settled the way the gateway settled it
  let bookingsLost = 0;
  for (const pnr of ledger.holds.keys()) {
    if (!bookingByPnr.has(pnr)) {
      bookingsLost += 1;
      details.push(`hold ${pnr} was answered 201 but is not in the database`);
    }
  }
  for (const [merchantOrderId, pnr] of ledger.orders) {
    const order = orderById.get(merchantOrderId);
    const gateway = gatewayState.get(merchantOrderId);
    if (!order || bookingById.get(order.bookingId)?.pnr !== pnr) {
      bookingsLost += 1;
      details.push(`payment ${merchantOrderId} of ${pnr} was answered 201 but is not in the database`);
    } else if (order.state !== gateway) {
      bookingsLost += 1;
      details.push(`payment ${merchantOrderId} is ${order.state} here, ${gateway ?? 'unknown'} at the gateway`);
    }
  }
  for (const pnr of ledger.cancelled) {
    if (bookingByPnr.get(pnr)?.status !== 'cancelled') {
      bookingsLost += 1;
      details.push(`cancellation of ${pnr} was answered 200; the booking is ${bookingByPnr.get(pnr)?.status}`);
    }
  }

  let providerTicketsUnknownHere = 0;
  for (const booking of providerBooking.values()) {
    if (booking.status !== 'confirmed') continue;
    const ours = bookingByPnr.get(booking.pnr);
    if (ours?.status === 'confirmed') continue;
    providerTicketsUnknownHere += 1;
    details.push(`the provider confirmed ${booking.pnr}; here it is ${ours?.status ?? 'missing'}`);
  }

  let refundedMoreThanPaid = 0;
  const refundedPaise = new Map<string, number>();
  for (const refund of ours.refunds.filter((refund) => refund.state !== 'FAILED')) {
    refundedPaise.set(refund.merchantOrderId, (refundedPaise.get(refund.merchantOrderId) ?? 0) + refund.amountPaise);
  }
  for (const [merchantOrderId, paise] of refundedPaise) {
    const paid = orderById.get(merchantOrderId)?.amountPaise ?? 0;
    if (paise <= paid) continue;
    refundedMoreThanPaid += 1;
    details.push(`order ${merchantOrderId} paid ${paid / 100}, refunded ${paise / 100}`);
  }

  const notCarried = [
    ...changesNotCarried(ours, trips),
    ...ours.bookings
      .filter((booking) => booking.cancelledBy === 'operator' && !trips.cancelled.has(booking.scheduleId))
      .map((booking) => `${booking.pnr} cancelled by the operator on a trip that runs`),
  ];
  details.push(...notCarried);

  const twoOrNone: string[] = [];
  for (const old of ours.bookings.filter((booking) => booking.rescheduledTo)) {
    const replacement = bookingByPnr.get(old.rescheduledTo!);
    if (old.status === 'confirmed' && replacement?.status === 'confirmed') {
      twoOrNone.push(`date change ${old.pnr} → ${replacement.pnr}: both tickets valid`);
    } else if (
      old.status === 'rescheduled' &&
      replacement?.status !== 'confirmed' &&
      replacement?.status !== 'cancelled'
    ) {
      twoOrNone.push(
        `date change ${old.pnr} → ${old.rescheduledTo}: old replaced, new ${replacement?.status ?? 'missing'}`,
      );
    }
  }
  for (const [oldPnr, newPnr] of ledger.reschedules) {
    if (!bookingByPnr.has(newPnr)) twoOrNone.push(`date change ${oldPnr} → ${newPnr} was answered 200, not stored`);
  }
  details.push(...twoOrNone);

  return {
    seatsSoldTwice,
    paidWithoutTicketOrRefund,
    bookingsLost,
    providerTicketsUnknownHere,
    refundedMoreThanPaid,
    tripChangesNotCarried: notCarried.length,
    dateChangesWithTwoTicketsOrNone: twoOrNone.length,
    details,
  };
}
