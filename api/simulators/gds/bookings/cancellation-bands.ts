/**
 * The simulated provider's reading of an operator's `cancellation_policies` (docs/gds-wire.md, Reference lists):
 * comma-separated `fromHours-toHours|chargePercent`, hours before departure, e.g. `0-24|100,24-720|30`.
 * The simulator keeps its own reading, apart from the product's, so that a test can catch them disagreeing.
 */

export interface CancellationBand {
  fromHours: number;
  toHours: number;
  chargePercent: number;
}

const BAND = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)\|(\d+(?:\.\d+)?)$/;

/** The bands nearest departure first; throws on a malformed policy, which can only be a mistake in our own data. */
export function parseCancellationBands(policies: string): CancellationBand[] {
  return policies
    .split(',')
    .map((text) => {
      const match = BAND.exec(text.trim());
      const band = match && { fromHours: Number(match[1]), toHours: Number(match[2]), chargePercent: Number(match[3]) };
      if (!band || band.toHours <= band.fromHours || band.chargePercent > 100) {
        throw new Error(`Bad cancellation band "${text}" in "${policies}"`);
      }
      return band;
    })
    .sort((a, b) => a.fromHours - b.fromHours);
}

/** The band for this many hours before departure; beyond the last band's end, the farthest band. */
export function bandAt(bands: readonly CancellationBand[], hoursLeft: number): CancellationBand | undefined {
  const farthest = bands.at(-1);
  if (farthest && hoursLeft > farthest.toHours) return farthest;
  return bands.find((band) => hoursLeft > band.fromHours && hoursLeft <= band.toHours);
}
