/**
 * `schedule/{schedule_id}.json` (docs/gds-wire.md, Seat maps): the provider's detail of one service, read once into the
 * fields our services use. Numbers may arrive as strings and texts as numbers; what is missing or
 * unreadable is null (or empty), and the caller decides what stands in for it.
 */
import { parseDurationText, type CancellationPolicy, type SeatLayout, type StagePoint } from '@jatra/shared';
import { cancellationPolicyOf } from './cancellation-policies';
import { parseSeatMap } from './coach-layout';
import { isRecord } from './gds-error';
import { clockTime, isAcBusType, parseAmenities, readFlag } from './schedule-fields';
import { parseSeatCsv } from './seat-fares';
import { parseStageGroups } from './stage-strings';

/** What a search result needs of a schedule. */
export interface GdsScheduleSummary {
  id: string;
  /** `name`: the route as the provider names it, e.g. 'Jorhat - Guwahati' */
  routeName: string;
  serviceName: string;
  /** `travels_name` */
  operatorName: string;
  busType: string;
  /** `is_ac_bus` when sent, else read from the bus type; null when there is neither */
  isAc: boolean | null;
  /** `HH:MM`, zero-padded; null when not a clock time */
  departureTime: string | null;
  arrivalTime: string | null;
  duration: { minutes: number; label: string } | null;
  amenities: string[];
  /** `can_cancel`; null when not sent */
  cancellable: boolean | null;
  via: string;
  travelDate: string;
  originId: number | null;
  destinationId: number | null;
  travelId: number | null;
  /** `bus_layout.total_seats` when a positive whole number */
  totalSeats: number | null;
  ladiesSeats: string[];
  boardingPoints: StagePoint[];
  droppingPoints: StagePoint[];
  /** the schedule's `cancellation_policies` when readable, else the site's: what a booking on it is sold under */
  cancellationPolicy: CancellationPolicy;
}

/** What the booking page and a booking need: the summary plus the seat map. */
export interface GdsScheduleDetail extends GdsScheduleSummary {
  seatLayout: SeatLayout;
  /** the whole `result` object as the provider sent it */
  wire: Record<string, unknown>;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

function integer(value: unknown): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

type ServiceFields = Pick<
  GdsScheduleSummary,
  | 'busType'
  | 'isAc'
  | 'departureTime'
  | 'arrivalTime'
  | 'duration'
  | 'amenities'
  | 'via'
  | 'travelDate'
  | 'originId'
  | 'destinationId'
  | 'travelId'
>;

/** The fields a schedule detail and a schedules row (docs/gds-wire.md, Schedules) send under the same names. */
export function readServiceFields(service: Record<string, unknown>): ServiceFields {
  const busType = text(service.bus_type);
  return {
    busType,
    isAc: busType ? isAcBusType(busType, service.is_ac_bus) : readFlag(service.is_ac_bus),
    departureTime: clockTime(service.dep_time),
    arrivalTime: clockTime(service.arr_time),
    duration: parseDurationText(service.duration),
    amenities: parseAmenities(service.amenities),
    via: text(service.via),
    travelDate: text(service.travel_date),
    originId: integer(service.origin_id),
    destinationId: integer(service.destination_id),
    travelId: integer(service.travel_id),
  };
}

/** A cancellable flag: null when not sent, and sent but unreadable counts as not cancellable. */
export const cancellableFlag = (value: unknown) => (value === undefined ? null : readFlag(value) === true);

/** A total seat count when it is a positive whole number. */
export function totalSeatsOf(value: unknown): number | null {
  const seats = integer(value);
  return seats !== null && seats > 0 ? seats : null;
}

function readSummary(detail: Record<string, unknown>, layout: Record<string, unknown>): GdsScheduleSummary {
  return {
    ...readServiceFields(detail),
    id: text(detail.id),
    routeName: text(detail.name),
    serviceName: text(detail.service_name),
    operatorName: text(detail.travels_name),
    cancellable: cancellableFlag(detail.can_cancel),
    totalSeats: totalSeatsOf(layout.total_seats),
    ladiesSeats: parseSeatCsv(layout.ladies_seats),
    boardingPoints: parseStageGroups(layout.boarding_stages, 'boarding'),
    droppingPoints: parseStageGroups(layout.dropoff_stages, 'dropping'),
    cancellationPolicy: cancellationPolicyOf(detail.cancellation_policies),
  };
}

/** The fields of a schedule's `result` a search result uses; null when `result` is no object. */
export function parseScheduleSummary(result: unknown): GdsScheduleSummary | null {
  if (!isRecord(result)) return null;
  return readSummary(result, isRecord(result.bus_layout) ? result.bus_layout : {});
}

/** The whole schedule with its seat map; null when `result` carries no `bus_layout`. */
export function parseScheduleDetail(result: unknown): GdsScheduleDetail | null {
  if (!isRecord(result) || !isRecord(result.bus_layout)) return null;
  const layout = result.bus_layout;
  return {
    ...readSummary(result, layout),
    seatLayout: parseSeatMap({
      coach_details: String(layout.coach_details ?? ''),
      available: String(layout.available ?? ''),
      ladies_seats: String(layout.ladies_seats ?? ''),
      ladies_booked_seats: String(layout.ladies_booked_seats ?? ''),
      gents_booked_seats: String(layout.gents_booked_seats ?? ''),
    }),
    wire: result,
  };
}
