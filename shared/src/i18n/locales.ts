/**
 * The languages Jatra speaks. English is the source: the spec's texts, word for word. Assamese is first among
 * the others because most of the travellers read it first; Bengali for the Barak Valley; Hindi for the many who
 * read it. Formats always use Latin digits (docs/languages.md: a conductor and an SMS must read a PNR, a seat
 * and a time).
 */
export const LOCALES = ['en', 'as', 'bn', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The script a locale is written in, for its fonts (Assamese shares the Bengali script, with its ৰ and ৱ). */
export type Script = 'Latn' | 'Beng' | 'Deva';

/** Marks a font's preload in the shell's page with the script it draws (`data-font-script="Beng"`). */
export const FONT_SCRIPT_ATTRIBUTE = 'data-font-script';

export interface LocaleInfo {
  /** BCP 47, with the region: what `<html lang>` and `Accept-Language` say */
  tag: string;
  /** the language's name in its own script, as the switcher shows it */
  nativeName: string;
  script: Script;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { tag: 'en-IN', nativeName: 'English', script: 'Latn' },
  as: { tag: 'as-IN', nativeName: 'অসমীয়া', script: 'Beng' },
  bn: { tag: 'bn-IN', nativeName: 'বাংলা', script: 'Beng' },
  hi: { tag: 'hi-IN', nativeName: 'हिन्दी', script: 'Deva' },
};

/** The visitor's choice, for the shell's server to draw the first view in it. */
export const LOCALE_COOKIE = 'jatra_locale';
/** A year: the choice outlives a session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The tag every `Intl` formatter of a locale is made with: the locale's words, Latin digits. */
export const formattingTag = (locale: Locale): string => `${LOCALE_INFO[locale].tag}-u-nu-latn`;

/**
 * The first of our languages an `Accept-Language` header asks for, by its weights (`as-IN,as;q=0.9,en;q=0.8`);
 * English when it asks for none of them.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((q) => q !== undefined);
      return {
        language: range.trim().toLowerCase().split('-')[0] ?? '',
        q: weight === undefined ? 1 : Number(weight),
        order,
      };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return wanted.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** A cookie header's locale, if it holds one of ours. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  const value = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}
