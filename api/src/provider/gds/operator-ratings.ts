import { readProviderTable } from './provider-table';

/** Operator ratings (0 to 5) by operator id: an extension column of `operators.json`; without it there are none. */
export function parseOperatorRatings(result: unknown): Map<number, number> {
  const ratings = new Map<number, number>();
  for (const row of readProviderTable(result)?.rows ?? []) {
    const rating = Number(row.rating);
    if (Number.isFinite(rating) && rating >= 0 && rating <= 5) ratings.set(Number(row.id), rating);
  }
  return ratings;
}
