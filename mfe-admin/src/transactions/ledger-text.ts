import type { AdminPaymentEntry, AdminRefundEntry } from '@jatra/shared';
import type { AdminMessageId } from '../i18n';
import type { BadgeTone } from '../parts';

type Look = { label: AdminMessageId; tone: BadgeTone };

/** What each gateway state means to an admin answering a traveller. */
export const PAYMENT_STATE_LOOK: Record<AdminPaymentEntry['state'], Look> = {
  PENDING: { label: 'ledger.payment.pending', tone: 'warning' },
  COMPLETED: { label: 'ledger.payment.completed', tone: 'success' },
  FAILED: { label: 'ledger.failed', tone: 'danger' },
};

export const REFUND_STATE_LOOK: Record<AdminRefundEntry['state'], Look> = {
  NEW: { label: 'ledger.refund.new', tone: 'warning' },
  PENDING: { label: 'ledger.refund.pending', tone: 'warning' },
  CONFIRMED: { label: 'ledger.refund.confirmed', tone: 'info' },
  COMPLETED: { label: 'ledger.refund.completed', tone: 'success' },
  FAILED: { label: 'ledger.failed', tone: 'danger' },
};
