import { zodResolver } from '@hookform/resolvers/zod';
import { passengerSchema, type HostUser, type Passenger, type PassengerGender } from '@jatra/shared';
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

/** The mobile number of a signed-in traveller without +91, when it is a 10-digit Indian one. */
const nationalMobile = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return /^\d{10}$/.test(national) ? national : '';
};

/**
 * A new passenger's form: in women booking mode the gender starts as female (traveller.md §4); the first
 * passenger's contact starts as the signed-in traveller's, who is the one who gets the ticket.
 */
export function newPassenger(
  seatNumber: string,
  options: { womenBooking: boolean; first: boolean; user: HostUser | null },
): PassengerFields {
  return {
    seatNumber,
    name: '',
    age: '',
    gender: options.womenBooking ? 'female' : '',
    email: options.first ? (options.user?.email ?? '') : '',
    mobile: options.first ? nationalMobile(options.user?.phone) : '',
  };
}
