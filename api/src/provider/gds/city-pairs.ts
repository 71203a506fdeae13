/** The routes the provider sells, `city_pairs.json` (docs/gds-wire.md, Reference lists), read by column name. */
import { idCell, nonNegativeCell } from './provider-cells';
import { keepFirst, tableRows, wholeCell, type ParsedList } from './list-rows';

export interface CityPairRecord {
  originId: number;
  destinationId: number;
  travelIds: number[];
  distanceKm: number | null;
  travelMinutes: number | null;
}

/** `travel_ids` is a CSV string (docs/gds-wire.md, Reference lists); a lone number or an array is read too. */
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
