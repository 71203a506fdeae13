import { MAX_SEATS_PER_BOOKING, PASSENGER_GENDERS, type HostUser } from '@jatra/shared';
import { z } from 'zod';
import { newPassenger, withProfile, type PassengerFormValues } from '../passengers/passenger-form';

/**
 * What a visitor chose on a booking page before being asked to sign in (anyone may view seats; the booking
 * itself needs an account). Kept in this tab's session storage under the page's own address, so the
 * page the sign-in returns to fills itself in again. Seats are not held by it: the page checks them afresh.
 */
const draftSchema = z.object({
  seats: z.array(z.string()).max(MAX_SEATS_PER_BOOKING),
  boardingId: z.string().nullable(),
  droppingId: z.string().nullable(),
  sameContact: z.boolean(),
  passengers: z
    .array(
      z.object({
        seatNumber: z.string(),
        name: z.string(),
        age: z.string(),
        gender: z.enum([...PASSENGER_GENDERS, '']),
        email: z.string(),
        mobile: z.string(),
      }),
    )
    .max(MAX_SEATS_PER_BOOKING),
});
export type BookingDraft = z.infer<typeof draftSchema>;

const keyOf = (page: string) => `jatra.booking-draft:${page}`;

/** Keeps the draft of booking page `page` (its path and query). */
export function saveDraft(page: string, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(keyOf(page), JSON.stringify(draft));
  } catch {
    // storage off (private mode): sign-in still comes back to the page, only without the choices
  }
}

/** The draft kept for `page`, if any and well-formed. */
export function readDraft(page: string): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(page));
    if (raw === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // storage off, or not JSON: as if nothing were kept
    return null;
  }
}

export function clearDraft(page: string): void {
  try {
    sessionStorage.removeItem(keyOf(page));
  } catch {
    // storage off: nothing was kept
  }
}

/**
 * The passenger forms of a draft for the seats still chosen, in their order. The first passenger's blanks take
 * the profile of the traveller who has just signed in.
 */
export function draftFormValues(
  draft: BookingDraft,
  seatIds: readonly string[],
  options: { womenBooking: boolean; user: HostUser | null },
): PassengerFormValues {
  const passengers = seatIds.map((seatNumber, index) => {
    const kept = draft.passengers.find((passenger) => passenger.seatNumber === seatNumber);
    const first = index === 0;
    if (!kept) return newPassenger(seatNumber, { ...options, first });
    return first ? withProfile(kept, options.user) : kept;
  });
  return { sameContact: draft.sameContact, passengers };
}
