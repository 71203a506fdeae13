/** How the benches time work and summarise samples. */

export async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** The sample at the p-th percentile (nearest rank, no interpolation): p 50 of 3 runs is the middle one. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('no samples');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const median = (values: number[]) => percentile(values, 50);
