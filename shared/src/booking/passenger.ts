import { z } from 'zod';
import { MOBILE_PATTERN } from '../contact/mobile';
import { BOOKING_MESSAGES } from './booking-messages';
import { ruleError } from '../rules/i18n/rule-catalogues';

export const PASSENGER_GENDERS = ['male', 'female', 'other'] as const;
export type PassengerGender = (typeof PASSENGER_GENDERS)[number];
export const PASSENGER_AGE = { min: 1, max: 120 } as const;
/** Seats one booking may hold (the provider's own limit is unknown; 6 is the usual operator cap). */
export const MAX_SEATS_PER_BOOKING = 6;

const message = ruleError(BOOKING_MESSAGES.passengerDetails);

/** A passenger: non-empty name, age, gender, an e-mail with @, a 10-digit mobile. */
export const passengerSchema = z.object({
  name: z.string(message).trim().min(1, message).max(80, message),
  age: z.coerce.number(message).int(message).min(PASSENGER_AGE.min, message).max(PASSENGER_AGE.max, message),
  gender: z.enum(PASSENGER_GENDERS, message),
  email: z.string(message).trim().max(254, message).includes('@', message),
  mobile: z.string(message).trim().regex(MOBILE_PATTERN, message),
});
export type Passenger = z.infer<typeof passengerSchema>;

/** Provider codes: F/M/O and Ms/Mr/Mx. */
export const GENDER_CODES: Record<PassengerGender, { sex: 'F' | 'M' | 'O'; title: 'Ms' | 'Mr' | 'Mx' }> = {
  female: { sex: 'F', title: 'Ms' },
  male: { sex: 'M', title: 'Mr' },
  other: { sex: 'O', title: 'Mx' },
};

/** M Male, F Female, anything else Other. */
export function genderLabel(code: string): 'Male' | 'Female' | 'Other' {
  return code === 'M' ? 'Male' : code === 'F' ? 'Female' : 'Other';
}
