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
  | { kind: 'timeout' };

export interface PollOptions {
  orderId: string;
  fetchStatus: (orderId: string, signal: AbortSignal) => Promise<OrderStatus>;
  /** the payment window, when there is one; its closing triggers a check at once */
  popup: { readonly closed: boolean } | null;
  onSettled: (result: PollResult) => void;
  /** told once, when the payment window is seen closed while the order is still undecided */
  onPopupClosed?: () => void;
  intervalMs?: number;
  maxPolls?: number;
  /** how often the window is looked at, so its closing is answered at once rather than at the next check */
  popupWatchMs?: number;
  /**
   * Checks still made after the window closed on an unpaid (PENDING) order before it counts as cancelled: the
   * gateway may finish a payment, and its webhook arrive, a moment after the window closed.
   */
  closeGraceChecks?: number;
  /** the pause between those checks: the traveller who closed the window waits for a verdict */
  closeCheckIntervalMs?: number;
}

/**
 * 2 more checks 1.5 s apart: the traveller learns within a few seconds that the payment did not go through. A
 * payment the server settles later still wins: the page keeps reading the booking's record for a while after
 * (PaymentPage), and the server never takes a second payment for a booking already paid.
 */
export const CLOSE_GRACE_CHECKS = 2;
export const CLOSE_CHECK_INTERVAL_MS = 1_500;

/**
 * Watches one gateway order: a check every 5 s, at most
 * 60; a failed check does not stop the watch, even once the payment window has closed. When the window closes,
 * a check is made at once: only a COMPLETED, confirmed order is a success. An order still unpaid (PENDING) is
 * checked `closeGraceChecks` more times, `closeCheckIntervalMs` apart (a payment can finish, and its webhook
 * arrive, just after the window closed) and only then reported cancelled. A paid order whose ticket is still being
 * issued is watched on at the usual pace (within the same 60 checks) rather than reported as cancelled.
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
  onPopupClosed,
  intervalMs = PAYMENT_POLL_INTERVAL_MS,
  maxPolls = PAYMENT_MAX_POLLS,
  popupWatchMs = 500,
  closeGraceChecks = CLOSE_GRACE_CHECKS,
  closeCheckIntervalMs = CLOSE_CHECK_INTERVAL_MS,
}: PollOptions): () => void {
  let stopped = false;
  let polls = 0;
  // once the window is seen closed it no longer matters: from then on only the order's answers count
  let popupClosed = false;
  // PENDING answers received after the window closed
  let pendingAfterClose = 0;
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
  const next = (delayMs = intervalMs) => {
    if (stopped) return;
    if (polls >= maxPolls) settle({ kind: 'timeout' });
    else timer = setTimeout(() => void check(), delayMs);
  };
  const noticeClosedPopup = () => {
    if (popupClosed || popup === null || !popup.closed) return;
    popupClosed = true;
    clearInterval(popupWatch);
    onPopupClosed?.();
  };

  const check = async () => {
    noticeClosedPopup();
    polls += 1;
    let status: OrderStatus;
    inFlight = true;
    try {
      status = await fetchStatus(orderId, controller.signal);
    } catch {
      inFlight = false;
      // a failed check never decides anything, before or after the window closed: ask again
      next();
      return;
    }
    inFlight = false;
    if (stopped) return;
    const verdict = orderVerdict(status);
    if (verdict.kind !== 'pending') return settle(verdict);
    if (popupClosed && status.state === 'PENDING') {
      pendingAfterClose += 1;
      if (pendingAfterClose > closeGraceChecks) return settle({ kind: 'cancelled', status });
      return next(closeCheckIntervalMs);
    }
    next();
  };

  if (popup !== null) {
    popupWatch = setInterval(() => {
      if (stopped || inFlight || popupClosed || !popup.closed) return;
      // the window just closed: check now instead of at the next tick
      clearTimeout(timer);
      void check();
    }, popupWatchMs);
  }
  next();
  return stop;
}
