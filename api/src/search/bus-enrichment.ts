import { arrivalDayOffset, busTypeWithoutAmenities, type BusResult, type CancellationPolicy } from '@jatra/shared';
import type { GdsScheduleSummary } from '../provider/gds/schedule-detail';

const orElse = <T>(value: T | null, fallback: T): T => (value === null || value === '' ? fallback : value);
const listOrElse = <T>(list: T[], fallback: T[]) => (list.length > 0 ? list : fallback);

/** What the operators list adds to a bus: its rating, and its policy for a bus whose schedule was not described. */
export interface OperatorExtras {
  rating: number | null;
  cancellationPolicy: CancellationPolicy | undefined;
}

/**
 * Fill a basic entry (from the availability row) with its schedule's name, type, times, duration, amenities,
 * stages and cancellation policy (from the route's schedules table or its own detail). Fields the summary lacks
 * keep the basic entry's values; without a summary the operator's own policy stands in for the schedule's.
 */
export function enrichBusResult(
  basic: BusResult,
  detail: GdsScheduleSummary | null,
  { rating, cancellationPolicy }: OperatorExtras,
): BusResult {
  if (!detail) return { ...basic, rating, cancellationPolicy: cancellationPolicy ?? basic.cancellationPolicy };
  const departureTime = orElse(detail.departureTime, basic.departureTime);
  const arrivalTime = orElse(detail.arrivalTime, basic.arrivalTime);
  const durationMinutes = detail.duration?.minutes ?? basic.durationMinutes;
  const operator = orElse(detail.operatorName, basic.operator);
  return {
    ...basic,
    name: operator,
    operator,
    service_name: orElse(detail.serviceName, orElse(detail.routeName, basic.service_name)),
    bus_type: busTypeWithoutAmenities(orElse(detail.busType, basic.bus_type)),
    isAC: detail.isAc ?? basic.isAC,
    departureTime,
    arrivalTime,
    duration: detail.duration?.label ?? basic.duration,
    durationMinutes,
    arrivalDayOffset: arrivalDayOffset(departureTime, arrivalTime, durationMinutes),
    amenities: listOrElse(detail.amenities, basic.amenities),
    cancellable: detail.cancellable ?? basic.cancellable,
    boardingPoints: listOrElse(detail.boardingPoints, basic.boardingPoints),
    droppingPoints: listOrElse(detail.droppingPoints, basic.droppingPoints),
    via: orElse(detail.via, basic.via),
    totalSeats: detail.totalSeats ?? basic.totalSeats,
    ladiesSeats: listOrElse(detail.ladiesSeats, basic.ladiesSeats),
    // the schedule's own field, read as the booking reads it: the card tells what the booking will keep
    cancellationPolicy: detail.cancellationPolicy,
    rating,
  };
}
