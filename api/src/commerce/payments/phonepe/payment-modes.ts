import { PAYMENT_MODES } from '@jatra/shared';
import type { PayRequest, PaymentModeEntry } from './phonepe-wire';

export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * PhonePe's documented payment-mode types (A4, V1 schema). WALLET has no documented type: asking for it
 * would risk a 400 from the real gateway, so it is left out of an explicit list.
 */
const MODE_TYPES: Record<PaymentMode, PaymentModeEntry[]> = {
  UPI: [{ type: 'UPI_INTENT' }, { type: 'UPI_COLLECT' }, { type: 'UPI_QR' }],
  CARD: [{ type: 'CARD', cardTypes: ['DEBIT_CARD', 'CREDIT_CARD'] }],
  NET_BANKING: [{ type: 'NET_BANKING' }],
  WALLET: [],
};

/** The `paymentModeConfig` for a choice of modes; undefined when everything is allowed anyway. */
export function paymentModeConfig(
  modes: readonly PaymentMode[] | undefined,
): PayRequest['paymentFlow']['paymentModeConfig'] {
  if (!modes || PAYMENT_MODES.every((mode) => modes.includes(mode))) return undefined;
  const enabledPaymentModes = [...new Set(modes)].flatMap((mode) => MODE_TYPES[mode]);
  return enabledPaymentModes.length > 0 ? { enabledPaymentModes } : undefined;
}
