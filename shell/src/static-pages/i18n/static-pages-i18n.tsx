/**
 * The words of the shell's static pages (about, help, terms, privacy): a catalogue of their own, loaded with the
 * pages, so Home and every other page carry none of them.
 */
import { defineCatalogues } from '@jatra/shared/i18n';
import { createI18n } from '@jatra/shared/ui';
import type { ComponentType } from 'react';
import { useShellI18n } from '../../i18n';
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

/** The page in the shell's language, its words loaded first (the route's loading state shows meanwhile). */
export function withStaticPagesWords<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  return function StaticPageInLanguage(props: P) {
    const { locale } = useShellI18n();
    return (
      <staticPagesI18n.I18nProvider locale={locale}>
        <Page {...props} />
      </staticPagesI18n.I18nProvider>
    );
  };
}
