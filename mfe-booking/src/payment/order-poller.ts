import { PAYMENT_MAX_POLLS, PAYMENT_POLL_INTERVAL_MS } from '@jatra/shared';
import type { OrderStatus } from './payment-api';

/** Where an order stands for the traveller, read from one order-status answer. */
export type OrderVerdict =
  /** paid, and the ticket exists */
  | { kind: 'confirmed'; status: OrderStatus }
  /** paid, but no ticket: the server refunds; the traveller must be told, never left guessing */
  | { kind: 'booking_failed'; status: OrderStatus }
  /** the gateway says the payment failed */
  | { kind: 'payment_failed'; status: OrderStatus }
  /** not decided yet: unpaid, or paid while the server is still confirming with the bus provider */
  | { kind: 'pending'; status: OrderStatus };

export function orderVerdict(status: OrderStatus): OrderVerdict {
  if (status.state === 'FAILED') return { kind: 'payment_failed', status };
  if (status.state === 'PENDING') return { kind: 'pending', status };
  if (status.bookingStatus === 'confirmed') return { kind: 'confirmed', status };
  // paid and still tentative: the server is issuing the ticket right now
  if (status.bookingStatus === 'tentative') return { kind: 'pending', status };
  // paid, and the booking ended any other way (failed, expired, cancelled): no ticket, a refund is due
  return { kind: 'booking_failed', status };
}

/** How a watched order ended. */
export type PollResult =
  | Exclude<OrderVerdict, { kind: 'pending' }>
  /** the payment window was closed before the payment went through */
  | { kind: 'cancelled'; status: OrderStatus | null }
  /** PAYMENT_MAX_POLLS checks without an outcome */
  | { kind: 'timeout' }
  /** the check made after the window closed could not reach the server */
  | { kind: 'check_failed' };

export interface PollOptions {
  orderId: string;
  fetchStatus: (orderId: string, signal: AbortSignal) => Promise<OrderStatus>;
  /** the payment window, when there is one; its closing triggers one final check */
  popup: { readonly closed: boolean } | null;
  onSettled: (result: PollResult) => void;
  intervalMs?: number;
  maxPolls?: number;
  /** how often the window is looked at, so its closing is answered at once rather than at the next check */
  popupWatchMs?: number;
}

/**
 * Watches one gateway order (booking-payment-admin.md §4 "Payment popup polling"): a check every 5 s, at most
 * 60; a failed check does not stop the watch. When the payment window closes, one final check decides: only a
 * COMPLETED, confirmed order is a success, an unpaid one is cancelled. A paid order whose ticket is still being
 * issued is watched on (within the same 60 checks) rather than reported as cancelled.
 *
 * Checks run one after the other (the next is scheduled when the previous answered), so a slow server never
 * gets overlapping requests. Returns `stop`, which cancels the timer and the request in flight; nothing is
 * reported after it.
 */
export function pollOrder({
  orderId,
  fetchStatus,
  popup,
  onSettled,
  intervalMs = PAYMENT_POLL_INTERVAL_MS,
  maxPolls = PAYMENT_MAX_POLLS,
  popupWatchMs = 500,
}: PollOptions): () => void {
  let stopped = false;
  let polls = 0;
  // after the final check of a paid order the window no longer matters
  let watchingPopup = popup !== null;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let popupWatch: ReturnType<typeof setInterval> | undefined;
  const controller = new AbortController();

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(popupWatch);
    controller.abort();
  };
  const settle = (result: PollResult) => {
    if (stopped) return;
    stop();
    onSettled(result);
  };
  const next = () => {
    if (stopped) return;
    if (polls >= maxPolls) settle({ kind: 'timeout' });
    else timer = setTimeout(() => void check(), intervalMs);
  };

  const check = async () => {
    const finalCheck = watchingPopup && popup !== null && popup.closed;
    polls += 1;
    let status: OrderStatus;
    inFlight = true;
    try {
      status = await fetchStatus(orderId, controller.signal);
    } catch {
      inFlight = false;
      if (stopped) return;
      if (finalCheck) settle({ kind: 'check_failed' });
      else next();
      return;
    }
    inFlight = false;
    if (stopped) return;
    const verdict = orderVerdict(status);
    if (verdict.kind !== 'pending') return settle(verdict);
    if (finalCheck) {
      if (status.state === 'PENDING') return settle({ kind: 'cancelled', status });
      watchingPopup = false;
      clearInterval(popupWatch);
    }
    next();
  };

  if (popup !== null) {
    popupWatch = setInterval(() => {
      if (stopped || inFlight || !watchingPopup || !popup.closed) return;
      // the window just closed: the final check now instead of at the next tick
      clearTimeout(timer);
      void check();
    }, popupWatchMs);
  }
  next();
  return stop;
}
