import { LocaleProviders } from '@jatra/shared/ui';
import type { ReactNode } from 'react';
import { shellI18n } from '../i18n';
import { useLocaleStore } from './locale-store';

/** The shell's words and @jatra/shared's, in the page's language. */
export function ShellLocale({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  return (
    <LocaleProviders locale={locale} i18n={shellI18n}>
      {children}
    </LocaleProviders>
  );
}
