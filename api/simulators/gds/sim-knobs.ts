import { z } from 'zod';
import { SERVICES_PER_PAIR } from './network/roster';

/**
 * How long a tentative booking holds its seats when nobody says otherwise. The provider's real hold is
 * unknown (docs/gds-wire.md); the composition root passes our configured lifetime so that both sides agree.
 */
export const DEFAULT_SIM_HOLD_MINUTES = 15;

/** ₹5,00,000 to start with: a few hundred tickets before the notify limit is reached. */
export const DEFAULT_OPENING_BALANCE = 500_000;
export const DEFAULT_CREDIT_LIMIT = 100_000;
export const DEFAULT_NOTIFY_LIMIT = 50_000;

const scheduleIdSchema = z.string().regex(/^\d{13}$/, 'schedule_id is a 13-digit schedule id');
const travelDateSchema = z.iso.date('travel_date is YYYY-MM-DD');
const clockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'dep_time is HH:MM');

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
  /** the agent account's balance before any ticket this simulator sold (get_balance.json), in rupees */
  openingBalance: z.number().min(-10_000_000).max(100_000_000).default(DEFAULT_OPENING_BALANCE),
  /** how far the account may go below zero; null: get_balance.json leaves `credit_limit` out, as the seen provider does */
  creditLimit: z.number().min(0).max(100_000_000).nullable().default(DEFAULT_CREDIT_LIMIT),
  /** the balance at or below which the provider warns; null: `notify_limit` left out */
  notifyLimit: z.number().min(0).max(100_000_000).nullable().default(DEFAULT_NOTIFY_LIMIT),
  /** city pairs that run this many services a day instead of their generated roster (a route as busy as the busiest in India) */
  rosterSizes: z
    .array(
      z.object({
        origin: z.number().int().positive(),
        destination: z.number().int().positive(),
        services: z.number().int().min(1).max(SERVICES_PER_PAIR),
      }),
    )
    .max(20)
    .default([]),
  /** trips the operator changed after their tickets were sold: cancelled, or leaving at another time of their date */
  tripChanges: z
    .array(
      z.union([
        z.strictObject({ schedule_id: scheduleIdSchema, travel_date: travelDateSchema, cancelled: z.literal(true) }),
        z.strictObject({ schedule_id: scheduleIdSchema, travel_date: travelDateSchema, dep_time: clockSchema }),
      ]),
    )
    .max(500)
    .default([]),
  /** the share of services that change on their own (network/trip-changes.ts); null: the configured share */
  tripChangeRate: z.number().min(0).max(1).nullable().default(null),
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
