import { PENDING_BOOKING_STORAGE_KEY, pendingBookingSchema } from '@jatra/shared';

/** The PNR the booking page left in local storage before coming here, if any and well-formed. */
export function readPendingPnr(): string | null {
  try {
    const raw = window.localStorage.getItem(PENDING_BOOKING_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = pendingBookingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.pnr : null;
  } catch {
    // storage off (private mode) or not JSON: as if nothing were stored
    return null;
  }
}

export function clearPendingBooking(): void {
  try {
    window.localStorage.removeItem(PENDING_BOOKING_STORAGE_KEY);
  } catch {
    // storage off: nothing was kept
  }
}
