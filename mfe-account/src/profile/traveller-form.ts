import { zodResolver } from '@hookform/resolvers/zod';
import {
  cleanIndianMobile,
  savedTravellerInputSchema,
  type PassengerGender,
  type SavedTraveller,
  type SavedTravellerInput,
} from '@jatra/shared';
import type { Resolver } from 'react-hook-form';
import type { AccountMessageId } from '../i18n';

/** A saved traveller as typed: every field is text until the schema reads it. */
export interface TravellerFormValues {
  name: string;
  age: string;
  gender: PassengerGender | '';
  email: string;
  mobile: string;
}

export const GENDER_LABELS = {
  male: 'gender.male',
  female: 'gender.female',
  other: 'gender.other',
} as const satisfies Record<PassengerGender, AccountMessageId>;

const checkTraveller = zodResolver(savedTravellerInputSchema);

/** The form is checked with @jatra/shared's saved traveller schema (the passenger form's rules), as the API checks it. */
export const travellerFormResolver: Resolver<TravellerFormValues, unknown, SavedTravellerInput> = (
  values,
  context,
  options,
) =>
  checkTraveller(values as never, context, options as Parameters<typeof checkTraveller>[2]) as ReturnType<
    Resolver<TravellerFormValues, unknown, SavedTravellerInput>
  >;

export function travellerFormValues(traveller: SavedTraveller | null): TravellerFormValues {
  return traveller
    ? { ...traveller, age: String(traveller.age) }
    : { name: '', age: '', gender: '', email: '', mobile: '' };
}

/** '+91 98765-43210' → '9876543210': a pasted number is cleaned, never cut short. */
export const cleanMobile = (value: string) => cleanIndianMobile(value).replace(/\D/g, '');

/** An age is digits only: '2a5' keeps '25'. */
export const cleanAge = (value: string) => value.replace(/\D/g, '').slice(0, 3);
