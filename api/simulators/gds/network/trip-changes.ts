/**
 * Trips that change after their tickets are sold: the operator cancels the service, or moves its departure.
 * The wire shows it as the provider would (docs/gds-wire.md, Trip changes): the schedule's `status` turns
 * `Cancelled`, or its `dep_time`, `main_dep_time` and stage times move; the ticket follows its service.
 *
 * Two sources. A test names the trips it changes (the `tripChanges` knob). And, like real buses in Assam, a
 * few services change on their own: each service of each date rolls once (seeded by its schedule id), and
 * the change is announced some hours before the bus was due, so a product left running sees it happen.
 */
import { seededRng } from './random';
import type { StageStop } from './roster';
import { isBookable, type Service } from './timetable';
import { instantInIndia } from './travel-dates';

/** One trip a test changes: cancelled, or leaving at another time of its travel date. */
export type ForcedTripChange = { scheduleId: string; travelDate: string } & (
  { cancelled: true } | { departureMinutes: number }
);

export interface TripChanges {
  forced: readonly ForcedTripChange[];
  /** when the forced changes were made: the `updated_at` they give their services */
  forcedAt: Date;
  /** the share of services that change on their own; a fifth of those are cancelled, the rest move */
  rate: number;
}

/** a move shorter than this is not worth a word from an operator */
const SMALLEST_MOVE_MINUTES = 15;
const LARGEST_DELAY_STEPS = 12;
/** how long before the bus was due an operator says so, at most */
const LATEST_NOTICE_HOURS = 30;

type Change = { cancelled: true; at: Date } | { departureMinutes: number; at: Date };

/** The service as the provider shows it at `now`, after any change made to it by then. */
export function asChanged(service: Service, now: Date, changes: TripChanges): Service {
  if (!isBookable(service.status)) return service;
  const change = forcedChange(service, changes) ?? announcedChange(service, now, changes.rate);
  if (!change) return service;
  const updatedAt = change.at > service.updatedAt ? change.at : service.updatedAt;
  if ('cancelled' in change) return { ...service, status: 'Cancelled', updatedAt };
  const shift = change.departureMinutes - service.departureMinutes;
  const moved = (stops: readonly StageStop[]) => stops.map((stop) => ({ ...stop, minutes: stop.minutes + shift }));
  return {
    ...service,
    status: 'Update',
    departureMinutes: change.departureMinutes,
    boarding: moved(service.boarding),
    dropoff: moved(service.dropoff),
    updatedAt,
  };
}

function forcedChange(service: Service, changes: TripChanges): Change | undefined {
  const forced = changes.forced.findLast(
    (change) => change.scheduleId === service.scheduleId && change.travelDate === service.travelDate,
  );
  if (!forced) return undefined;
  return 'cancelled' in forced
    ? { cancelled: true, at: changes.forcedAt }
    : { departureMinutes: forced.departureMinutes, at: changes.forcedAt };
}

/** The change this service rolled for itself, once its notice has been given; none before that. */
function announcedChange(service: Service, now: Date, rate: number): Change | undefined {
  if (rate <= 0) return undefined;
  const rng = seededRng(`${service.scheduleId}-trip-change`);
  if (!rng.chance(rate)) return undefined;
  const cancelled = rng.chance(0.2);
  const departureMinutes = service.departureMinutes + SMALLEST_MOVE_MINUTES * rng.int(1, LARGEST_DELAY_STEPS);
  const noticeHours = rng.int(1, LATEST_NOTICE_HOURS);
  const due = instantInIndia(service.travelDate, service.departureMinutes);
  const at = new Date(due.getTime() - noticeHours * 3_600_000);
  if (now < at) return undefined;
  if (cancelled) return { cancelled: true, at };
  // a move into the next day would change the travel date, which the schedule id carries: such a roll changes nothing
  return departureMinutes < 24 * 60 ? { departureMinutes, at } : undefined;
}
