/** The admin remote's words: every section of the admin area. */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json' with { type: 'json' };

export type AdminMessageId = keyof typeof english;

export const adminI18n = createI18n(
  defineCatalogues<AdminMessageId>(english, {
    as: () => import('./messages/as.json', { with: { type: 'json' } }),
    bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
    hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
  }),
);

export const useAdminI18n = adminI18n.useI18n;
