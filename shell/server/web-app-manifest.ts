/**
 * The installed app's manifest (docs/offline-ticket.md), one per language: the page links the one of its own
 * language (`shellPage`), so a phone set to Assamese installs an app described in Assamese. The name is the brand,
 * the same in every language; the description is the footer's tagline, from the shell's catalogue. The colours
 * are the design tokens' brand and surface (a test holds them to shared/src/ui/tokens.css).
 */
import { COMPANY } from '@jatra/shared';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale } from '@jatra/shared/i18n';
import as from '../src/i18n/messages/as.json' with { type: 'json' };
import bn from '../src/i18n/messages/bn.json' with { type: 'json' };
import en from '../src/i18n/messages/en.json' with { type: 'json' };
import hi from '../src/i18n/messages/hi.json' with { type: 'json' };

export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

const TAGLINE: Record<Locale, string> = {
  en: en['footer.tagline'],
  as: as['footer.tagline'],
  bn: bn['footer.tagline'],
  hi: hi['footer.tagline'],
};

export const THEME_COLOUR = '#0d5c7a';
export const BACKGROUND_COLOUR = '#f6f4ef';

/** The manifest's address for a page in `locale`. */
export const manifestHref = (locale: Locale) => `${WEB_APP_MANIFEST_PATH}?lang=${locale}`;

export function webAppManifest(locale: Locale) {
  return {
    id: '/',
    name: COMPANY.brand,
    short_name: COMPANY.brand,
    description: TAGLINE[locale],
    lang: LOCALE_INFO[locale].tag,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The manifest a request asks for by its `lang`; English for anything else. */
export function manifestFor(requestUrl: string | undefined) {
  const lang = new URL(requestUrl ?? '/', 'http://shell.invalid').searchParams.get('lang');
  return webAppManifest(isLocale(lang) ? lang : DEFAULT_LOCALE);
}
