/** The code lists of `masters.json`: seat layouts, bus types and bus categories, in the provider's order. */
import { isRecord } from './gds-error';
import { idCell, textCell } from './provider-cells';
import { readProviderTable } from './provider-table';
import { invalidList, keepFirst, type ParsedList } from './list-rows';

export type MasterKind = 'seat_layout' | 'bus_type' | 'bus_category';

export interface MasterRecord {
  kind: MasterKind;
  code: string;
  name: string;
  position: number;
}

/** `bus_types` / `bus_categories`: a header row, then `[id, name]` rows (docs/gds-wire.md, Reference lists). */
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
  if (!isRecord(result)) throw invalidList();
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
