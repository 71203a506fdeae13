import { describe, expect, it } from 'vitest';
import { parseCancellationBands } from './bookings/cancellation-bands';
import { BUS_TYPES } from './network/bus-types';
import { OPERATORS } from './network/operators';
import { CITY_PAIRS, greatCircleKm } from './network/routes';
import { seatAvailability } from './network/seat-availability';
import {
  decodeScheduleId,
  isBookable,
  scheduleIdOf,
  serialOf,
  serviceById,
  servicesOn,
  type Service,
} from './network/timetable';
import { stagesOf } from './network/stages';
import { SCHEDULE_COLUMNS, scheduleRow } from './wire/schedules';
import { addDays } from './network/travel-dates';

const TODAY = '2026-11-22';
const pairNamed = (from: string, to: string) => {
  const pair = CITY_PAIRS.find((candidate) => candidate.origin.name === from && candidate.destination.name === to);
  if (!pair) throw new Error(`${from}-${to}`);
  return pair;
};

const freeSeats = (service: Service) => seatAvailability(service, []).available;
/** What a search shows: on sale with a seat left (docs/gds-wire.md, Schedules). */
const shown = (services: Service[]) =>
  services.filter((service) => isBookable(service.status) && freeSeats(service).length > 0);
const byDeparture = (services: Service[]) =>
  [...services].sort((a, b) => a.departureMinutes - b.departureMinutes || a.serial - b.serial);
const ids = (services: Service[]) => services.map((service) => service.scheduleId);
const TWO_DECK_SLEEPER = /^(?!.*Seater).*Sleeper \(2\+1\)/;

describe('simulated network', () => {
  it('has enough operators, pairs and believable distances', () => {
    expect(OPERATORS.length).toBeGreaterThanOrEqual(12);
    expect(CITY_PAIRS.length).toBeGreaterThanOrEqual(40);
    const jorhat = pairNamed('Jorhat', 'Guwahati');
    expect(jorhat.distanceKm).toBeGreaterThan(300);
    expect(jorhat.distanceKm).toBeLessThan(400);
    expect(jorhat.overnight).toBe(true);
    const shillong = pairNamed('Guwahati', 'Shillong');
    expect(shillong.terrain).toBe('hills');
    expect(shillong.travelMinutes).toBeGreaterThan(150);
    expect(shillong.travelMinutes).toBeLessThan(300);
  });

  it('gives every operator its own cancellation bands, covering 0 to 720 hours without a gap', () => {
    for (const operator of OPERATORS) {
      const bands = parseCancellationBands(operator.cancellationPolicies);
      expect(bands[0], operator.name).toMatchObject({ fromHours: 0, chargePercent: 100 });
      // the advertised cancellation_time is where the full charge ends
      expect(bands[0]?.toHours, operator.name).toBe(operator.cancellationCutoffHours);
      expect(bands.at(-1)?.toHours, operator.name).toBe(720);
      bands.slice(1).forEach((band, index) => {
        expect(band.fromHours, operator.name).toBe(bands[index]!.toHours);
        // cancelling earlier never costs more
        expect(band.chargePercent, operator.name).toBeLessThanOrEqual(bands[index]!.chargePercent);
      });
    }
    expect(new Set(OPERATORS.map((operator) => operator.cancellationPolicies)).size).toBeGreaterThanOrEqual(10);
  });

  it('gives each coach the capacity of its kind', () => {
    const capacity = Object.fromEntries(BUS_TYPES.map((type) => [type.name, type.seats.length]));
    expect(capacity['A/C Sleeper (2+1)']).toBe(36);
    expect(capacity['Bharat Benz A/C Sleeper (2+1)']).toBe(30);
    expect(capacity['Non A/C Seater (2+2)']).toBe(40);
    expect(capacity['A/C Seater (2+2)']).toBe(45);
    for (const type of BUS_TYPES) expect(new Set(type.seats.map((seat) => seat.number)).size).toBe(type.seats.length);
  });

  it('regenerates a bus from its schedule id alone', () => {
    expect(scheduleIdOf('2026-11-22', serialOf(0, 16))).toBe('2026112200017');
    expect(decodeScheduleId('2026112200017')).toEqual({ travelDate: '2026-11-22', pairIndex: 0, serviceIndex: 16 });
    expect(decodeScheduleId('2026023000017')).toBeUndefined();
    const date = addDays(TODAY, 3);
    for (const service of servicesOn(pairNamed('Silchar', 'Guwahati'), date, TODAY)) {
      expect(serviceById(service.scheduleId, TODAY)).toEqual(service);
    }
  });

  it('gives a pair the longer roster a test asks for, the same buses first, each found by its id', () => {
    const pair = pairNamed('Jorhat', 'Guwahati');
    const date = addDays(TODAY, 3);
    const usual = servicesOn(pair, date, TODAY);
    const busy = (asked: typeof pair) => (asked === pair ? 150 : undefined);
    const long = servicesOn(pair, date, TODAY, busy);
    expect(long).toHaveLength(150);
    expect(long.slice(0, usual.length)).toEqual(usual);
    expect(new Set(long.map((service) => service.scheduleId)).size).toBe(150);
    const last = long.at(-1)!;
    expect(serviceById(last.scheduleId, TODAY, busy)).toEqual(last);
    // without the knob the extra buses do not run
    expect(serviceById(last.scheduleId, TODAY)).toBeUndefined();
    expect(servicesOn(pairNamed('Silchar', 'Guwahati'), date, TODAY, busy)).toEqual(
      servicesOn(pairNamed('Silchar', 'Guwahati'), date, TODAY),
    );
  });

  it('mixes statuses roughly as the provider does', () => {
    const counts: Record<string, number> = {};
    let soldOut = 0;
    let total = 0;
    for (const pair of CITY_PAIRS) {
      for (let days = 0; days < 30; days += 1) {
        for (const service of servicesOn(pair, addDays(TODAY, days), TODAY)) {
          total += 1;
          counts[service.status] = (counts[service.status] ?? 0) + 1;
          if (isBookable(service.status) && seatAvailability(service, []).available.length === 0) soldOut += 1;
        }
      }
    }
    const share = (count = 0) => count / total;
    expect(share(counts.Cancelled)).toBeGreaterThan(0.03);
    expect(share(counts.Cancelled)).toBeLessThan(0.07);
    expect(share(counts.Inactive)).toBeGreaterThan(0.015);
    expect(share(soldOut)).toBeGreaterThan(0.03);
    expect(share(counts.New)).toBeGreaterThan(0.07);
    expect(share(counts.Update)).toBeGreaterThan(0.6);
  });

  describe('varied enough to exercise every screen', () => {
    const date = addDays(TODAY, 3);
    const allServices = CITY_PAIRS.flatMap((pair) => servicesOn(pair, date, TODAY));

    it('picks up all over Guwahati: five or more boarding points in road order, within the first hour', () => {
      const fromGuwahati = servicesOn(pairNamed('Guwahati', 'Shillong'), date, TODAY);
      const many = fromGuwahati.find((service) => service.boarding.length >= 5);
      expect(many, 'a Guwahati → Shillong bus with five or more boarding points').toBeDefined();
      expect(many!.boarding.every((stop) => stop.stage.city.name === 'Guwahati')).toBe(true);
      // in road order: each pick-up nearer the way out towards Nongpoh than the one before
      const nongpoh = many!.via[0]!;
      const distances = many!.boarding.map((stop) => greatCircleKm(stop.stage, nongpoh));
      distances.slice(1).forEach((km, index) => expect(km).toBeLessThanOrEqual(distances[index]!));
      const intoGuwahati = servicesOn(pairNamed('Jorhat', 'Guwahati'), date, TODAY);
      expect(Math.max(...intoGuwahati.map((service) => service.dropoff.length))).toBeGreaterThanOrEqual(5);
      expect(Math.max(...intoGuwahati.map((service) => service.boarding.length))).toBeGreaterThanOrEqual(5);
      expect(stagesOf(pairNamed('Jorhat', 'Guwahati').destination.id).length).toBeGreaterThanOrEqual(8);
    });

    it('times every stop sensibly: boarding in the first hour, dropping in the last, small towns one to three', () => {
      for (const service of allServices) {
        const arrival = service.departureMinutes + service.durationMinutes;
        const boarding = service.boarding.map((stop) => stop.minutes);
        const dropping = service.dropoff.map((stop) => stop.minutes);
        expect(boarding[0], service.scheduleId).toBe(service.departureMinutes);
        expect(dropping.at(-1), service.scheduleId).toBe(arrival);
        for (const times of [boarding, dropping]) {
          times.slice(1).forEach((time, index) => expect(time).toBeGreaterThan(times[index]!));
        }
        expect(boarding.at(-1)! - boarding[0]!).toBeLessThanOrEqual(60);
        expect(dropping.at(-1)! - dropping[0]!).toBeLessThanOrEqual(60);
        expect(boarding.at(-1)!).toBeLessThan(dropping[0]!);
        for (const [stops, city] of [
          [service.boarding, service.pair.origin],
          [service.dropoff, service.pair.destination],
        ] as const) {
          expect(stops.every((stop) => stop.stage.city.id === city.id)).toBe(true);
          if (stagesOf(city.id).length <= 3) expect(stops.length).toBeLessThanOrEqual(3);
          expect(stops.length).toBeGreaterThanOrEqual(1);
        }
      }
    });

    it('takes different times on one route, so Fastest and Arrival sort differently from Departure', () => {
      const services = shown(servicesOn(pairNamed('Jorhat', 'Guwahati'), date, TODAY));
      expect(new Set(services.map((service) => service.durationMinutes)).size).toBeGreaterThanOrEqual(4);
      const departure = ids(byDeparture(services));
      const fastest = ids([...services].sort((a, b) => a.durationMinutes - b.durationMinutes));
      const arrival = ids(
        [...services].sort((a, b) => a.departureMinutes + a.durationMinutes - (b.departureMinutes + b.durationMinutes)),
      );
      expect(fastest).not.toEqual(departure);
      expect(arrival).not.toEqual(departure);

      // on every route, a multi-axle Volvo beats an ordinary seater of the same road
      const roster = CITY_PAIRS.flatMap((pair) => servicesOn(pair, date, TODAY));
      const mean = (name: string) => {
        const runs = roster.filter(
          (service) => service.busType.name.startsWith(name) && service.via === service.pair.via,
        );
        return (
          runs.reduce((sum, service) => sum + service.durationMinutes / service.pair.travelMinutes, 0) / runs.length
        );
      };
      expect(mean('Volvo')).toBeLessThan(mean('Non A/C Seater'));
    });

    it('sends some services the longer way through more towns, and says so on the wire', () => {
      const pair = pairNamed('Jorhat', 'Guwahati');
      const services = Array.from({ length: 7 }, (_, days) => servicesOn(pair, addDays(TODAY, days), TODAY)).flat();
      const detoured = services.find((service) => service.via !== pair.via);
      expect(detoured, 'a Jorhat → Guwahati service on the longer road').toBeDefined();
      expect(detoured!.via.map((city) => city.name)).toContain('Golaghat');
      const row = scheduleRow({ service: detoured!, availability: seatAvailability(detoured!, []) });
      const cell = (column: (typeof SCHEDULE_COLUMNS)[number]) => row[SCHEDULE_COLUMNS.indexOf(column)];
      expect(cell('via')).toBe(detoured!.via.map((city) => city.name).join(', '));
      expect(cell('city_seq_order')).toEqual(
        [pair.origin, ...detoured!.via, pair.destination].map((city) => String(city.id)),
      );
      // the same operator and coach on the main road is quicker
      const twin = services.find(
        (service) =>
          service.via === pair.via && service.operator === detoured!.operator && service.busType === detoured!.busType,
      );
      expect(twin, 'the same operator and coach on the main road').toBeDefined();
      expect(twin!.durationMinutes).toBeLessThan(detoured!.durationMinutes);
    });

    it('prices seats by class and deck: seats below berths, upper berths below lower ones', () => {
      const services = servicesOn(pairNamed('Jorhat', 'Guwahati'), date, TODAY);
      const sleeper = services.find((service) => TWO_DECK_SLEEPER.test(service.busType.name))!;
      expect(sleeper.fares.get('SUB')).toBeLessThan(sleeper.fares.get('SLB')!);
      expect(sleeper.fares.get('DUB')).toBeLessThan(sleeper.fares.get('DLB')!);
      const seaterSleeper = allServices.find((service) => service.fares.has('ST') && service.fares.has('SUB'))!;
      expect(seaterSleeper.fares.get('ST')).toBeLessThan(seaterSleeper.fares.get('SUB')!);
      const cheapest = (service: Service) => Math.min(...service.fares.values());
      const seater = services.find((service) => service.busType.name.startsWith('Non A/C Seater'))!;
      expect(cheapest(seater)).toBeLessThan(cheapest(sleeper));
      // each seat sells at its own class's fare
      for (const seat of freeSeats(sleeper)) {
        expect(sleeper.fares.get(seat.code)).toBe(
          seat.deck === 'upper' ? sleeper.fares.get('SUB') : sleeper.fares.get('SLB'),
        );
      }
    });

    it('sells out one busy-route bus a day, leaves one or two with their last seats, cancels one and launches one', () => {
      for (let days = 0; days <= 30; days += 1) {
        const day = addDays(TODAY, days);
        const services = servicesOn(pairNamed('Jorhat', 'Guwahati'), day, TODAY);
        const onSale = services.filter((service) => isBookable(service.status));
        expect(onSale.filter((service) => freeSeats(service).length === 0).length, day).toBeGreaterThanOrEqual(1);
        const lastSeats = shown(services).filter((service) => freeSeats(service).length <= 3);
        expect(lastSeats.length, day).toBeGreaterThanOrEqual(1);
        expect(services.filter((service) => service.status === 'Cancelled').length, day).toBeGreaterThanOrEqual(1);
        expect(shown(services).filter((service) => service.status === 'New').length, day).toBeGreaterThanOrEqual(1);
      }
      // the fixed date of the other tests, exactly
      const services = servicesOn(pairNamed('Jorhat', 'Guwahati'), date, TODAY);
      const soldOut = services.find((service) => isBookable(service.status) && freeSeats(service).length === 0);
      const nearlyFull = shown(services).find((service) => freeSeats(service).length <= 3);
      expect(soldOut?.busType.seats.length).toBeGreaterThan(0);
      expect(freeSeats(nearlyFull!).length).toBeGreaterThanOrEqual(1);
    });

    it('keeps Jorhat → Guwahati bookable for the journeys every day on sale', () => {
      for (let days = 0; days <= 90; days += 1) {
        const day = addDays(TODAY, days);
        const services = byDeparture(shown(servicesOn(pairNamed('Jorhat', 'Guwahati'), day, TODAY)));
        expect(services.length, day).toBeGreaterThanOrEqual(6);
        expect(
          services.some((service) => service.busType.isAc),
          day,
        ).toBe(true);
        expect(
          services.some((service) => !service.busType.isAc),
          day,
        ).toBe(true);
        expect(new Set(services.map((service) => service.operator.id)).size, day).toBeGreaterThanOrEqual(2);
        // the first two-deck sleeper has lower and upper berths free for anyone
        const sleeper = services.find((service) => TWO_DECK_SLEEPER.test(service.busTypeLabel));
        expect(sleeper, `${day}: a 2+1 sleeper on sale`).toBeDefined();
        const open = freeSeats(sleeper!).filter((seat) => !sleeper!.ladiesSeats.includes(seat.number));
        expect(open.filter((seat) => seat.deck === 'lower').length, day).toBeGreaterThanOrEqual(2);
        expect(open.filter((seat) => seat.deck === 'upper').length, day).toBeGreaterThanOrEqual(2);
        // far down the list too, a bus with room for anyone
        const fifth = services[4]!;
        const openOnFifth = freeSeats(fifth).filter((seat) => !fifth.ladiesSeats.includes(seat.number));
        expect(openOnFifth.length, day).toBeGreaterThanOrEqual(3);
        const womenSeatFree = services.some((service) =>
          freeSeats(service).some((seat) => service.ladiesSeats.includes(seat.number)),
        );
        expect(womenSeatFree, day).toBe(true);
      }
    });
  });
});
