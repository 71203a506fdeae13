import { POLICY_MESSAGES, SITE_CANCELLATION_POLICY, policyRows } from '@jatra/shared';
import type { BookingRow } from '../commerce';
import type { MailBlock } from './mail-layout';

/** The policy a booking was sold under; a booking from before policies were kept was sold under the site's. */
const policyOf = (booking: BookingRow) => booking.cancellationPolicy ?? SITE_CANCELLATION_POLICY;

/**
 * The e-ticket's cancellation charges: the rows of the policy the ticket was sold under, as the ticket page and
 * the cancellation page show them and the server charges them, under whose charges they are.
 */
export function ticketPolicyBlocks(booking: BookingRow): MailBlock[] {
  const policy = policyOf(booking);
  const whose =
    policy.source === 'operator' ? `the charges of ${booking.busName.trim() || 'the bus operator'}` : "Jatra's charges";
  return [
    {
      kind: 'facts',
      title: 'Cancellation charges',
      rows: policyRows(policy).map((row) => [row.window, row.charge] as const),
    },
    {
      kind: 'paragraph',
      text: `${POLICY_MESSAGES.dependsOnOperator} This ticket was sold under ${whose}, shown above. ${POLICY_MESSAGES.keptOnTicket}`,
    },
  ];
}

/** The cancellation notice's word on where the charge came from. */
export function cancellationPolicyBlock(): MailBlock {
  return {
    kind: 'paragraph',
    text: `${POLICY_MESSAGES.dependsOnOperator} The charge above is the one your ticket was sold under, for the time left before departure when you cancelled.`,
  };
}
