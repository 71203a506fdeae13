import { use, type ReactNode } from 'react';
import { LOCALES, type Locale } from '../../i18n/locales';
import { loadRuleLanguage, readRuleLocaleFrom } from '../../rules/i18n/rule-catalogues';
import { sharedI18n } from './shared-i18n';

/** A frontend's own `createI18n(…)`, as its app and its first views are given it. */
export interface RemoteI18n {
  I18nProvider(props: { locale: Locale; children: ReactNode }): ReactNode;
  catalogues: { load(locale: Locale): Promise<unknown> };
}

let pageLocale: Locale | undefined;
readRuleLocaleFrom(() => pageLocale);

/**
 * The rules' messages (`sayRule(BOOKING_MESSAGES.selectSeat)`) in the page's language: loaded before the page
 * renders, and the page's language made theirs. One language per page; a server's first view renders at once
 * (`renderToString`, its catalogues loaded beforehand), so no other page's render comes in between.
 */
function RuleLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  use(loadRuleLanguage(locale));
  pageLocale = locale;
  return children;
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
      <RuleLanguage locale={locale}>{Own ? <Own locale={locale}>{children}</Own> : children}</RuleLanguage>
    </sharedI18n.I18nProvider>
  );
}

/** The catalogues of `locale` loaded, so that a render in it (on a server, before a first view) never waits. */
export const loadLocale = (locale: Locale, i18n?: RemoteI18n): Promise<unknown> =>
  Promise.all([sharedI18n.catalogues.load(locale), loadRuleLanguage(locale), i18n?.catalogues.load(locale)]);

/**
 * For a server drawing first views: every language loaded and compiled as it starts, so that the first visitor
 * in a language is not the one whose page misses the drawing budget while its catalogues load.
 */
export const loadEveryLocale = (i18n?: RemoteI18n): Promise<unknown> =>
  // a language that fails to load fails again where a page asks for it, with that page's error
  Promise.all(LOCALES.map((locale) => loadLocale(locale, i18n).catch(() => undefined)));
