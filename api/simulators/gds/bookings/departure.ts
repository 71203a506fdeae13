import type { Service } from '../network/timetable';
import { instantInIndia } from '../network/travel-dates';

/** When the bus leaves its first boarding point: the travel date and departure time, in India. */
export const departureInstant = (service: Service): Date =>
  instantInIndia(service.travelDate, service.departureMinutes);

/** Hours left before departure; negative once the bus has left. */
export const hoursBeforeDeparture = (service: Service, now: Date): number =>
  (departureInstant(service).getTime() - now.getTime()) / 3_600_000;
