import { citySchema, type City } from '@jatra/shared';
import { readProviderTable } from './provider-table';

export interface ParsedProviderCities {
  cities: City[];
  droppedRows: number;
}

const toInt = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

/** Parse the provider's `cities.json` result; null when it is not a table at all. */
export function parseProviderCities(result: unknown): ParsedProviderCities | null {
  const table = readProviderTable(result);
  if (!table) return null;
  const cities: City[] = [];
  let droppedRows = table.droppedRows;
  for (const row of table.rows) {
    const parsed = citySchema.safeParse({
      id: toInt(row.id),
      name: typeof row.name === 'string' ? row.name.trim() : row.name,
      origin_count: toInt(row.origin_count ?? 0),
      destination_count: toInt(row.destination_count ?? 0),
    });
    if (parsed.success) cities.push(parsed.data);
    else droppedRows += 1;
  }
  return { cities, droppedRows };
}
