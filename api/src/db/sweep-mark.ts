import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { sweepMarks } from './schema';

export interface SweepMark {
  /** where a pass starting at `passStart` looks back to: its last complete pass less `marginMs`, at most `windowMs` */
  since(passStart: Date): Promise<Date>;
  /** a pass starting at `passStart` found all it looked for: the next one need not look further back */
  reached(passStart: Date): Promise<void>;
}

/**
 * Bounds a catch-up sweep (events that never got their follow-up: a paid order without a ticket or refund, a
 * ticket without its mail) by what happened since its last complete pass, instead of re-reading a whole window
 * of the table on every pass. `marginMs` covers an event still being handled when the last pass looked;
 * `windowMs` is how far back a first pass, or one after a long outage, looks. A pass whose batch was full has
 * more to find and leaves the mark where it was. Several instances may move it: it only moves forward.
 */
export function createSweepMark(
  db: Database,
  name: string,
  { marginMs, windowMs }: { marginMs: number; windowMs: number },
): SweepMark {
  return {
    async since(passStart) {
      const [row] = await db
        .select({ sweptTo: sweepMarks.sweptTo })
        .from(sweepMarks)
        .where(sql`${sweepMarks.name} = ${name}`);
      const floor = passStart.getTime() - windowMs;
      const fromMark = row ? row.sweptTo.getTime() - marginMs : floor;
      return new Date(Math.max(floor, fromMark));
    },
    async reached(passStart) {
      await db
        .insert(sweepMarks)
        .values({ name, sweptTo: passStart })
        .onConflictDoUpdate({
          target: sweepMarks.name,
          set: { sweptTo: sql`greatest(${sweepMarks.sweptTo}, excluded.swept_to)` },
        });
    },
  };
}
