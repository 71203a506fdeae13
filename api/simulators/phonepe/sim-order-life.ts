/**
 * What time and the buttons do to the simulator's orders and refunds: open, settle, expire, auto-settle, advance
 * a refund, each announced by webhook. The gateway, the hosted page and the test controls share it.
 */
import type { z } from 'zod';
import { defaultAttempt, PAGE_MODES, type PageMode } from './hosted-page';
import type { PhonePeKnobs } from './sim-knobs';
import { orderStatusOf, refundStatusOf } from './sim-status';
import {
  SIM_ERROR_CODES,
  type createSimStore,
  type FinalState,
  type Settlement,
  type SimOrder,
  type SimRefund,
} from './sim-store';
import type { createWebhookSender } from './sim-webhooks';
import type { PaymentModeConfig, RefundState, sdkOrderRequestSchema, WebhookEvent } from './sim-wire';

/** Used when a pay request gives no `expireAfter` (PhonePe's default is 20 minutes). */
const DEFAULT_EXPIRE_AFTER_SECONDS = 1200;

/** The hosted page's tabs for a `paymentModeConfig` (A4); unknown types are ignored. */
function pageModesFor(config: PaymentModeConfig): PageMode[] {
  const tabOf = (type: string): PageMode | undefined => {
    const upper = type.toUpperCase();
    if (upper.startsWith('UPI')) return 'UPI';
    if (upper === 'CARD' || upper.endsWith('_CARD')) return 'CARD';
    if (upper === 'NET_BANKING') return 'NET_BANKING';
    if (upper === 'WALLET') return 'WALLET';
    return undefined;
  };
  const named = (entries: { type: string }[] | undefined) =>
    new Set((entries ?? []).map((entry) => tabOf(entry.type)).filter((mode) => mode !== undefined));
  if (config?.enabledPaymentModes) {
    const enabled = named(config.enabledPaymentModes);
    const modes = PAGE_MODES.filter((mode) => enabled.has(mode));
    if (modes.length > 0) return modes;
  }
  const disabled = named(config?.disabledPaymentModes);
  const modes = PAGE_MODES.filter((mode) => !disabled.has(mode));
  return modes.length > 0 ? modes : [...PAGE_MODES];
}

const ORDER_EVENT: Record<FinalState, WebhookEvent> = {
  COMPLETED: 'checkout.order.completed',
  FAILED: 'checkout.order.failed',
};
const REFUND_EVENT: Partial<Record<RefundState, WebhookEvent>> = {
  CONFIRMED: 'pg.refund.accepted',
  COMPLETED: 'pg.refund.completed',
  FAILED: 'pg.refund.failed',
};

export interface OrderLifeDeps {
  store: ReturnType<typeof createSimStore>;
  webhooks: ReturnType<typeof createWebhookSender>;
  knobs: () => PhonePeKnobs;
  merchantId: string;
  now: () => Date;
  onError: (error: unknown, what: string) => void;
}

export function createOrderLife({ store, webhooks, knobs, merchantId, now, onError }: OrderLifeDeps) {
  /** Run later, off the request; a timer must not keep the process alive nor crash it. */
  function later(ms: number, task: () => Promise<unknown>, what: string) {
    setTimeout(() => {
      task().catch((error: unknown) => onError(error, what));
    }, ms).unref();
  }

  function announceOrder(order: SimOrder) {
    if (order.state === 'PENDING') return undefined;
    return webhooks.send(ORDER_EVENT[order.state], orderStatusOf(order), order.merchantOrderId);
  }

  /** Settle and announce; undefined when the order was no longer pending. */
  async function settle(merchantOrderId: string, settlement: Settlement): Promise<SimOrder | undefined> {
    const settled = await store.settleOrder(merchantOrderId, settlement);
    if (settled) announceOrder(settled);
    return settled;
  }

  /** What a button (or the settle endpoint) does, after the `forceOutcome` knob had its say. */
  function settlementFor(
    pressed: FinalState,
    attempt: ReturnType<typeof defaultAttempt>,
    cancelled: boolean,
  ): Settlement {
    const state = knobs().forceOutcome ?? pressed;
    if (state === 'COMPLETED') return { state, attempt };
    if (cancelled && pressed === 'FAILED') return { state, ...SIM_ERROR_CODES.cancelled };
    return { state, ...SIM_ERROR_CODES.failed, attempt };
  }

  /**
   * Apply what time has done to an order: the `autoComplete` settlement when due, else expiry. Lazy, on
   * every read, so that it also happens after a restart lost the timer.
   */
  async function current(order: SimOrder): Promise<SimOrder> {
    if (order.state !== 'PENDING') return order;
    const at = now().getTime();
    let changed: SimOrder | undefined;
    if (order.autoSettleAt && order.autoSettleState && order.autoSettleAt.getTime() <= at) {
      changed = await settle(order.merchantOrderId, {
        state: order.autoSettleState,
        attempt: defaultAttempt('UPI'),
        ...(order.autoSettleState === 'FAILED' ? SIM_ERROR_CODES.failed : {}),
      });
    } else if (order.expireAt.getTime() <= at) {
      changed = await store.expireIfDue(order.merchantOrderId);
      if (changed) announceOrder(changed);
    } else {
      return order;
    }
    // undefined: another request (or instance) changed it first
    return changed ?? (await store.findOrder(order.merchantOrderId)) ?? order;
  }

  /** A refund's status as PhonePe answers it; undefined when the refund (or its order) is unknown. */
  async function refundStatus(refund: SimRefund) {
    const order = await store.findOrder(refund.originalMerchantOrderId);
    return order && refundStatusOf(refund, order);
  }

  async function advanceRefund(merchantRefundId: string, read: boolean) {
    const moved = await store.advanceRefund(merchantRefundId, { stepMs: knobs().refundStepMs, read });
    if (!moved) return undefined;
    const status = moved.passed.length > 0 ? await refundStatus(moved.refund) : undefined;
    for (const state of moved.passed) {
      const event = REFUND_EVENT[state];
      if (event && status) webhooks.send(event, { ...status, state }, merchantRefundId);
    }
    return moved.refund;
  }

  /** A new order for a pay or SDK order request; `redirectUrl` is '' for an SDK order without a way back. */
  async function openOrder(request: z.infer<typeof sdkOrderRequestSchema>, redirectUrl: string) {
    const at = now().getTime();
    const auto = knobs().autoComplete
      ? { at: new Date(at + knobs().autoCompleteDelayMs), state: knobs().forceOutcome ?? ('COMPLETED' as const) }
      : undefined;
    const order = await store.createOrder({
      merchantOrderId: request.merchantOrderId,
      merchantId,
      amount: request.amount,
      expireAt: new Date(at + (request.expireAfter ?? DEFAULT_EXPIRE_AFTER_SECONDS) * 1000),
      redirectUrl,
      message: request.paymentFlow.message ?? null,
      metaInfo: (request.metaInfo as Record<string, string> | undefined) ?? null,
      pageModes: pageModesFor(request.paymentFlow.paymentModeConfig),
      autoSettle: auto,
    });
    if (order && auto) later(knobs().autoCompleteDelayMs, () => current(order), 'auto settle');
    return order;
  }

  return { announceOrder, settle, settlementFor, current, refundStatus, advanceRefund, openOrder, later };
}

export type OrderLife = ReturnType<typeof createOrderLife>;
