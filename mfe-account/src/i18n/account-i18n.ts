/** The account remote's words: My Bookings, the ticket, cancelling, date changes, the profile and the vendor pages. */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json' with { type: 'json' };

export type AccountMessageId = keyof typeof english;

export const accountI18n = createI18n(
  defineCatalogues<AccountMessageId>(english, {
    as: () => import('./messages/as.json', { with: { type: 'json' } }),
    bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
    hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
  }),
);

export const useAccountI18n = accountI18n.useI18n;
