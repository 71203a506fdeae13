import { BOOKING_MESSAGES, inEnglish, withValues } from '@jatra/shared';
import { describe, expect, it } from 'vitest';
import { BOOKING_ERRORS } from '../../../simulators/gds/bookings/booking-messages';
import { GdsError } from './gds-error';
import { inTravellersWords } from './gds-refusals';

/** The GdsError our client makes of a refusal envelope: the provider's message, HTTP 200, its code. */
const refusal = ({ response }: { response: { code: string | number; message: string } }) =>
  new GdsError(response.message, 200, response.code);

describe("a provider's refusal of a tentative booking, in the traveller's words", () => {
  it.each([
    [BOOKING_ERRORS.seatTaken(['U3', 'U4']), inEnglish(withValues(BOOKING_MESSAGES.seatTaken, { seats: 'U3, U4' }))],
    [BOOKING_ERRORS.seatNotOnBus(['Z99']), inEnglish(withValues(BOOKING_MESSAGES.seatNotOnBus, { seats: 'Z99' }))],
    [BOOKING_ERRORS.ladiesSeat(['L2']), inEnglish(BOOKING_MESSAGES.womenOnlySeat)],
    [BOOKING_ERRORS.departed, inEnglish(BOOKING_MESSAGES.departed)],
    [BOOKING_ERRORS.tooManySeats(6), inEnglish(withValues(BOOKING_MESSAGES.tooManySeats, { max: 6 }))],
    [BOOKING_ERRORS.unknownStage, inEnglish(BOOKING_MESSAGES.unknownStage)],
  ])('%j reads as ours, keeping its status and code', (envelope, ours) => {
    expect(inTravellersWords(refusal(envelope))).toMatchObject({ message: ours, status: 200, providerCode: 500 });
  });

  it("keeps the provider's words where we have none, and leaves a failure without a provider answer alone", () => {
    const fare = refusal(BOOKING_ERRORS.fareMismatch('12', '640', '650.0'));
    expect(inTravellersWords(fare)).toBe(fare);
    const timeout = new GdsError('Seat 12 already booked', 0);
    expect(inTravellersWords(timeout)).toBe(timeout);
  });
});
