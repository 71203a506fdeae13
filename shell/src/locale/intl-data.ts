/**
 * Chromium ships no Assamese locale data: `new Intl.DateTimeFormat('as-IN', …)` writes English month names, while
 * Node's full ICU, which draws the first view on the server, writes Assamese. So before the shell renders a
 * language the browser cannot format, it installs FormatJS's DateTimeFormat (CLDR's data, the same words as
 * Node's) in place of the browser's, with that language's data. Only such a language pays for it: an English,
 * Bengali or Hindi visitor loads none of it. Once installed, every language the visitor switches to gets its data
 * too, since the polyfill then formats them all. Numbers and amounts need nothing: they are written alike in
 * every language (docs/languages.md).
 */
import { LOCALE_INFO, type Locale } from '@jatra/shared/i18n';

const DATA: Record<Locale, () => Promise<unknown>> = {
  en: () => import('@formatjs/intl-datetimeformat/locale-data/en-IN.js'),
  as: () => import('@formatjs/intl-datetimeformat/locale-data/as.js'),
  bn: () => import('@formatjs/intl-datetimeformat/locale-data/bn.js'),
  hi: () => import('@formatjs/intl-datetimeformat/locale-data/hi.js'),
};

let installed: Promise<unknown> | null = null;
const loaded = new Map<Locale, Promise<unknown>>();

const browserFormats = (locale: Locale) => Intl.DateTimeFormat.supportedLocalesOf([LOCALE_INFO[locale].tag]).length > 0;

/** Resolves once `Intl.DateTimeFormat` formats `locale` in its own words. */
export async function ensureDateFormats(locale: Locale): Promise<void> {
  if (!installed && browserFormats(locale)) return;
  // FormatJS's locale data registers itself with the polyfill, which must be in place first
  installed ??= import('@formatjs/intl-datetimeformat/polyfill-force.js');
  await installed;
  let data = loaded.get(locale);
  if (!data) {
    data = DATA[locale]();
    loaded.set(locale, data);
  }
  await data;
}
