/**
 * What the provider's code lists (operators.json, city_pairs.json, masters.json) have in common: a header-row
 * table read into the rows we keep, a row without a usable id or name dropped, and so is a second row with an
 * id already seen (one upsert cannot write a row twice).
 */
import { inEnglish, MESSAGES } from '@jatra/shared';
import { GdsError } from './gds-error';
import { nonNegativeCell } from './provider-cells';
import { readProviderTable } from './provider-table';

export interface ParsedList<T> {
  rows: T[];
  droppedRows: number;
}

export const invalidList = () => new GdsError(inEnglish(MESSAGES.invalidResponseFormat), 200);

/** A count or a number of minutes: a whole number, not below zero. */
export function wholeCell(value: unknown): number | null {
  const number = nonNegativeCell(value);
  return number === null ? null : Math.round(number);
}

/** Rows of a header-row table; a `result` that is no table at all is the provider's fault. */
export function tableRows(result: unknown) {
  const table = readProviderTable(result);
  if (!table) throw invalidList();
  return table;
}

export function keepFirst<T>(rows: readonly (T | null)[], keyOf: (row: T) => string, dropped: number): ParsedList<T> {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const row of rows) {
    if (row === null || seen.has(keyOf(row))) continue;
    seen.add(keyOf(row));
    kept.push(row);
  }
  return { rows: kept, droppedRows: dropped + rows.length - kept.length };
}
