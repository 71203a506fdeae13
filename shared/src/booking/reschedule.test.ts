import { inEnglish } from '../rules/i18n';
import { describe, expect, it } from 'vitest';
import { paidSeats } from '../pricing/cancellation-policy';
import {
  RESCHEDULE_MESSAGES,
  parseRescheduleBands,
  quoteReschedule,
  rescheduleCharge,
  rescheduleChargePercent,
  rescheduleTargetRefusal,
  type RescheduleTicket,
} from './reschedule';

describe("an operator's reschedule bands", () => {
  it('reads the provider form, NO_RESCHEDULE as not allowed, lowest band first', () => {
    expect(parseRescheduleBands('12-720|10, 0-12|NO_RESCHEDULE')).toEqual([
      { fromHours: 0, toHours: 12, chargePercent: null },
      { fromHours: 12, toHours: 720, chargePercent: 10 },
    ]);
  });

  it.each([undefined, '', 'free', '0-12|', '12-6|10', '0-12|150', '0-12|NO_CHANGE'])('refuses %j', (text) => {
    expect(parseRescheduleBands(text)).toBeUndefined();
  });

  const bands = parseRescheduleBands('0-12|NO_RESCHEDULE,12-48|10,72-720|25');
  it.each([
    [1, null],
    [2, null],
    [11, null],
    [12, null],
    [12.01, 10],
    [48, 10],
    [60, null],
    [100, 25],
    [1000, 25],
  ])('%s hours before the old departure: %s%%', (hours, percent) => {
    expect(rescheduleChargePercent(bands, hours)).toBe(percent);
  });

  it('allows nothing within the 2-hour cutoff whatever a band says, nor without bands', () => {
    expect(rescheduleChargePercent(parseRescheduleBands('0-720|5'), 2)).toBeNull();
    expect(rescheduleChargePercent(parseRescheduleBands('0-720|5'), 2.5)).toBe(5);
    expect(rescheduleChargePercent(undefined, 100)).toBeNull();
  });
});

describe('the quote', () => {
  const old = paidSeats(
    [
      { seat_number: 'A1', fare: 600 },
      { seat_number: 'A2', fare: 600 },
    ],
    60,
  );

  it('charges the percent of the old fare without GST and adds the difference of the totals with GST', () => {
    // old 1200 + 60 GST; new 1400 + 70 GST; 10% of 1200
    expect(quoteReschedule(old, [700, 700], 10)).toEqual({
      chargePercent: 10,
      charge: 120,
      oldTotal: 1260,
      newBase: 1400,
      newGst: 70,
      newTotal: 1470,
      difference: 210,
      due: 330,
    });
  });

  it('a cheaper bus whose saving beats the charge leaves money to refund', () => {
    const quote = quoteReschedule(old, [450, 450], 10);
    expect(quote).toMatchObject({ charge: 120, newTotal: 945, difference: -315, due: -195 });
  });

  it('the same fare at no charge costs nothing', () => {
    expect(quoteReschedule(old, [600, 600], 0).due).toBe(0);
  });
});

describe('who may change what', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const ticket: RescheduleTicket = {
    status: 'confirmed',
    cancelledBy: null,
    departsAt: new Date(now.getTime() + 48 * 3_600_000),
    scheduleId: 'S1',
    travelId: 7,
    originId: 117,
    destinationId: 101,
    seatCount: 2,
  };
  const terms = { allowed: true, bands: parseRescheduleBands('0-12|NO_RESCHEDULE,12-720|10') };

  it('a confirmed ticket two days out, on a trip that allows it, costs the band', () => {
    expect(rescheduleCharge(ticket, terms, now)).toEqual({ percent: 10 });
  });

  it.each([
    [{ status: 'cancelled', cancelledBy: 'operator' }, {}, inEnglish(RESCHEDULE_MESSAGES.operatorCancelled)],
    [{ status: 'cancelled', cancelledBy: 'traveller' }, {}, inEnglish(RESCHEDULE_MESSAGES.notConfirmed)],
    [{ status: 'rescheduled' }, {}, inEnglish(RESCHEDULE_MESSAGES.alreadyRescheduled)],
    [{ departsAt: new Date(now.getTime() + 2 * 3_600_000) }, {}, inEnglish(RESCHEDULE_MESSAGES.tooLate)],
    [{ departsAt: new Date(now.getTime() + 6 * 3_600_000) }, {}, inEnglish(RESCHEDULE_MESSAGES.notAllowedNow)],
    [{}, { allowed: false }, inEnglish(RESCHEDULE_MESSAGES.notAllowedBySchedule)],
  ])('refuses %j %j', (change, termsChange, reason) => {
    const charge = rescheduleCharge({ ...ticket, ...change }, { ...terms, ...termsChange }, now);
    expect('reason' in charge && inEnglish(charge.reason)).toBe(reason);
  });

  const target = { ...ticket, scheduleId: 'S2', departsAt: new Date(now.getTime() + 72 * 3_600_000) };
  it('takes another bus of the same operator on the same route with as many seats', () => {
    expect(rescheduleTargetRefusal(ticket, target, now)).toBeNull();
  });

  it.each([
    [{ travelId: 8 }, inEnglish(RESCHEDULE_MESSAGES.otherOperator)],
    [{ destinationId: 102 }, inEnglish(RESCHEDULE_MESSAGES.otherRoute)],
    [{ scheduleId: 'S1' }, inEnglish(RESCHEDULE_MESSAGES.sameTrip)],
    [{ seatCount: 1 }, 'Pick as many seats as your ticket has: 2.'],
  ])('refuses a target %j', (change, reason) => {
    const refusal = rescheduleTargetRefusal(ticket, { ...target, ...change }, now);
    expect(refusal && inEnglish(refusal)).toBe(reason);
  });
});
