import { zodResolver } from '@hookform/resolvers/zod';
import {
  cleanIndianMobile,
  PASSENGER_AGE,
  passengerSchema,
  type HostUser,
  type Passenger,
  type PassengerGender,
  type SavedTraveller,
} from '@jatra/shared';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** One passenger as typed: every field is text until the schema reads it. */
export interface PassengerFields {
  seatNumber: string;
  name: string;
  age: string;
  gender: PassengerGender | '';
  email: string;
  mobile: string;
}

export interface PassengerFormValues {
  /** passengers after the first use the first one's e-mail and mobile */
  sameContact: boolean;
  passengers: PassengerFields[];
}

export type SeatPassenger = Passenger & { seatNumber: string };
export interface PassengerFormOutput {
  sameContact: boolean;
  passengers: SeatPassenger[];
}

const passengerFormSchema = z.object({
  sameContact: z.boolean(),
  passengers: z.array(passengerSchema.extend({ seatNumber: z.string() })),
});

/** With "same contact" on, the hidden contact fields of passengers 2+ take the first passenger's. */
export function withSharedContact(values: PassengerFormValues): PassengerFormValues {
  const [first] = values.passengers;
  if (!values.sameContact || !first) return values;
  return {
    ...values,
    passengers: values.passengers.map((passenger) => ({ ...passenger, email: first.email, mobile: first.mobile })),
  };
}

const checkPassengers = zodResolver(passengerFormSchema);

/** The passenger forms are checked with @jatra/shared's passengerSchema, as the API checks them. */
export const passengerFormResolver: Resolver<PassengerFormValues, unknown, PassengerFormOutput> = (
  values,
  context,
  options,
) =>
  checkPassengers(
    withSharedContact(values) as z.input<typeof passengerFormSchema>,
    context,
    options as Parameters<typeof checkPassengers>[2],
  ) as ReturnType<Resolver<PassengerFormValues, unknown, PassengerFormOutput>>;

const AGE_DIGITS = String(PASSENGER_AGE.max).length;

/** Age as typed or pasted: digits only ('2a5' → '25', ' 29 ' → '29'), as many as the oldest age has. */
export const ageDigits = (value: string) => value.replace(/\D/g, '').slice(0, AGE_DIGITS);

/** The signed-in traveller's number as the form wants it ('+919876543210' → '9876543210'), or '' if it is not one. */
const profileMobile = (phone: string | null | undefined) => {
  const mobile = cleanIndianMobile(phone ?? '');
  return passengerSchema.shape.mobile.safeParse(mobile).success ? mobile : '';
};

/**
 * The first passenger is, until told otherwise, the signed-in traveller, who also gets the ticket: the fields
 * still blank take their name, e-mail and mobile from the profile.
 */
export function withProfile(passenger: PassengerFields, user: HostUser | null): PassengerFields {
  if (!user) return passenger;
  return {
    ...passenger,
    name: passenger.name || (user.fullName?.trim() ?? ''),
    email: passenger.email || (user.email ?? ''),
    mobile: passenger.mobile || profileMobile(user.phone),
  };
}

/** A new passenger's form: in women booking mode the gender starts as female. */
export function newPassenger(
  seatNumber: string,
  options: { womenBooking: boolean; first: boolean; user: HostUser | null },
): PassengerFields {
  const blank: PassengerFields = {
    seatNumber,
    name: '',
    age: '',
    gender: options.womenBooking ? 'female' : '',
    email: '',
    mobile: '',
  };
  return options.first ? withProfile(blank, options.user) : blank;
}

/** A saved traveller's details as one passenger form's fields (redBus's one-tap fill). */
export function savedTravellerFields(traveller: SavedTraveller): Omit<PassengerFields, 'seatNumber'> {
  return {
    name: traveller.name,
    age: String(traveller.age),
    gender: traveller.gender,
    email: traveller.email,
    mobile: traveller.mobile,
  };
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The saved travellers offered on passenger form `index`: not one already filled in for another seat, and in
 * women booking mode only women.
 */
export function travellersOffered(
  travellers: readonly SavedTraveller[],
  passengers: readonly Pick<PassengerFields, 'name'>[],
  index: number,
  womenBooking: boolean,
): SavedTraveller[] {
  return travellers.filter(
    (traveller) =>
      (!womenBooking || traveller.gender === 'female') &&
      !passengers.some((passenger, other) => other !== index && sameName(passenger.name, traveller.name)),
  );
}
