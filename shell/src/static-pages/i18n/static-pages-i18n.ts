/**
 * The words of the shell's static pages (about, help, terms, privacy): a catalogue of their own, loaded with the
 * pages, so Home and every other page carry none of them.
 */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import english from './messages/en.json' with { type: 'json' };

export type StaticPagesMessageId = keyof typeof english;

export const staticPagesI18n = createI18n(
  defineCatalogues<StaticPagesMessageId>(english, {
    as: () => import('./messages/as.json', { with: { type: 'json' } }),
    bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
    hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
  }),
);

export const useStaticPagesI18n = staticPagesI18n.useI18n;
