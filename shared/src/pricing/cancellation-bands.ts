import { ruleMessage, type RuleMessage } from '../rules/i18n/rule-catalogues';

// Apart from the policy schemas of cancellation-policy.ts: Home shows these, and needs no zod for them.

/**
 * The cancellation charge schedule (docs/cancellation-rule.md), shown on Help, Terms, the ticket and the
 * cancellation page. A band applies when the hours left before departure are more than `afterHours`
 * and at most `untilHours` (no upper end for the first band).
 */
interface CancellationBand {
  /** the band starts just above this many hours before departure */
  afterHours: number;
  /** …and runs up to this many hours; null: no upper end */
  untilHours: number | null;
  /** charge as a percent of the ticket value; null: cancellation not allowed, no refund */
  chargePercent: number | null;
  /** 'More than 24 hours before departure' */
  window: RuleMessage;
  /** 'No charge', '10% of ticket value', 'No cancellation, no refund' */
  charge: RuleMessage;
}

export const CANCELLATION_BANDS: readonly CancellationBand[] = [
  {
    afterHours: 24,
    untilHours: null,
    chargePercent: 0,
    window: ruleMessage('policy.window.moreThan', { hours: 24 }),
    charge: ruleMessage('policy.charge.none'),
  },
  {
    afterHours: 12,
    untilHours: 24,
    chargePercent: 10,
    window: ruleMessage('policy.window.between', { from: 12, to: 24 }),
    charge: ruleMessage('policy.charge.percent', { percent: 10 }),
  },
  {
    afterHours: 2,
    untilHours: 12,
    chargePercent: 25,
    window: ruleMessage('policy.window.between', { from: 2, to: 12 }),
    charge: ruleMessage('policy.charge.percent', { percent: 25 }),
  },
  {
    afterHours: Number.NEGATIVE_INFINITY,
    untilHours: 2,
    chargePercent: null,
    window: ruleMessage('policy.window.within', { hours: 2 }),
    charge: ruleMessage('policy.charge.notAllowed'),
  },
];

/** Operator-cancelled trips: a full refund to the original payment method within this many days. */
export const OPERATOR_CANCELLATION_REFUND_DAYS = { min: 5, max: 7 } as const;

/** Nothing can be cancelled this many hours or fewer before departure, whatever an operator's bands say. */
export const CANCELLATION_CUTOFF_HOURS = 2;
