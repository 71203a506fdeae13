import { z } from 'zod';
import { cancellationPolicySchema } from '../pricing/cancellation-policy';

/** A boarding or dropping point as our API answers it. */
export const stagePointSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 24-hour `HH:mm` */
  time: z.string(),
  address: z.string(),
  landmark: z.string(),
  contact: z.string(),
  city: z.string(),
  seq: z.number().int(),
});
export type StagePoint = z.infer<typeof stagePointSchema>;

/** One bus in the search results. */
export const busResultSchema = z.object({
  id: z.string(),
  scheduleId: z.string(),
  name: z.string(),
  service_name: z.string(),
  bus_type: z.string(),
  status: z.string(),
  /** extension: the provider's status is "New" (the New badge) */
  isNew: z.boolean(),
  isAC: z.boolean(),
  /** 24-hour `HH:mm` at the first boarding point */
  departureTime: z.string(),
  arrivalTime: z.string(),
  /** extension: days between departure and arrival (0 same day, 1 next day) */
  arrivalDayOffset: z.number().int().nonnegative(),
  /** `6h 0m` */
  duration: z.string(),
  /** extension: for the Fastest sort */
  durationMinutes: z.number().int().nonnegative(),
  /** cheapest seat fare in ₹, tax excluded */
  price: z.number().nonnegative(),
  availableSeats: z.number().int().nonnegative(),
  totalSeats: z.number().int().positive(),
  amenities: z.array(z.string()),
  cancellable: z.boolean(),
  /**
   * extension: the policy a booking on this bus is sold under (the operator's bands where it has them, else the
   * site's table), so the card can say what cancelling costs before the bus is chosen
   */
  cancellationPolicy: cancellationPolicySchema,
  boardingPoints: z.array(stagePointSchema),
  droppingPoints: z.array(stagePointSchema),
  via: z.string(),
  travelId: z.number().int(),
  routeId: z.number().int(),
  originId: z.number().int(),
  destinationId: z.number().int(),
  updatedAt: z.string(),
  ladiesSeats: z.array(z.string()),
  gentsSeats: z.array(z.string()),
  availableSeatNumbers: z.array(z.string()),
  operator: z.string(),
  /** extension: operator rating out of 5 when the provider sends one, for the Rating sort */
  rating: z.number().min(0).max(5).nullable(),
});
export type BusResult = z.infer<typeof busResultSchema>;
