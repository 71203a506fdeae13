/**
 * An operator's `cancellation_policies` (docs/gds-wire.md): comma-separated bands `fromHours-toHours|chargePercent`,
 * hours counted before departure, e.g. `"0-24|100,24-720|30"`. Read into the policy a booking keeps.
 */
import { SITE_CANCELLATION_POLICY, type CancellationPolicy, type PolicyBand } from '@jatra/shared';
import { readProviderTable } from './provider-table';

const BAND = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*\|\s*(\d+(?:\.\d+)?)\s*$/;

/** The operator's bands, or undefined when the text is absent or not in the band form. */
export function parseOperatorPolicy(text: unknown): PolicyBand[] | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  const bands: PolicyBand[] = [];
  for (const part of text.split(',')) {
    const match = BAND.exec(part);
    if (!match) return undefined;
    const [fromHours, toHours, chargePercent] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (toHours <= fromHours || chargePercent > 100) return undefined;
    bands.push({ fromHours, toHours, chargePercent });
  }
  return bands.sort((a, b) => a.fromHours - b.fromHours);
}

/** The policy a booking on this bus is sold under: the operator's bands where it has them, else the site's. */
export function cancellationPolicyOf(operatorPolicies: unknown): CancellationPolicy {
  const bands = parseOperatorPolicy(operatorPolicies);
  return bands ? { source: 'operator', bands } : SITE_CANCELLATION_POLICY;
}

/** Each operator's own policy by operator id, from `operators.json`; operators without readable bands are left out. */
export function parseOperatorPolicies(result: unknown): Map<number, CancellationPolicy> {
  const policies = new Map<number, CancellationPolicy>();
  for (const row of readProviderTable(result)?.rows ?? []) {
    const bands = parseOperatorPolicy(row.cancellation_policies);
    if (bands) policies.set(Number(row.id), { source: 'operator', bands });
  }
  return policies;
}
