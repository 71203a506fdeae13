/** Reading the provider's table cells, which send numbers and flags as values or as text (docs/gds-wire.md). */

/** A number, or a numeric string ('12', '650.0'); anything else is null. */
export function numberCell(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function integerCell(value: unknown): number | null {
  const number = numberCell(value);
  return number !== null && Number.isSafeInteger(number) ? number : null;
}

/** Ids are positive integers. */
export function idCell(value: unknown): number | null {
  const number = integerCell(value);
  return number !== null && number > 0 ? number : null;
}

export function nonNegativeCell(value: unknown): number | null {
  const number = numberCell(value);
  return number !== null && number >= 0 ? number : null;
}

/** Trimmed text; a number is written out (operator PNRs arrive either way); empty is null. */
export function textCell(value: unknown): string | null {
  const text =
    typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
  return text === '' ? null : text;
}

/** true/'true'/1/'1' or false/'false'/0/'0'; anything else is null. */
export function flagCell(value: unknown): boolean | null {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return null;
}
