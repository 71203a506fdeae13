import { PAYMENT_MAX_POLLS, PAYMENT_POLL_INTERVAL_MS } from '@jatra/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_CHECK_INTERVAL_MS, CLOSE_GRACE_CHECKS, orderVerdict, pollOrder, type PollResult } from './order-poller';
import type { OrderStatus } from './payment-api';

const status = (
  state: OrderStatus['state'],
  bookingStatus = 'tentative',
  extra: Partial<OrderStatus> = {},
): OrderStatus => ({
  orderId: 'JT123_1',
  state,
  pnr: 'JT123',
  bookingStatus,
  paymentStatus: state === 'COMPLETED' ? 'completed' : 'pending',
  failureReason: null,
  ...extra,
});

function setup(answers: (() => Promise<OrderStatus>)[], popup: { closed: boolean } | null = null) {
  const fetchStatus = vi.fn(async (_orderId: string, _signal: AbortSignal) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next();
  });
  const onSettled = vi.fn<(result: PollResult) => void>();
  const onPopupClosed = vi.fn();
  const stop = pollOrder({ orderId: 'JT123_1', fetchStatus, popup, onSettled, onPopupClosed });
  return { fetchStatus, onSettled, onPopupClosed, stop };
}

const answer = (value: OrderStatus) => () => Promise.resolve(value);
const failure = () => Promise.reject(new Error('Network Error'));
const tick = () => vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('orderVerdict', () => {
  it('needs a paid order and an issued ticket for success', () => {
    expect(orderVerdict(status('COMPLETED', 'confirmed')).kind).toBe('confirmed');
    expect(orderVerdict(status('COMPLETED', 'tentative')).kind).toBe('pending');
    expect(orderVerdict(status('COMPLETED', 'failed')).kind).toBe('booking_failed');
    expect(orderVerdict(status('COMPLETED', 'expired')).kind).toBe('booking_failed');
    expect(orderVerdict(status('PENDING')).kind).toBe('pending');
    expect(orderVerdict(status('FAILED')).kind).toBe('payment_failed');
  });
});

describe('pollOrder', () => {
  it('checks every 5 seconds and stops at a confirmed order', async () => {
    const { fetchStatus, onSettled } = setup([answer(status('PENDING')), answer(status('COMPLETED', 'confirmed'))]);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS - 1);
    expect(fetchStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(onSettled).not.toHaveBeenCalled();
    await tick();
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirmed' }));
    await tick();
    await tick();
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed check', async () => {
    const { fetchStatus, onSettled } = setup([failure, failure, answer(status('COMPLETED', 'confirmed'))]);
    await tick();
    await tick();
    expect(onSettled).not.toHaveBeenCalled();
    await tick();
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirmed' }));
  });

  it('reports a paid order without a ticket as a failed booking, with its reason', async () => {
    const failed = status('COMPLETED', 'failed', {
      paymentStatus: 'refund_pending',
      failureReason: 'Failed to confirm booking via GDS API',
    });
    const { onSettled } = setup([answer(failed)]);
    await tick();
    expect(onSettled).toHaveBeenCalledWith({ kind: 'booking_failed', status: failed });
  });

  it('reports a failed payment', async () => {
    const { onSettled } = setup([answer(status('FAILED'))]);
    await tick();
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'payment_failed' }));
  });

  it('times out after 60 checks without an outcome', async () => {
    const { fetchStatus, onSettled } = setup([answer(status('PENDING'))]);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * (PAYMENT_MAX_POLLS - 1));
    expect(onSettled).not.toHaveBeenCalled();
    await tick();
    expect(fetchStatus).toHaveBeenCalledTimes(PAYMENT_MAX_POLLS);
    expect(onSettled).toHaveBeenCalledWith({ kind: 'timeout' });
    await tick();
    expect(fetchStatus).toHaveBeenCalledTimes(PAYMENT_MAX_POLLS);
  });

  it('never overlaps checks when the server is slow', async () => {
    let release: (value: OrderStatus) => void = () => undefined;
    const slow = () => new Promise<OrderStatus>((resolve) => (release = resolve));
    const { fetchStatus, onSettled } = setup([slow, answer(status('COMPLETED', 'confirmed'))]);
    await tick();
    await tick();
    await tick();
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    release(status('PENDING'));
    await tick();
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirmed' }));
  });

  describe('when the payment window closes', () => {
    it('checks at once, then calls an unpaid order cancelled after a few quick checks, within seconds', async () => {
      const popup = { closed: false };
      const { fetchStatus, onSettled, onPopupClosed } = setup([answer(status('PENDING'))], popup);
      await tick();
      popup.closed = true;
      await vi.advanceTimersByTimeAsync(600);
      expect(fetchStatus).toHaveBeenCalledTimes(2);
      expect(onPopupClosed).toHaveBeenCalledTimes(1);
      // the gateway may still finish: a couple of quick checks, not another 5 s each
      await vi.advanceTimersByTimeAsync(CLOSE_CHECK_INTERVAL_MS * (CLOSE_GRACE_CHECKS - 1));
      expect(fetchStatus).toHaveBeenCalledTimes(2 + CLOSE_GRACE_CHECKS - 1);
      expect(onSettled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(CLOSE_CHECK_INTERVAL_MS);
      expect(fetchStatus).toHaveBeenCalledTimes(2 + CLOSE_GRACE_CHECKS);
      expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'cancelled' }));
      await tick();
      expect(fetchStatus).toHaveBeenCalledTimes(2 + CLOSE_GRACE_CHECKS);
      expect(onPopupClosed).toHaveBeenCalledTimes(1);
    });

    it('decides within 5 seconds of the window closing', async () => {
      const { onSettled } = setup([answer(status('PENDING'))], { closed: true });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'cancelled' }));
    });

    it('reports a payment that completes just after the window closed as a success', async () => {
      const popup = { closed: true };
      const { fetchStatus, onSettled } = setup(
        [answer(status('PENDING')), answer(status('PENDING')), answer(status('COMPLETED', 'confirmed'))],
        popup,
      );
      await vi.advanceTimersByTimeAsync(600);
      expect(fetchStatus).toHaveBeenCalledTimes(1);
      expect(onSettled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(CLOSE_CHECK_INTERVAL_MS * 2);
      expect(fetchStatus).toHaveBeenCalledTimes(3);
      expect(onSettled).toHaveBeenCalledTimes(1);
      expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirmed' }));
    });

    it('succeeds on the final check only for a completed, confirmed order', async () => {
      const popup = { closed: true };
      const { onSettled } = setup([answer(status('COMPLETED', 'confirmed'))], popup);
      await vi.advanceTimersByTimeAsync(600);
      expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirmed' }));
    });

    it('keeps watching a paid order whose ticket is still being issued', async () => {
      const popup = { closed: true };
      const { fetchStatus, onSettled } = setup(
        [answer(status('COMPLETED', 'tentative')), answer(status('COMPLETED', 'confirmed'))],
        popup,
      );
      await vi.advanceTimersByTimeAsync(600);
      expect(onSettled).not.toHaveBeenCalled();
      await tick();
      expect(fetchStatus).toHaveBeenCalledTimes(2);
      expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirmed' }));
    });

    it('keeps polling, at the usual pace, when the check after the window closed fails', async () => {
      const popup = { closed: true };
      const { fetchStatus, onSettled } = setup([failure, failure, answer(status('COMPLETED', 'confirmed'))], popup);
      await vi.advanceTimersByTimeAsync(600);
      expect(fetchStatus).toHaveBeenCalledTimes(1);
      // no new check each time the closed window is looked at
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS - 600);
      expect(fetchStatus).toHaveBeenCalledTimes(1);
      expect(onSettled).not.toHaveBeenCalled();
      await tick();
      await tick();
      expect(fetchStatus).toHaveBeenCalledTimes(3);
      expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirmed' }));
    });

    it('does not count failed checks against the grace checks', async () => {
      const popup = { closed: true };
      const answers = [answer(status('PENDING')), ...Array.from({ length: 10 }, () => failure)];
      const { fetchStatus, onSettled } = setup([...answers, answer(status('COMPLETED', 'confirmed'))], popup);
      await vi.advanceTimersByTimeAsync(600);
      await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 11);
      expect(fetchStatus).toHaveBeenCalledTimes(12);
      expect(onSettled).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirmed' }));
    });
  });

  it('reports nothing and asks nothing more once stopped', async () => {
    const { fetchStatus, onSettled, stop } = setup([answer(status('COMPLETED', 'confirmed'))], { closed: false });
    stop();
    await tick();
    await tick();
    expect(fetchStatus).not.toHaveBeenCalled();
    expect(onSettled).not.toHaveBeenCalled();
  });
});
