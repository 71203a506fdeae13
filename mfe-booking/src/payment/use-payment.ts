import { failureText, isClientError, PAYMENT_MESSAGES, sayRule } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBookingI18n } from '../i18n';
import { pollOrder, orderVerdict, type PollResult } from './order-poller';
import { createPayment, fetchOrderStatus, type OrderStatus } from './payment-api';
import { closeWindow, isWebUrl, openPaymentWindow } from './payment-window';
import { clearPendingBooking } from './pending-booking';

export type PaymentFailure =
  /** the payment could not start: window blocked, or no gateway order */
  | { kind: 'start'; message: string }
  /**
   * the payment did not go through: failed, cancelled, timed out or unverifiable; it can be tried again.
   * `undecided`: the gateway had not said (the window closed, or no answer in time), so the server may still
   * settle the order as paid.
   */
  | { kind: 'payment'; message: string; undecided: boolean }
  /** paid, but the ticket could not be issued: the server refunds; `paymentStatus` says how far */
  | { kind: 'booking'; message: string; paymentStatus: string };

/** Idle, processing, success or failed; retry from failed. */
export type PaymentState =
  | { status: 'idle' }
  /** `orderId` is null while the gateway order is being created; `inWindow`: the traveller pays in our window */
  | { status: 'processing'; orderId: string | null; inWindow: boolean }
  | { status: 'success'; orderId: string }
  | ({ status: 'failed'; orderId: string | null } & PaymentFailure);

export interface Payment {
  state: PaymentState;
  /** Opens the payment window and starts a new gateway order. Call it straight from the click handler. */
  pay: (pnr: string) => void;
  /** Follows an order started elsewhere (the gateway's return to `/payment?orderId=`), given its first status. */
  watch: (orderId: string, first: OrderStatus) => void;
}

/** What the traveller reads when the payment could not start: the server's reason when it gave one for people. */
const startFailure = (error: unknown) => failureText(error, PAYMENT_MESSAGES.initiateFailed);

function stateOf(orderId: string, result: PollResult): PaymentState {
  switch (result.kind) {
    case 'confirmed':
      return { status: 'success', orderId };
    case 'booking_failed':
      return {
        status: 'failed',
        orderId,
        kind: 'booking',
        message: result.status.failureReason ?? sayRule(PAYMENT_MESSAGES.confirmFailed),
        paymentStatus: result.status.paymentStatus,
      };
    case 'payment_failed':
      return {
        status: 'failed',
        orderId,
        kind: 'payment',
        message: result.status.failureReason ?? sayRule(PAYMENT_MESSAGES.defaultFailure),
        undecided: false,
      };
    case 'cancelled':
      return {
        status: 'failed',
        orderId,
        kind: 'payment',
        message: sayRule(PAYMENT_MESSAGES.cancelledOrFailed),
        undecided: true,
      };
    case 'timeout':
      return {
        status: 'failed',
        orderId,
        kind: 'payment',
        message: sayRule(PAYMENT_MESSAGES.timeout),
        undecided: true,
      };
  }
}

/**
 * The payment of one booking: opens the gateway window, creates the order, watches it with `pollOrder` and
 * turns the outcome into a PaymentState. On success it tells the traveller, forgets the pending booking and
 * closes the window; every outcome closes the window. `onSettled` lets the page reload the server's record, after
 * every outcome and after the server refused to start a payment.
 * Timers and requests stop when the component unmounts.
 */
export function usePayment({ onSettled }: { onSettled?: (state: PaymentState) => void } = {}): Payment {
  const host = useHost();
  const { t } = useBookingI18n();
  const [state, setState] = useState<PaymentState>({ status: 'idle' });

  // the latest host and callback for code that runs long after the render that started it
  const hostRef = useRef(host);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    hostRef.current = host;
    onSettledRef.current = onSettled;
  });

  const alive = useRef(true);
  const busy = useRef(false);
  const stopPolling = useRef<(() => void) | null>(null);
  const popupRef = useRef<Window | null>(null);
  const watchedOrder = useRef<string | null>(null);
  const settledOrders = useRef(new Set<string>());

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      stopPolling.current?.();
      stopPolling.current = null;
    };
  }, []);

  const settle = useCallback((orderId: string, result: PollResult) => {
    stopPolling.current = null;
    busy.current = false;
    closeWindow(popupRef.current);
    popupRef.current = null;
    if (settledOrders.current.has(orderId)) return;
    settledOrders.current.add(orderId);
    const next = stateOf(orderId, result);
    if (next.status === 'success') hostRef.current.toast.success(sayRule(PAYMENT_MESSAGES.completed));
    // a confirmed or a dead booking has nothing left to pay; a failed payment may be retried
    if (next.status === 'success' || (next.status === 'failed' && next.kind === 'booking')) clearPendingBooking();
    setState(next);
    onSettledRef.current?.(next);
  }, []);

  const startPolling = useCallback(
    (orderId: string, popup: Window | null) => {
      stopPolling.current?.();
      watchedOrder.current = orderId;
      stopPolling.current = pollOrder({
        orderId,
        popup,
        fetchStatus: (id, signal) => fetchOrderStatus(hostRef.current, id, signal),
        onSettled: (result) => settle(orderId, result),
        // the traveller closed the window: what is left is checking the order, not paying in it
        onPopupClosed: () => {
          if (alive.current && watchedOrder.current === orderId)
            setState({ status: 'processing', orderId, inWindow: false });
        },
      });
    },
    [settle],
  );

  const pay = useCallback(
    (pnr: string) => {
      if (busy.current) return;
      // synchronously, in the click: a window opened after an await is blocked
      const popup = openPaymentWindow({ title: t('payment.windowTitle'), text: t('payment.windowText') });
      if (!popup) {
        setState({ status: 'failed', orderId: null, kind: 'start', message: sayRule(PAYMENT_MESSAGES.popupBlocked) });
        return;
      }
      busy.current = true;
      stopPolling.current?.();
      stopPolling.current = null;
      popupRef.current = popup;
      setState({ status: 'processing', orderId: null, inWindow: true });

      const fail = (message: string, refused: boolean) => {
        busy.current = false;
        closeWindow(popup);
        popupRef.current = null;
        if (!alive.current) return;
        const next: PaymentState = { status: 'failed', orderId: null, kind: 'start', message };
        setState(next);
        // the server refused the payment (the hold expired, the booking is no longer payable): its record says why
        if (refused) onSettledRef.current?.(next);
      };
      void createPayment(hostRef.current, pnr).then(
        (order) => {
          if (!alive.current) return closeWindow(popup);
          if (!order.redirectUrl || !isWebUrl(order.redirectUrl))
            return fail(sayRule(PAYMENT_MESSAGES.noPaymentUrl), false);
          popup.location.href = order.redirectUrl;
          // the traveller may leave this page while paying in the window: the shell tells them how it ended
          hostRef.current.payments?.started(pnr);
          setState({ status: 'processing', orderId: order.orderId, inWindow: true });
          startPolling(order.orderId, popup);
        },
        (error: unknown) => fail(startFailure(error), isClientError(error)),
      );
    },
    [startPolling, t],
  );

  const watch = useCallback(
    (orderId: string, first: OrderStatus) => {
      if (settledOrders.current.has(orderId)) return;
      if (watchedOrder.current === orderId && stopPolling.current) return;
      const verdict = orderVerdict(first);
      if (verdict.kind !== 'pending') return settle(orderId, verdict);
      busy.current = true;
      setState({ status: 'processing', orderId, inWindow: false });
      // no window of ours here (the gateway came back to this page), so nothing to wait for but the order
      startPolling(orderId, null);
    },
    [settle, startPolling],
  );

  return { state, pay, watch };
}
