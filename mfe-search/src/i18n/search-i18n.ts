/** The search remote's words: Home and the search results. */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json' with { type: 'json' };

export type SearchMessageId = keyof typeof english;

export const searchI18n = createI18n(
  defineCatalogues<SearchMessageId>(english, {
    as: () => import('./messages/as.json', { with: { type: 'json' } }),
    bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
    hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
  }),
);

export const useSearchI18n = searchI18n.useI18n;
