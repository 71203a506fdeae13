/** The admin remote's words: every section of the admin area. */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json';

export type AdminMessageId = keyof typeof english;

export const adminI18n = createI18n(
  defineCatalogues<AdminMessageId>(english, {
    as: () => import('./messages/as.json'),
    bn: () => import('./messages/bn.json'),
    hi: () => import('./messages/hi.json'),
  }),
);

export const useAdminI18n = adminI18n.useI18n;
