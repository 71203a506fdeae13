import type { AdminBookingSms } from '@jatra/shared';
import type { AdminMessageId } from '../i18n';
import type { BadgeTone } from '../parts';

type Look = { label: AdminMessageId; tone: BadgeTone };

/** What each delivery state means to an admin answering a traveller who got no SMS. */
export const SMS_STATE_LOOK: Record<AdminBookingSms['state'], Look> = {
  queued: { label: 'sms.state.queued', tone: 'warning' },
  submitted: { label: 'sms.state.submitted', tone: 'info' },
  delivered: { label: 'sms.state.delivered', tone: 'success' },
  failed: { label: 'sms.state.failed', tone: 'danger' },
  dnd: { label: 'sms.state.dnd', tone: 'danger' },
  rejected: { label: 'sms.state.rejected', tone: 'danger' },
};

export const SMS_KIND_LABEL: Record<AdminBookingSms['kind'], AdminMessageId> = {
  ticket: 'sms.kind.ticket',
  cancellation: 'sms.kind.cancellation',
  operatorCancellation: 'sms.kind.operatorCancellation',
  departureChanged: 'sms.kind.departureChanged',
};
