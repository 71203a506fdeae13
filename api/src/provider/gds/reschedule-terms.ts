/**
 * What a schedules row (`schedules/{origin}/{destination}/{date}.json`, docs/gds-wire.md) says of changing the date
 * of a ticket on it: `allow_reschedule` and the operator's `reschedule_policies` bands. Only the list carries
 * `allow_reschedule`; the schedule's own detail does not.
 */
import { parseRescheduleBands, type RescheduleBand } from '@jatra/shared';
import { flagCell, integerCell, textCell } from './provider-cells';
import { readProviderTable } from './provider-table';

export interface RescheduleTerms {
  /** `allow_reschedule`; a missing or unreadable flag allows nothing */
  allowed: boolean;
  /** undefined when absent or not in the band form: then no band allows a change */
  bands: RescheduleBand[] | undefined;
  travelId: number | null;
  /** only `New` and `Update` run */
  running: boolean;
}

/** The terms of one schedule from a route's list; undefined when the list does not carry it. */
export function rescheduleTermsOf(result: unknown, scheduleId: string): RescheduleTerms | undefined {
  const row = (readProviderTable(result)?.rows ?? []).find((item) => textCell(item.id) === scheduleId);
  if (!row) return undefined;
  const status = textCell(row.status);
  return {
    allowed: flagCell(row.allow_reschedule) === true,
    bands: parseRescheduleBands(row.reschedule_policies),
    travelId: integerCell(row.travel_id),
    running: status === 'New' || status === 'Update',
  };
}
