/** The shell's own words: its frame (navbar, footer), sign-in pages, static pages and messages. */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json' with { type: 'json' };

export type ShellMessageId = keyof typeof english;

export const shellI18n = createI18n(
  defineCatalogues<ShellMessageId>(english, {
    as: () => import('./messages/as.json', { with: { type: 'json' } }),
    bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
    hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
  }),
);

export const useShellI18n = shellI18n.useI18n;
