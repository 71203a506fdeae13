/** The booking remote's words: the booking page, payment and the payment callback. */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json';

export type BookingMessageId = keyof typeof english;

export const bookingI18n = createI18n(
  defineCatalogues<BookingMessageId>(english, {
    as: () => import('./messages/as.json'),
    bn: () => import('./messages/bn.json'),
    hi: () => import('./messages/hi.json'),
  }),
);

export const useBookingI18n = bookingI18n.useI18n;
