/** A header row of column names, then data rows (docs/gds-wire.md). */
export type WireTable = [readonly string[], ...(readonly unknown[])[]];

/** The provider's failure answer; it arrives with HTTP 200 (docs/gds-wire.md). */
export const envelope = (code: number | string, message: string) => ({ response: { code, message } });

export const NO_SERVICE = envelope(402, 'No service found on this route for the selected date');
export const SCHEDULE_NOT_FOUND = envelope(404, 'Schedule not found');

/** For the `bad-rows` knob: rows a careful client must drop (too short, or with a non-numeric id). */
export function withBadRows(table: WireTable): WireTable {
  const [header] = table;
  const width = header.length;
  const short = [999_001, ...Array<string>(Math.max(0, width - 2)).fill('')];
  const badId = ['not-a-number', ...Array<string>(width - 1).fill('')];
  return [...table, short, badId];
}
