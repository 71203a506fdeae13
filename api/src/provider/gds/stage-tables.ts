/** Stages as their own answers carry them: a boarding or dropping points table, and a search's `stage_names`. */
import type { StagePoint } from '@jatra/shared';
import { isRecord } from './gds-error';
import { readProviderTable } from './provider-table';

/** `boarding_points/{id}.json` and `dropping_points/{id}.json`: a header-row table of stages, read by column name. */
export function parseStageTable(result: unknown): StagePoint[] {
  return (readProviderTable(result)?.rows ?? []).map((row, index) => ({
    id: String(row.id ?? ''),
    name: String(row.name ?? ''),
    time: String(row.time ?? ''),
    address: String(row.address ?? ''),
    landmark: String(row.landmark ?? ''),
    contact: String(row.contact ?? ''),
    city: String(row.city_name ?? ''),
    seq: Number.isInteger(Number(row.seq)) ? Number(row.seq) : index + 1,
  }));
}

/** The stage id → name map a search answer sends beside `result`; none when it sent none. */
export function parseStageNames(body: Record<string, unknown>): Record<string, string> {
  return (isRecord(body.stage_names) ? body.stage_names : {}) as Record<string, string>;
}
