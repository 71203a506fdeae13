import {
  ApiRequestError,
  bookingBadgeTone,
  displayDate,
  displayTime,
  pageRoutes,
  todayInIndia,
  type BookingStatus,
  type VendorDeparture,
  type VendorStatus,
  RESCHEDULE_MESSAGES,
} from '@jatra/shared';

export type BadgeTone = 'success' | 'danger' | 'warning';

/** Words for a booking's status on the vendor's list, so the badge never speaks by colour alone. */
const BOOKING_LABELS: Record<BookingStatus, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  tentative: 'Payment pending',
  failed: 'Failed',
  expired: 'Expired',
  rescheduled: RESCHEDULE_MESSAGES.rescheduledBadge,
};

export const bookingBadge = (status: BookingStatus) => ({
  label: BOOKING_LABELS[status],
  tone: bookingBadgeTone(status),
});

const VENDOR_BADGES: Record<VendorStatus, { label: string; tone: BadgeTone }> = {
  approved: { label: 'Approved', tone: 'success' },
  pending: { label: 'Pending approval', tone: 'warning' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

export const vendorBadge = (status: VendorStatus) => VENDOR_BADGES[status];

/** A departure the operator cancelled: none of its bookings stands, and some were refunded by the cancellation. */
export const isCancelledByOperator = (departure: VendorDeparture) =>
  departure.bookings === 0 && departure.refunded_by_operator > 0;

export const GENDER_LABELS = { male: 'Male', female: 'Female', other: 'Other' } as const;

/** An instant (ISO) as the India calendar day, 'dd MMM yyyy'. */
export function displayInstantDate(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : displayDate(todayInIndia(instant));
}

/** '01 Dec 2026, 9:30 PM' */
export const departureWhen = (departure: Pick<VendorDeparture, 'travel_date' | 'departure_time'>) =>
  `${displayDate(departure.travel_date)}, ${displayTime(departure.departure_time)}`;

/** 'Jorhat to Guwahati', for screen readers and captions. */
export const routeWords = (departure: Pick<VendorDeparture, 'origin' | 'destination'>) =>
  `${departure.origin} to ${departure.destination}`;

/** The manifest view's address on the dashboard. */
export const manifestHref = (scheduleId: string) => pageRoutes.vendor.link({ manifest: scheduleId });

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
