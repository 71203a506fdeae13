/** schedules/{origin}/{destination}/{date}.json (docs/gds-wire.md, Schedules). */
import type { SeatAvailability } from '../network/seat-availability';
import type { Service } from '../network/timetable';
import { SERVICE_TAX_PERCENT, clockTime, durationText, mainDepartureText, providerTimestamp } from './format';
import type { WireTable } from './envelope';
import {
  amenitiesText,
  cityIdsInOrder,
  fareList,
  fareStr,
  stageNames,
  stageTimes,
  tripId,
  viaText,
} from './service-fields';

/** The 54 columns of the operator_schedules sample, in its order (docs/gds-wire.md, Schedules). */
export const SCHEDULE_COLUMNS = [
  'id',
  'number',
  'name',
  'operator_service_name',
  'origin_id',
  'destination_id',
  'route_id',
  'travel_id',
  'bus_type',
  'dep_time',
  'arr_time',
  'duration',
  'available_seats',
  'total_seats',
  'service_tax_percent',
  'fare_str',
  'is_cancellable',
  'commission',
  'status',
  'op_schedule_id',
  'convenience_charge_percent',
  'amenities',
  'boarding_stages',
  'dropoff_stages',
  'deals',
  'cancellation_policies',
  'trip_id',
  'agent_cancellation_time',
  'updated_at',
  'route_map_id',
  'is_service_tax_applicable',
  'via',
  'is_ac_bus',
  'allow_reschedule',
  'travel_date',
  'route_version',
  'bp_dp_fares',
  'bp_dp_pair_fares',
  'city_seq_order',
  'cc_type',
  'main_dep_time',
  'transaction_charges',
  'no_coach_layout',
  'is_package_fare_allowed',
  'cancellation_reference_type',
  'social_distancing_guaranteed',
  'reschedule_policies',
  'o_available',
  'o_available_gst',
  'is_o_available_fare_enabled_booking',
  'parent_travel_id',
  'show_fare_screen',
  'o_fare_str',
  'last_seats',
] as const;

export type ScheduleColumn = (typeof SCHEDULE_COLUMNS)[number];

/** The agent's commission in percent; the provider reports it, we never use it. */
const AGENT_COMMISSION_PERCENT = 8;

export interface ServiceOnSale {
  service: Service;
  availability: SeatAvailability;
}

export function scheduleRow({ service, availability }: ServiceOnSale): unknown[] {
  const { operator } = service;
  const values: Record<ScheduleColumn, unknown> = {
    id: Number(service.scheduleId),
    number: service.number,
    name: `${service.pair.origin.name} - ${service.pair.destination.name}`,
    operator_service_name: operator.name,
    origin_id: service.pair.origin.id,
    destination_id: service.pair.destination.id,
    route_id: service.routeId,
    travel_id: operator.id,
    bus_type: service.busTypeLabel,
    dep_time: clockTime(service.departureMinutes),
    arr_time: clockTime(service.departureMinutes + service.durationMinutes),
    duration: durationText(service.durationMinutes),
    available_seats: availability.available.length,
    total_seats: service.busType.seats.length,
    service_tax_percent: SERVICE_TAX_PERCENT,
    fare_str: fareStr(service),
    is_cancellable: service.cancellable,
    commission: AGENT_COMMISSION_PERCENT,
    status: service.status,
    op_schedule_id: service.routeId,
    convenience_charge_percent: operator.convenienceChargePercent,
    amenities: amenitiesText(service),
    boarding_stages: stageTimes(service.boarding),
    dropoff_stages: stageTimes(service.dropoff),
    deals: null,
    cancellation_policies: operator.cancellationPolicies,
    trip_id: tripId(service),
    agent_cancellation_time: String(operator.cancellationCutoffHours),
    updated_at: providerTimestamp(availability.updatedAt),
    route_map_id: null,
    is_service_tax_applicable: true,
    via: viaText(service),
    is_ac_bus: service.busType.isAc,
    allow_reschedule: !operator.reschedulePolicies.startsWith('0-720|NO_RESCHEDULE'),
    travel_date: service.travelDate,
    route_version: `${service.scheduleId}-1`,
    bp_dp_fares: {},
    bp_dp_pair_fares: {},
    city_seq_order: cityIdsInOrder(service),
    cc_type: null,
    main_dep_time: mainDepartureText(service.travelDate, service.departureMinutes),
    transaction_charges: 0,
    no_coach_layout: false,
    is_package_fare_allowed: false,
    cancellation_reference_type: 'main_dep_time',
    social_distancing_guaranteed: false,
    reschedule_policies: operator.reschedulePolicies,
    o_available: '',
    o_available_gst: '',
    is_o_available_fare_enabled_booking: false,
    parent_travel_id: null,
    show_fare_screen: fareList(service),
    o_fare_str: '',
    last_seats: '',
  };
  return SCHEDULE_COLUMNS.map((column) => values[column]);
}

export function schedulesAnswer(services: readonly ServiceOnSale[]) {
  const result: WireTable = [SCHEDULE_COLUMNS, ...services.map(scheduleRow)];
  return {
    result,
    stage_names: stageNames(services.map((entry) => entry.service)),
    processed_schedules_count: services.length,
  };
}
