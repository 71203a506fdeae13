/**
 * availabilities/{origin}/{destination}/{date}.json and availability/{schedule_id}.json
 * (docs/gds-wire.md, Schedules). Positions follow the public clients; only `available` and `available_gst`
 * were seen as names, the other names are ours and the adapter reads them by these names.
 */
import { providerTimestamp } from './format';
import type { WireTable } from './envelope';
import type { ServiceOnSale } from './schedules';
import { availableCsv, availableGstCsv, fareList, stageNames } from './service-fields';

export const AVAILABILITY_COLUMNS = [
  'route_id',
  'schedule_id',
  'available_seats',
  'status',
  'fare',
  'updated_at',
  'origin_id',
  'destination_id',
  'travel_id',
  'available',
  'ladies_seats',
  'gents_seats',
  'available_gst',
] as const;

export function availabilityRow({ service, availability }: ServiceOnSale): unknown[] {
  return [
    service.routeId,
    Number(service.scheduleId),
    availability.available.length,
    service.status,
    fareList(service),
    providerTimestamp(availability.updatedAt),
    service.pair.origin.id,
    service.pair.destination.id,
    service.operator.id,
    availableCsv(service, availability),
    service.ladiesSeats.join(','),
    service.gentsSeats.join(','),
    availableGstCsv(service, availability),
  ];
}

export function availabilitiesAnswer(services: readonly ServiceOnSale[]) {
  const result: WireTable = [AVAILABILITY_COLUMNS, ...services.map(availabilityRow)];
  return { result, stage_names: stageNames(services.map((entry) => entry.service)) };
}
