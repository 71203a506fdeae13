/** The line the hostile-input fuzz prints when it ends, which the bench report reads. */
export interface FuzzSummary {
  routes: number;
  requests: number;
  /** routes where a request got a 5xx, an answer outside the error shape, or an error logged */
  failures: number;
}

const MARK = 'hostile-input fuzz:';

export const fuzzSummaryLine = (summary: FuzzSummary) => `${MARK} ${JSON.stringify(summary)}`;

export function readFuzzSummary(output: string): FuzzSummary | null {
  // vitest may colour what comes before the mark on its line
  const line = output.split('\n').find((text) => text.includes(MARK));
  return line ? (JSON.parse(line.slice(line.indexOf(MARK) + MARK.length)) as FuzzSummary) : null;
}
