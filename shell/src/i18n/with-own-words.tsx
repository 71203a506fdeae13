import type { Locale } from '@jatra/shared/i18n';
import type { ComponentType, ReactNode } from 'react';
import { useShellI18n } from './shell-i18n';

/**
 * A page with a catalogue of its own (sign-in, the static pages): drawn in the shell's language once that
 * catalogue's words for it are loaded (the route's loading state shows meanwhile).
 */
export function withOwnWords<P extends object>(
  catalogue: { I18nProvider: ComponentType<{ locale: Locale; children: ReactNode }> },
  Page: ComponentType<P>,
): ComponentType<P> {
  return function PageInLanguage(props: P) {
    const { locale } = useShellI18n();
    return (
      <catalogue.I18nProvider locale={locale}>
        <Page {...props} />
      </catalogue.I18nProvider>
    );
  };
}
