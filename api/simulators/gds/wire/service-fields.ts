/** Cells that several endpoints write the same way for one service. */
import { seatCodesOf } from '../network/bus-types';
import { fareOf, type SeatAvailability } from '../network/seat-availability';
import type { StageStop } from '../network/roster';
import type { Service } from '../network/timetable';
import { clockTime, gstOn, priceText } from './format';

/** `SLB:1000.0,SUB:950.0` */
export const fareStr = (service: Service): string =>
  seatCodesOf(service.busType)
    .map(([code]) => `${code}:${priceText(service.fares.get(code) ?? 0)}`)
    .join(',');

/** The distinct fares, cheapest first: `600.0/750.0`. */
export const fareList = (service: Service): string =>
  [...new Set(service.fares.values())]
    .sort((a, b) => a - b)
    .map(priceText)
    .join('/');

/** Schedule rows carry only `stageId|HH:MM` (docs/gds-wire.md, Schedules). */
export const stageTimes = (stops: readonly StageStop[]): string =>
  stops.map((stop) => `${stop.stage.id}|${clockTime(stop.minutes)}`).join(',');

/** A JSON-encoded list, or null when the bus has none. */
export const amenitiesText = (service: Service): string | null =>
  service.amenities.length > 0 ? JSON.stringify(service.amenities) : null;

function seatCsv(service: Service, availability: SeatAvailability, amount: (fare: number) => number): string {
  const csv = availability.available
    .map((seat) => `${seat.number}|${priceText(amount(fareOf(service, seat)))}`)
    .join(',');
  return service.leadingComma && csv ? `,${csv}` : csv;
}

/** `seat|fare` of each seat for sale */
export const availableCsv = (service: Service, availability: SeatAvailability): string =>
  seatCsv(service, availability, (fare) => fare);

/** `seat|gst` of each seat for sale */
export const availableGstCsv = (service: Service, availability: SeatAvailability): string =>
  seatCsv(service, availability, gstOn);

export const tripId = (service: Service): string => `BITLA:${service.operator.id}:${service.routeId}`;

export const cityIdsInOrder = (service: Service): string[] =>
  [service.pair.origin, ...service.via, service.pair.destination].map((city) => String(city.id));

export const viaText = (service: Service): string => service.via.map((city) => city.name).join(', ');

/** stage id → name, for every stage the services stop at */
export function stageNames(services: readonly Service[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const stop of services.flatMap((service) => [...service.boarding, ...service.dropoff])) {
    names[String(stop.stage.id)] = stop.stage.name;
  }
  return names;
}
