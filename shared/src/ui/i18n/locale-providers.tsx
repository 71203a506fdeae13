import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales';
import { sharedI18n } from './shared-i18n';

/** A frontend's own `createI18n(…)`, as its app and its first views are given it. */
export interface RemoteI18n {
  I18nProvider(props: { locale: Locale; children: ReactNode }): ReactNode;
  catalogues: { load(locale: Locale): Promise<unknown> };
}

/** @jatra/shared's words and the frontend's own, both in `locale`. */
export function LocaleProviders({
  locale,
  i18n,
  children,
}: {
  locale: Locale;
  i18n?: RemoteI18n;
  children: ReactNode;
}) {
  const Own = i18n?.I18nProvider;
  return (
    <sharedI18n.I18nProvider locale={locale}>
      {Own ? <Own locale={locale}>{children}</Own> : children}
    </sharedI18n.I18nProvider>
  );
}

/** Both catalogues of `locale` loaded, so that a render in it (on a server, before a first view) never waits. */
export const loadLocale = (locale: Locale, i18n?: RemoteI18n): Promise<unknown> =>
  Promise.all([sharedI18n.catalogues.load(locale), i18n?.catalogues.load(locale)]);
