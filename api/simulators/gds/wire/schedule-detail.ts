/** schedule/{schedule_id}.json (docs/gds-wire.md, Seat maps): one service with its seat map. */
import { seatCodesOf } from '../network/bus-types';
import { coachDetails } from './coach-layout';
import { SERVICE_TAX_PERCENT, clockTime, durationText, mainDepartureText } from './format';
import type { ServiceOnSale } from './schedules';
import {
  amenitiesText,
  availableCsv,
  availableGstCsv,
  cityIdsInOrder,
  fareStr,
  tripId,
  viaText,
} from './service-fields';
import { stageGroups } from './stage-points';

export function scheduleDetailAnswer({ service, availability }: ServiceOnSale) {
  const { operator, busType } = service;
  const faresHash = Object.fromEntries(
    seatCodesOf(busType).map(([code]) => [code, { Adult: String(service.fares.get(code) ?? 0) }]),
  );
  return {
    result: {
      id: service.scheduleId,
      name: `${service.pair.origin.name} - ${service.pair.destination.name}`,
      number: service.number,
      service_name: operator.name,
      travels_name: operator.name,
      origin_id: service.pair.origin.id,
      destination_id: service.pair.destination.id,
      op_schedule_id: service.routeId,
      travel_date: service.travelDate,
      travel_id: operator.id,
      route_id: service.routeId,
      available_seats: availability.available.length,
      dep_time: clockTime(service.departureMinutes),
      arr_time: clockTime(service.departureMinutes + service.durationMinutes),
      duration: durationText(service.durationMinutes),
      bus_type: service.busTypeLabel,
      bus_type_id: busType.id,
      cost: fareStr(service),
      can_cancel: service.cancellable,
      status: service.status,
      amenities: amenitiesText(service),
      via: viaText(service),
      is_ac_bus: busType.isAc,
      service_tax_percent: SERVICE_TAX_PERCENT,
      convenience_charge_percent: operator.convenienceChargePercent,
      main_dep_time: mainDepartureText(service.travelDate, service.departureMinutes),
      trip_id: tripId(service),
      route_version: `${service.scheduleId}-1`,
      city_seq_order: cityIdsInOrder(service),
      cancellation_policies: operator.cancellationPolicies,
      reschedule_policies: operator.reschedulePolicies,
      bus_layout: {
        total_seats: busType.seats.length,
        coach_details: coachDetails(busType),
        available: availableCsv(service, availability),
        available_gst: availableGstCsv(service, availability),
        ladies_seats: service.ladiesSeats.join(','),
        gents_seats: service.gentsSeats.join(','),
        ladies_booked_seats: availability.ladiesBooked.join(','),
        gents_booked_seats: availability.gentsBooked.join(','),
        allow_gents_next_to_ladies: false,
        allow_ladies_next_to_gents: false,
        boarding_stages: stageGroups(service.boarding, 'boarding'),
        dropoff_stages: stageGroups(service.dropoff, 'dropoff'),
        floor: '',
        last_seats: '',
        forced_seats: '',
        fares_hash: faresHash,
        o_available: '',
        o_available_gst: '',
        branch_available: '',
        branch_available_gst: '',
      },
    },
  };
}
