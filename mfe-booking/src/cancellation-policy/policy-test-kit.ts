/** Test helpers for the cancellation policy table (not shipped: only tests import this file). */

/** The table's body as the traveller reads it: [window, charge] per row, top to bottom. */
export function policyTableRows(table: HTMLElement): string[][] {
  const body = (table as HTMLTableElement).tBodies[0];
  return [...(body?.rows ?? [])].map((row) => [...row.cells].map((cell) => cell.textContent ?? ''));
}

/** The site's cutoff row, the last of every policy. */
export const CUTOFF_ROW = ['Within 2 hours of departure', 'No cancellation, no refund'];
