import { z } from 'zod';
import type { LayoutCell, Seat, SeatLayout } from './seat-layout';
import { cancellationPolicySchema } from '../pricing/cancellation-policy';
import { stagePointSchema } from '../search/bus-result';

export const seatSchema = z.object({
  id: z.string(),
  type: z.enum(['sleeper', 'regular', 'women']),
  fare: z.number().nonnegative(),
  available: z.boolean(),
  isBooked: z.boolean(),
  isWomenSeat: z.boolean(),
  isUpper: z.boolean(),
  isLower: z.boolean(),
  deck: z.enum(['upper', 'lower']),
}) satisfies z.ZodType<Seat>;

const NON_SEAT_KINDS = ['gangway', 'driver', 'stairs', 'washroom', 'break', 'door', 'unavailable', 'empty'] as const;
const gridIndex = z.number().int().nonnegative();

export const layoutCellSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seat'), seat: seatSchema, code: z.string(), row: gridIndex, column: gridIndex }),
  z.object({ kind: z.enum(NON_SEAT_KINDS), row: gridIndex, column: gridIndex }),
]) satisfies z.ZodType<LayoutCell>;

export const seatLayoutSchema = z.object({
  type: z.enum(['sleeper', '2x2']),
  rows: z.number().int().nonnegative(),
  columns: z.number().int().nonnegative(),
  upperDeck: z.boolean(),
  seats: z.array(seatSchema),
  lower: z.array(layoutCellSchema),
  upper: z.array(layoutCellSchema),
}) satisfies z.ZodType<SeatLayout>;

// The provider's detail fields pass through our API as the provider sent them: a missing or null text is
// shown as nothing rather than failing the whole booking page.
const providerText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? '' : String(value)));
const providerId = z.coerce.number().int().nullish().catch(null);

/**
 * `GET /api/schedule/{id}.json`: the provider's schedule detail, plus the
 * seat layout and the boarding and dropping points our API parsed from its `bus_layout`. Unknown provider
 * fields are kept.
 */
export const scheduleDetailSchema = z.looseObject({
  id: z.string().min(1),
  /** the route as the provider names it, e.g. 'Jorhat - Guwahati' */
  name: providerText,
  service_name: providerText,
  travels_name: providerText,
  bus_type: providerText,
  /** 24-hour `HH:mm` */
  dep_time: providerText,
  arr_time: providerText,
  /** `HH:mm` journey time, e.g. '08:10' */
  duration: providerText,
  /** yyyy-MM-dd, when the provider sends it */
  travel_date: providerText,
  via: providerText,
  origin_id: providerId,
  destination_id: providerId,
  travel_id: providerId,
  seat_layout: seatLayoutSchema,
  boarding_points: z.array(stagePointSchema),
  dropping_points: z.array(stagePointSchema),
  /** the policy a booking on this bus is sold under: the operator's bands, else the site's table */
  cancellation_policy: cancellationPolicySchema,
});
export type ScheduleDetail = z.infer<typeof scheduleDetailSchema>;

export const scheduleDetailResponseSchema = z.object({ result: scheduleDetailSchema });
