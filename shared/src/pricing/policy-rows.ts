import {
  CANCELLATION_BANDS,
  CANCELLATION_CUTOFF_HOURS,
  policyBandCharge,
  policyBandWindow,
  policyChargePercent,
  SITE_CANCELLATION_POLICY,
  type CancellationPolicy,
} from './cancellation-policy';
import { type RuleMessage } from '../rules/i18n/rule-catalogues';

export interface PolicyRow {
  /** 'More than 48 hours before departure' */
  window: RuleMessage;
  /** '10% of ticket value', 'No charge', 'No cancellation, no refund' */
  charge: RuleMessage;
  /** null: nothing may be cancelled */
  chargePercent: number | null;
  /** the window: more than `fromHours` and at most `toHours` (null: no end) before departure */
  fromHours: number;
  toHours: number | null;
}

/** The site table's last row: 'Within 2 hours of departure' → 'No cancellation, no refund'. */
const CUTOFF_BAND = CANCELLATION_BANDS.find((band) => band.chargePercent === null)!;
const CUTOFF_ROW: PolicyRow = {
  window: CUTOFF_BAND.window,
  charge: CUTOFF_BAND.charge,
  chargePercent: null,
  fromHours: 0,
  toHours: CANCELLATION_CUTOFF_HOURS,
};

const hoursOf = (policy: CancellationPolicy) =>
  policy.bands.flatMap((band) => (band.toHours === null ? [band.fromHours] : [band.fromHours, band.toHours]));

/**
 * What cancelling costs under a policy, farthest from departure first, always ending with the cutoff row. Each
 * row is what `policyChargePercent` (the charge the server takes) gives for its window, so the table cannot say
 * other than the charge: the farthest band also covers every hour beyond its end, a gap between an operator's
 * bands shows the site's charge for it, bands inside the cutoff are left out, and neighbours with the same charge
 * are one row.
 */
export function policyRows(policy: CancellationPolicy): PolicyRow[] {
  const edges = [
    CANCELLATION_CUTOFF_HOURS,
    ...hoursOf(policy),
    ...(policy.source === 'operator' ? hoursOf(SITE_CANCELLATION_POLICY) : []),
  ].filter((hours) => hours >= CANCELLATION_CUTOFF_HOURS);
  const points = [...new Set(edges)].sort((a, b) => b - a);

  const rows: { fromHours: number; toHours: number | null; chargePercent: number | null }[] = [];
  points.forEach((fromHours, index) => {
    const toHours = index === 0 ? null : points[index - 1]!;
    // one charge holds across the whole window, as no band starts or ends inside it: its middle decides
    const chargePercent = policyChargePercent(policy, toHours === null ? fromHours + 1 : (fromHours + toHours) / 2);
    const farther = rows.at(-1);
    if (farther && farther.chargePercent === chargePercent) farther.fromHours = fromHours;
    else rows.push({ fromHours, toHours, chargePercent });
  });

  return [
    ...rows.map(({ fromHours, toHours, chargePercent }) =>
      chargePercent === null
        ? { ...CUTOFF_ROW, window: policyBandWindow({ fromHours, toHours, chargePercent: 0 }), fromHours, toHours }
        : {
            window: policyBandWindow({ fromHours, toHours, chargePercent }),
            charge: policyBandCharge({ fromHours, toHours, chargePercent }),
            chargePercent,
            fromHours,
            toHours,
          },
    ),
    CUTOFF_ROW,
  ];
}
