/** The provider's schedules on a route and date, `schedules/{origin}/{destination}/{date}.json`, by column name. */
import { parseDurationText, type AdminSchedule } from '@jatra/shared';
import { cancellationPolicyOf } from './cancellation-policies';
import { flagCell, integerCell, textCell } from './provider-cells';
import { readProviderTable } from './provider-table';
import { cancellableFlag, readServiceFields, totalSeatsOf, type GdsScheduleSummary } from './schedule-detail';
import { isAcBusType } from './schedule-fields';
import { parseFareStr } from './seat-fares';
import { parseStageTimes } from './stage-strings';
import { parseStageNames } from './stage-tables';

/** One schedule as our own inventory path answers it: its names, the provider's values. */
export interface ScheduleListRow {
  id: string;
  route_id: number;
  origin_id: number;
  destination_id: number;
  travel_id: number;
  available_seats: number;
  status: string;
  updated_at: string;
  fare_options: Record<string, number>;
}

const rowsOf = (result: unknown) => readProviderTable(result)?.rows ?? [];

export function parseScheduleList(result: unknown): ScheduleListRow[] {
  return rowsOf(result).map((row) => ({
    id: String(row.id),
    route_id: Number(row.route_id),
    origin_id: Number(row.origin_id),
    destination_id: Number(row.destination_id),
    travel_id: Number(row.travel_id),
    available_seats: Number(row.available_seats) || 0,
    status: String(row.status ?? ''),
    updated_at: String(row.updated_at ?? ''),
    fare_options: parseFareStr(row.fare_str),
  }));
}

function adminScheduleOf(row: Record<string, unknown>): AdminSchedule | null {
  const id = textCell(row.id);
  if (id === null) return null;
  const operator = textCell(row.operator_service_name) ?? textCell(row.travels) ?? '';
  // `name` is the service's own name where the operator's is in operator_service_name
  const serviceName = textCell(row.name);
  const busType = textCell(row.bus_type) ?? '';
  const duration = textCell(row.duration) ?? '';
  const totalSeats = integerCell(row.total_seats);
  return {
    schedule_id: id,
    operator,
    service_name: serviceName !== null && serviceName !== operator ? serviceName : null,
    bus_type: busType,
    is_ac: isAcBusType(busType, row.is_ac_bus),
    departure: textCell(row.dep_time) ?? '',
    arrival: textCell(row.arr_time) ?? '',
    duration: parseDurationText(duration)?.label ?? duration,
    fares: Object.entries(parseFareStr(row.fare_str)).map(([seat_type, price]) => ({ seat_type, price })),
    available_seats: Math.max(0, integerCell(row.available_seats) ?? 0),
    total_seats: totalSeats !== null && totalSeats >= 0 ? totalSeats : null,
    status: textCell(row.status) ?? '',
    is_cancellable: flagCell(row.is_cancellable) ?? false,
  };
}

/** The admin's view of the same table; a row without its id is dropped. */
export function parseAdminSchedules(result: unknown): AdminSchedule[] {
  return rowsOf(result)
    .map(adminScheduleOf)
    .filter((schedule) => schedule !== null);
}

function summaryOf(row: Record<string, unknown>, stageNames: Record<string, string>): GdsScheduleSummary | null {
  const id = textCell(row.id);
  if (id === null) return null;
  // the row names the operator's service, as the detail's service_name and travels_name do
  const operator = textCell(row.operator_service_name) ?? '';
  return {
    ...readServiceFields(row),
    id,
    routeName: textCell(row.name) ?? '',
    serviceName: operator,
    operatorName: operator,
    cancellable: cancellableFlag(row.is_cancellable),
    totalSeats: totalSeatsOf(row.total_seats),
    // the row has no women's seats; the availability row's stand
    ladiesSeats: [],
    boardingPoints: parseStageTimes(row.boarding_stages, stageNames, 'boarding'),
    droppingPoints: parseStageTimes(row.dropoff_stages, stageNames, 'dropping'),
    cancellationPolicy: cancellationPolicyOf(row.cancellation_policies),
  };
}

/**
 * What a search result needs of each schedule on the route, by schedule id, from one schedules answer
 * (the whole body, for its `stage_names`). A row without its id is left out.
 */
export function parseRouteScheduleSummaries(body: Record<string, unknown>): Map<string, GdsScheduleSummary> {
  const stageNames = parseStageNames(body);
  const summaries = new Map<string, GdsScheduleSummary>();
  for (const row of rowsOf(body.result)) {
    const summary = summaryOf(row, stageNames);
    if (summary) summaries.set(summary.id, summary);
  }
  return summaries;
}
