import type { CancellationPolicy } from './cancellation-policy';
import { policyRows } from './policy-rows';
import { withValues, type RuleMessage } from '../rules/i18n/rule-catalogues';
import { POLICY_MESSAGES } from './policy-messages';

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
export function cancellationSummary(policy: CancellationPolicy): RuleMessage {
  const hours = freeCancellationHours(policy);
  return hours === null ? POLICY_MESSAGES.chargesApply : withValues(POLICY_MESSAGES.freeUntil, { hours });
}
