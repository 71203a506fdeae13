/** The provider's operators ("travels") of `operators.json` (docs/gds-wire.md), read by column name. */
import { parseOperatorPolicy } from './cancellation-policies';
import { flagCell, idCell, nonNegativeCell, textCell } from './provider-cells';
import { readProviderTable } from './provider-table';
import { keepFirst, tableRows, wholeCell, type ParsedList } from './list-rows';

export interface OperatorRecord {
  id: number;
  name: string;
  logo: string | null;
  cancellationTime: number | null;
  schedulesCount: number | null;
  commissionPercent: number | null;
  roundTrip: boolean;
  cancellationAllowed: boolean;
  cancellationPolicy: string | null;
  contactPerson: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  website: string | null;
  metadata: Record<string, unknown>;
}

/** The operators.json columns read into fields of their own; every other column goes to `metadata` as sent. */
const OPERATOR_FIELDS = new Set([
  'id',
  'name',
  'logo',
  'cancellation_time',
  'schedules_per_day',
  'convenience_charge_percent',
  'round_trip',
  'cancellation_allowed',
  'cancellation_policies',
  'operator_url',
  'contact_person',
  'contact_phone',
  'contact_email',
]);

function operatorOf(row: Record<string, unknown>): OperatorRecord | null {
  const id = idCell(row.id);
  const name = textCell(row.name);
  if (id === null || name === null) return null;
  const policy = textCell(row.cancellation_policies);
  const bands = parseOperatorPolicy(policy);
  return {
    id,
    name,
    logo: textCell(row.logo),
    cancellationTime: nonNegativeCell(row.cancellation_time),
    // the seen header has schedules_per_day; we call it schedules_count
    schedulesCount: wholeCell(row.schedules_per_day),
    // the seen header's only percent the operator charges on a sale: our commission rate
    commissionPercent: nonNegativeCell(row.convenience_charge_percent),
    roundTrip: flagCell(row.round_trip) ?? false,
    // not a seen column: without it, an operator allows cancelling when some band refunds anything; one
    // without readable bands is sold under the site's policy (cancellationPolicyOf), which allows it
    cancellationAllowed:
      flagCell(row.cancellation_allowed) ?? (bands ? bands.some((band) => band.chargePercent < 100) : true),
    cancellationPolicy: policy,
    // the provider was not seen to send contact details; the names are ours, should one ever come
    contactPerson: textCell(row.contact_person),
    contactPhone: textCell(row.contact_phone),
    contactEmail: textCell(row.contact_email),
    website: textCell(row.operator_url),
    metadata: Object.fromEntries(Object.entries(row).filter(([column]) => !OPERATOR_FIELDS.has(column))),
  };
}

export function parseOperators(result: unknown): ParsedList<OperatorRecord> {
  const table = tableRows(result);
  return keepFirst(table.rows.map(operatorOf), (row) => String(row.id), table.droppedRows);
}

/** The operator with this id and a name, or undefined when the answer has none (or is no table). */
export function findOperator(result: unknown, operatorId: number): { id: number; name: string } | undefined {
  for (const row of readProviderTable(result)?.rows ?? []) {
    const name = typeof row.name === 'string' ? row.name.trim() : '';
    if (Number(row.id) === operatorId && name) return { id: operatorId, name };
  }
  return undefined;
}
