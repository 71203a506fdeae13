/**
 * The language of the page, owned by the shell: the server drew the page in it (`<html lang>`), the visitor
 * changes it with the switcher, and every remote is told it through `HostApi.locale`.
 */
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_INFO,
  LOCALES,
  isLocale,
  negotiateLocale,
  type Locale,
} from '@jatra/shared/i18n';
import { loadLocale } from '@jatra/shared/ui';
import { startTransition } from 'react';
import { create } from 'zustand';
import { shellI18n } from '../i18n';
import { ensureDateFormats } from './intl-data';

const STORAGE_KEY = 'jatra.locale';

/** The visitor's choice as this browser keeps it, if any. */
function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language the server drew the page in; else the stored choice; else the browser's languages. */
export function initialLocale(page: Document = document): Locale {
  const drawn = LOCALES.find((locale) => LOCALE_INFO[locale].tag === page.documentElement.lang);
  return drawn ?? storedLocale() ?? negotiateLocale(navigator.languages.join(','));
}

export const useLocaleStore = create<{ locale: Locale }>(() => ({ locale: DEFAULT_LOCALE }));

/** Everything a render in `locale` needs: the shell's words, @jatra/shared's, and date formats for it. */
export const prepareLocale = (locale: Locale): Promise<unknown> =>
  Promise.all([ensureDateFormats(locale), loadLocale(locale, shellI18n)]);

/** The choice kept for the server's next first view (cookie) and for this browser (storage). */
function remember(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage full or refused: the cookie still carries the choice
  }
}

function showOnPage(locale: Locale): void {
  document.documentElement.lang = LOCALE_INFO[locale].tag;
  document.documentElement.dir = 'ltr';
}

/** The page starts in `locale` (before the shell's first render). */
export function startIn(locale: Locale): void {
  showOnPage(locale);
  useLocaleStore.setState({ locale });
}

/**
 * Switch the page to `locale`: its words are loaded first, then every mounted frontend re-renders in a transition
 * (the old words stay until the new ones are in). Resolves once the choice is kept.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  await prepareLocale(locale);
  remember(locale);
  showOnPage(locale);
  startTransition(() => useLocaleStore.setState({ locale }));
}
