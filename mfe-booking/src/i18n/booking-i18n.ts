/** The booking remote's words: the booking page, payment and the payment callback. */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json' with { type: 'json' };

export type BookingMessageId = keyof typeof english;

export const bookingI18n = createI18n(
  defineCatalogues<BookingMessageId>(english, {
    as: () => import('./messages/as.json', { with: { type: 'json' } }),
    bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
    hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
  }),
);

export const useBookingI18n = bookingI18n.useI18n;
