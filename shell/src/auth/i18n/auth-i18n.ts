/**
 * The words of the sign-in pages (e-mail or phone, the code, the profile, a vendor stopped): a catalogue of their
 * own, loaded with the pages, so Home and every other page carry none of them.
 */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json' with { type: 'json' };

export type AuthMessageId = keyof typeof english;

export const authI18n = createI18n(
  defineCatalogues<AuthMessageId>(english, {
    as: () => import('./messages/as.json', { with: { type: 'json' } }),
    bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
    hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
  }),
);

export const useAuthI18n = authI18n.useI18n;
