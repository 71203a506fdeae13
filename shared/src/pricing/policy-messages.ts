// Apart from the policy's schemas and tables (cancellation-policy.ts): Home's first view says these, without zod.
import { ruleMessage } from '../rules/i18n/rule-catalogues';

/** What the product says of cancellation charges wherever it speaks of them in general, defined once. */
export const POLICY_MESSAGES = {
  freeUntil: ruleMessage('policy.freeUntil'),
  chargesApply: ruleMessage('policy.chargesApply'),
  /** Home, Help, Terms and the e-mails: the charge is the bus's own, and is shown before paying */
  dependsOnOperator: ruleMessage('policy.dependsOnOperator'),
  /** a ticket's charges are those it was sold under */
  keptOnTicket: ruleMessage('policy.keptOnTicket'),
  /** before the site's table on Help and Terms */
  siteTableIntro: ruleMessage('policy.siteTableIntro'),
  siteTableCaption: ruleMessage('policy.siteTableCaption'),
} as const;
