import {
  ApiRequestError,
  bookingBadgeTone,
  pageRoutes,
  todayInIndia,
  type BookingStatus,
  type VendorDeparture,
  type VendorStatus,
} from '@jatra/shared';
import { cityName } from '@jatra/shared/i18n';
import { statusBadge } from '../bookings';
import { useAccountI18n, type AccountMessageId } from '../i18n';

export type BadgeTone = 'success' | 'danger' | 'warning';

const VENDOR_BADGES = {
  approved: { label: 'vendor.approved', tone: 'success' },
  pending: { label: 'vendor.pendingApproval', tone: 'warning' },
  rejected: { label: 'vendor.rejected', tone: 'danger' },
} as const satisfies Record<VendorStatus, { label: AccountMessageId; tone: BadgeTone }>;

/** A departure the operator cancelled: none of its bookings stands, and some were refunded by the cancellation. */
export const isCancelledByOperator = (departure: VendorDeparture) =>
  departure.bookings === 0 && departure.refunded_by_operator > 0;

export const GENDER_LABELS = {
  male: 'gender.male',
  female: 'gender.female',
  other: 'gender.other',
} as const satisfies Record<string, AccountMessageId>;

/** The vendor pages' words that take the language: badges, dates, routes. */
export function useVendorText() {
  const { t, format, locale } = useAccountI18n();
  return {
    t,
    format,
    locale,
    /** a booking's status on the vendor's list, as on My Bookings */
    bookingBadge: (status: BookingStatus) => ({ ...statusBadge(status, t), tone: bookingBadgeTone(status) }),
    vendorBadge: (status: VendorStatus) => ({
      label: t(VENDOR_BADGES[status].label),
      tone: VENDOR_BADGES[status].tone,
    }),
    /** an instant (ISO) as the India calendar day, '22 Nov 2026' */
    instantDate: (iso: string) => {
      const instant = new Date(iso);
      return Number.isNaN(instant.getTime()) ? iso : format.date(todayInIndia(instant));
    },
    /** '01 Dec 2026, 9:30 PM' */
    departureWhen: (departure: Pick<VendorDeparture, 'travel_date' | 'departure_time'>) =>
      `${format.date(departure.travel_date)}, ${format.time(departure.departure_time)}`,
    /** 'Jorhat to Guwahati', for screen readers and captions */
    routeWords: (departure: Pick<VendorDeparture, 'origin' | 'destination'>) =>
      t('vendor.routeWords', {
        origin: cityName(departure.origin, locale),
        destination: cityName(departure.destination, locale),
      }),
  };
}

/** The manifest view's address on the dashboard. */
export const manifestHref = (scheduleId: string) => pageRoutes.vendor.link({ manifest: scheduleId });

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
