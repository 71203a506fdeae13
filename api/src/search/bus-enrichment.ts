import { arrivalDayOffset, busTypeWithoutAmenities, parseDurationText, type BusResult } from '@jatra/shared';
import { isAcBusType, parseAmenities } from '../provider/gds/schedule-fields';
import { parseStageGroups } from '../provider/gds/stage-strings';
import { parseSeatCsv } from '../provider/gds/seat-fares';
import { isRecord } from '../provider/gds/gds-client';

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;
const HHMM = /^\d{1,2}:\d{2}$/;

/**
 * Fill a basic entry (from the availability row) with the schedule detail's name, type, times,
 * duration, amenities and stages. Fields the detail lacks keep the basic entry's values.
 */
export function enrichBusResult(basic: BusResult, detail: unknown, rating: number | null): BusResult {
  if (!isRecord(detail)) return { ...basic, rating };
  const layout = isRecord(detail.bus_layout) ? detail.bus_layout : {};
  const departureTime = HHMM.test(String(detail.dep_time))
    ? String(detail.dep_time).padStart(5, '0')
    : basic.departureTime;
  const arrivalTime = HHMM.test(String(detail.arr_time)) ? String(detail.arr_time).padStart(5, '0') : basic.arrivalTime;
  const duration = parseDurationText(detail.duration);
  const durationMinutes = duration?.minutes ?? basic.durationMinutes;
  const busType = text(detail.bus_type, basic.bus_type);
  const operator = text(detail.travels_name, basic.operator);
  const amenities = parseAmenities(detail.amenities);
  const boardingPoints = parseStageGroups(layout.boarding_stages, 'boarding');
  const droppingPoints = parseStageGroups(layout.dropoff_stages, 'dropping');
  const totalSeats = Number(layout.total_seats);
  const ladiesSeats = parseSeatCsv(layout.ladies_seats);
  return {
    ...basic,
    name: operator,
    operator,
    service_name: text(detail.service_name, text(detail.name, basic.service_name)),
    bus_type: busTypeWithoutAmenities(busType),
    isAC: isAcBusType(busType, detail.is_ac_bus),
    departureTime,
    arrivalTime,
    duration: duration?.label ?? basic.duration,
    durationMinutes,
    arrivalDayOffset: arrivalDayOffset(departureTime, arrivalTime, durationMinutes),
    amenities: amenities.length > 0 ? amenities : basic.amenities,
    cancellable:
      detail.can_cancel === undefined ? basic.cancellable : [true, 'true', 1, '1'].includes(detail.can_cancel as never),
    boardingPoints: boardingPoints.length > 0 ? boardingPoints : basic.boardingPoints,
    droppingPoints: droppingPoints.length > 0 ? droppingPoints : basic.droppingPoints,
    via: text(detail.via, basic.via),
    totalSeats: Number.isInteger(totalSeats) && totalSeats > 0 ? totalSeats : basic.totalSeats,
    ladiesSeats: ladiesSeats.length > 0 ? ladiesSeats : basic.ladiesSeats,
    rating,
  };
}
