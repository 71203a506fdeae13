import { POLICY_MESSAGES, SITE_CANCELLATION_POLICY, policyRows, sayRule } from '@jatra/shared';
import type { Locale } from '@jatra/shared/i18n';
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
      rows: policyRows(policy).map(
        (row) => [sayRule(row.window, booking.locale), sayRule(row.charge, booking.locale)] as const,
      ),
    },
    {
      kind: 'paragraph',
      text: `${sayRule(POLICY_MESSAGES.dependsOnOperator, booking.locale)} This ticket was sold under ${whose}, shown above. ${sayRule(POLICY_MESSAGES.keptOnTicket, booking.locale)}`,
    },
  ];
}

/** The cancellation notice's word on where the charge came from. */
export function cancellationPolicyBlock(locale: Locale = 'en'): MailBlock {
  return {
    kind: 'paragraph',
    text: `${sayRule(POLICY_MESSAGES.dependsOnOperator, locale)} The charge above is the one your ticket was sold under, for the time left before departure when you cancelled.`,
  };
}
