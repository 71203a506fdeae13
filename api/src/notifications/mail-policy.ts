import { POLICY_MESSAGES, SITE_CANCELLATION_POLICY, policyRows, sayRule } from '@jatra/shared';
import type { Locale } from '@jatra/shared/i18n';
import type { BookingRow } from '../commerce';
import type { MailBlock } from './mail-layout';
import { sayMail } from '@jatra/shared/mail-words';

/** The policy a booking was sold under; a booking from before policies were kept was sold under the site's. */
const policyOf = (booking: BookingRow) => booking.cancellationPolicy ?? SITE_CANCELLATION_POLICY;

/** Under whose charges the ticket was sold, as a whole sentence (word order differs by language). */
function soldUnder(booking: BookingRow, source: 'operator' | 'site'): string {
  const operator = booking.busName.trim();
  if (source !== 'operator') return sayMail('mail.policy.soldUnderJatra', undefined, booking.locale);
  return operator
    ? sayMail('mail.policy.soldUnderOperator', { operator }, booking.locale)
    : sayMail('mail.policy.soldUnderAnyOperator', undefined, booking.locale);
}

/**
 * The e-ticket's cancellation charges: the rows of the policy the ticket was sold under, as the ticket page and
 * the cancellation page show them and the server charges them, under whose charges they are.
 */
export function ticketPolicyBlocks(booking: BookingRow): MailBlock[] {
  const policy = policyOf(booking);
  return [
    {
      kind: 'facts',
      title: sayMail('mail.policy.title', undefined, booking.locale),
      rows: policyRows(policy).map(
        (row) => [sayRule(row.window, booking.locale), sayRule(row.charge, booking.locale)] as const,
      ),
    },
    {
      kind: 'paragraph',
      text: `${sayRule(POLICY_MESSAGES.dependsOnOperator, booking.locale)} ${soldUnder(booking, policy.source)} ${sayRule(POLICY_MESSAGES.keptOnTicket, booking.locale)}`,
    },
  ];
}

/** The cancellation notice's word on where the charge came from. */
export function cancellationPolicyBlock(locale: Locale = 'en'): MailBlock {
  return {
    kind: 'paragraph',
    text: `${sayRule(POLICY_MESSAGES.dependsOnOperator, locale)} ${sayMail('mail.policy.chargeSoldUnder', undefined, locale)}`,
  };
}
