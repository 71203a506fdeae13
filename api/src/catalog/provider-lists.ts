/**
 * The provider's operators.json, city_pairs.json and masters.json read into the rows we keep (gds.md §2.2,
 * §2.4, §2.5). Columns are read by header name; a row without a usable id or name is dropped, and so is a
 * second row with an id already seen (one upsert cannot write a row twice).
 */
import { MESSAGES } from '@jatra/shared';
import { readProviderTable } from '../provider/gds/provider-table';
import { parseOperatorPolicy } from '../provider/gds/cancellation-policies';
import { GdsError, isRecord } from '../provider/gds/gds-client';
import { flagCell, idCell, nonNegativeCell, textCell } from '../provider/gds/provider-cells';
import type { MasterKind } from './catalog.schema';

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

export interface CityPairRecord {
  originId: number;
  destinationId: number;
  travelIds: number[];
  distanceKm: number | null;
  travelMinutes: number | null;
}

export interface MasterRecord {
  kind: MasterKind;
  code: string;
  name: string;
  position: number;
}

export interface ParsedList<T> {
  rows: T[];
  droppedRows: number;
}

const invalid = () => new GdsError(MESSAGES.invalidResponseFormat, 200);

/** A count or a number of minutes: a whole number, not below zero. */
function wholeCell(value: unknown): number | null {
  const number = nonNegativeCell(value);
  return number === null ? null : Math.round(number);
}

/** Rows of a header-row table; a `result` that is no table at all is the provider's fault. */
function tableRows(result: unknown) {
  const table = readProviderTable(result);
  if (!table) throw invalid();
  return table;
}

function keepFirst<T>(rows: readonly (T | null)[], keyOf: (row: T) => string, dropped: number): ParsedList<T> {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const row of rows) {
    if (row === null || seen.has(keyOf(row))) continue;
    seen.add(keyOf(row));
    kept.push(row);
  }
  return { rows: kept, droppedRows: dropped + rows.length - kept.length };
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
    // the seen header has schedules_per_day; the spec calls it schedules_count
    schedulesCount: wholeCell(row.schedules_per_day),
    // the seen header's only percent the operator charges on a sale: the spec's commission rate
    commissionPercent: nonNegativeCell(row.convenience_charge_percent),
    roundTrip: flagCell(row.round_trip) ?? false,
    // not a seen column: without it, an operator allows cancelling when some band refunds anything; one
    // without readable bands is sold under the site's policy (cancellationPolicyOf), which allows it
    cancellationAllowed:
      flagCell(row.cancellation_allowed) ?? (bands ? bands.some((band) => band.chargePercent < 100) : true),
    cancellationPolicy: policy,
    // the provider was not seen to send contact details; the names are the spec's, should one ever come
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

/** `travel_ids` is a CSV string (gds.md §2.2); a lone number or an array is read too. */
function travelIdsOf(value: unknown): number[] | null {
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value];
  const ids = parts.map(idCell);
  if (ids.some((id) => id === null)) return null;
  return [...new Set(ids as number[])];
}

function cityPairOf(row: Record<string, unknown>): CityPairRecord | null {
  const originId = idCell(row.origin_id);
  const destinationId = idCell(row.destination_id);
  const travelIds = travelIdsOf(row.travel_ids);
  if (originId === null || destinationId === null || originId === destinationId || travelIds === null) return null;
  return {
    originId,
    destinationId,
    travelIds,
    // extension columns of our simulator; the real provider was not seen to send them
    distanceKm: nonNegativeCell(row.distance_km),
    travelMinutes: wholeCell(row.travel_minutes),
  };
}

export function parseCityPairs(result: unknown): ParsedList<CityPairRecord> {
  const table = tableRows(result);
  return keepFirst(table.rows.map(cityPairOf), (row) => `${row.originId}:${row.destinationId}`, table.droppedRows);
}

/** `bus_types` / `bus_categories`: a header row, then `[id, name]` rows (gds.md §2.5). */
function idNameList(kind: MasterKind, value: unknown): ParsedList<MasterRecord> {
  const table = readProviderTable(value);
  if (!table) return { rows: [], droppedRows: 0 };
  const rows = table.rows.map((row, position): MasterRecord | null => {
    const id = idCell(row.id);
    const name = textCell(row.name);
    return id === null || name === null ? null : { kind, code: String(id), name, position };
  });
  return keepFirst(rows, (row) => row.code, table.droppedRows);
}

export function parseMasters(result: unknown): ParsedList<MasterRecord> {
  if (!isRecord(result)) throw invalid();
  const identifiers = isRecord(result.seat_layout_identifiers) ? Object.entries(result.seat_layout_identifiers) : [];
  const seatLayouts = identifiers.map(([code, label], position): MasterRecord | null => {
    const name = textCell(label);
    return code.trim() === '' || name === null ? null : { kind: 'seat_layout', code: code.trim(), name, position };
  });
  const lists = [
    keepFirst(seatLayouts, (row) => row.code, 0),
    idNameList('bus_type', result.bus_types),
    idNameList('bus_category', result.bus_categories),
  ];
  return {
    rows: lists.flatMap((list) => list.rows),
    droppedRows: lists.reduce((sum, list) => sum + list.droppedRows, 0),
  };
}
