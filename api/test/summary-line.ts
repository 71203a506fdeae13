/**
 * One line of JSON after a mark, which a run (the hostile-input fuzz, the fault run) prints when it ends and
 * the bench report reads back from its output.
 */
export const summaryLine = (mark: string, summary: object) => `${mark} ${JSON.stringify(summary)}`;

export function readSummary<T>(mark: string, output: string): T | null {
  // vitest may colour what comes before the mark on its line
  const line = output.split('\n').find((text) => text.includes(mark));
  return line ? (JSON.parse(line.slice(line.indexOf(mark) + mark.length)) as T) : null;
}

export const FUZZ_MARK = 'hostile-input fuzz:';
export const FAULTS_MARK = 'fault run:';

export interface FuzzSummary {
  routes: number;
  requests: number;
  /** routes where a request got a 5xx, an answer outside the error shape, or an error logged */
  failures: number;
}

export interface FaultsSummary {
  seconds: number;
  faults: string[];
  journeys: number;
  holds: number;
  paid: number;
  cancelled: number;
  apiStarts: number;
  invariants: Record<string, number>;
}
