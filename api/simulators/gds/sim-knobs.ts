import { DEFAULT_HOLD_MINUTES } from '@jatra/shared';
import { z } from 'zod';

/** How long a tentative booking holds its seats: the product's own default, so both agree unless a test says otherwise. */
export const DEFAULT_SIM_HOLD_MINUTES = DEFAULT_HOLD_MINUTES;

/** Test controls of a simulator: slow it down, make it fail at random, or force one endpoint's failure. */
export const simKnobsSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  failureRate: z.number().min(0).max(1).default(0),
  /** lifetime of a tentative booking's hold; fractions allowed so that a test can use seconds */
  holdMinutes: z
    .number()
    .positive()
    .max(24 * 60)
    .default(DEFAULT_SIM_HOLD_MINUTES),
  /** can_cancel and cancel_booking charge this percent instead of the operator's band, so a test can make the provider disagree with the policy a booking stored; null: the bands */
  cancelPercentOverride: z.number().min(0).max(100).nullable().default(null),
  /** endpoint name (e.g. `cities.json`, `confirm_booking.json`; the `.json` may be left out) → the failure it answers with */
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
