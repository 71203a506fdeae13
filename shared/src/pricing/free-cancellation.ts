import type { CancellationPolicy } from './cancellation-policy';
import { policyRows } from './policy-rows';

/**
 * How many hours before departure cancelling stops being free under a policy, or null when no window up to the
 * farthest one is free. It reads the rows the policy tables show (the charge the server takes), so a card saying
 * "free until 24 h before" cannot disagree with the table on the booking page or the charge taken.
 */
export function freeCancellationHours(policy: CancellationPolicy): number | null {
  const farthest = policyRows(policy)[0]!;
  return farthest.toHours === null && farthest.chargePercent === 0 ? farthest.fromHours : null;
}

/** 'Free cancellation until 24 h before' or 'Cancellation charges apply': a bus's policy in one line. */
export function cancellationSummary(policy: CancellationPolicy): string {
  const hours = freeCancellationHours(policy);
  return hours === null ? POLICY_MESSAGES.chargesApply : POLICY_MESSAGES.freeUntil.replace('{hours}', String(hours));
}

/** What the product says of cancellation charges wherever it speaks of them in general, defined once. */
export const POLICY_MESSAGES = {
  freeUntil: 'Free cancellation until {hours} h before',
  chargesApply: 'Cancellation charges apply',
  /** Home, Help, Terms and the e-mails: the charge is the bus's own, and is shown before paying */
  dependsOnOperator:
    'The cancellation charge depends on the bus operator, and each bus shows its charges before you pay.',
  /** a ticket's charges are those it was sold under */
  keptOnTicket: 'Your ticket keeps the charges it was sold under, whatever the operator sets later.',
  /** before the site's table on Help and Terms */
  siteTableIntro: "Where an operator sets no charges of its own, Jatra's apply:",
  siteTableCaption: "Jatra's cancellation charges, for operators without their own",
} as const;
