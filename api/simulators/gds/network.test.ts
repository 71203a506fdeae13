import { POPULAR_ROUTES } from '@jatra/shared';
import { describe, expect, it } from 'vitest';
import { parseCancellationBands } from './bookings/cancellation-bands';
import { BUS_TYPES } from './network/bus-types';
import { OPERATORS } from './network/operators';
import { CITY_PAIRS, pairBetween } from './network/routes';
import { seatAvailability } from './network/seat-availability';
import { decodeScheduleId, isBookable, scheduleIdOf, serialOf, serviceById, servicesOn } from './network/timetable';
import { addDaysIso } from '@jatra/shared';

const TODAY = '2026-11-22';
const pairNamed = (from: string, to: string) => {
  const pair = CITY_PAIRS.find((candidate) => candidate.origin.name === from && candidate.destination.name === to);
  if (!pair) throw new Error(`${from}-${to}`);
  return pair;
};

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
    const date = addDaysIso(TODAY, 3);
    for (const service of servicesOn(pairNamed('Silchar', 'Guwahati'), date, TODAY)) {
      expect(serviceById(service.scheduleId, TODAY)).toEqual(service);
    }
  });

  it.each(POPULAR_ROUTES)('prices $from → $to from exactly $startingFrom on every date on sale', (route) => {
    const pair = pairNamed(route.from, route.to);
    for (let days = 0; days <= 90; days += 1) {
      const services = servicesOn(pair, addDaysIso(TODAY, days), TODAY);
      const onSale = services.filter(
        (service) => isBookable(service.status) && seatAvailability(service, []).available.length > 0,
      );
      expect(onSale.length).toBeGreaterThanOrEqual(3);
      const fares = onSale.flatMap((service) =>
        seatAvailability(service, []).available.map((seat) => service.fares.get(seat.code)),
      );
      expect(Math.min(...(fares as number[]))).toBe(route.startingFrom);
    }
    expect(pairBetween(pair.destination.id, pair.origin.id)?.startingFrom).toBe(route.startingFrom);
  });

  it('mixes statuses roughly as the provider does', () => {
    const counts: Record<string, number> = {};
    let soldOut = 0;
    let total = 0;
    for (const pair of CITY_PAIRS) {
      for (let days = 0; days < 30; days += 1) {
        for (const service of servicesOn(pair, addDaysIso(TODAY, days), TODAY)) {
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
});
