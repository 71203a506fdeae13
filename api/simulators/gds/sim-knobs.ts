import { z } from 'zod';

/** Test controls of a simulator: slow it down, make it fail at random, or force one endpoint's failure. */
export const simKnobsSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  failureRate: z.number().min(0).max(1).default(0),
  /** endpoint name (e.g. `cities.json`) → the failure it answers with */
  forcedErrors: z
    .record(
      z.string(),
      z.union([
        z.object({ kind: z.literal('envelope'), code: z.union([z.number(), z.string()]), message: z.string() }),
        z.object({ kind: z.literal('http'), status: z.number().int().min(400).max(599) }),
        z.object({ kind: z.literal('not-json') }),
        z.object({ kind: z.literal('bad-rows') }),
      ]),
    )
    .default({}),
});
export type SimKnobs = z.infer<typeof simKnobsSchema>;

export const defaultSimKnobs = (): SimKnobs => simKnobsSchema.parse({});
