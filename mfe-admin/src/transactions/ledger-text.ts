import type { AdminPaymentEntry, AdminRefundEntry } from '@jatra/shared';
import type { BadgeTone } from '../parts';

type Look = { label: string; tone: BadgeTone };

/** What each gateway state means to an admin answering a traveller. */
export const PAYMENT_STATE_LOOK: Record<AdminPaymentEntry['state'], Look> = {
  PENDING: { label: 'Waiting for payment', tone: 'warning' },
  COMPLETED: { label: 'Paid', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

export const REFUND_STATE_LOOK: Record<AdminRefundEntry['state'], Look> = {
  NEW: { label: 'Queued', tone: 'warning' },
  PENDING: { label: 'Sent to the gateway', tone: 'warning' },
  CONFIRMED: { label: 'Accepted by the gateway', tone: 'info' },
  COMPLETED: { label: 'Refunded', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};
