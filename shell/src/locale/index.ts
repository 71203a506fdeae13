/** What other features may use of the page's language. */
export { FooterLanguageSwitcher, NavbarLanguageSwitcher } from './LanguageSwitcher';
export { initialLocale, prepareLocale, startIn, useLocaleStore } from './locale-store';
export { followProfileLocale } from './profile-locale';
export { ShellLocale } from './ShellLocale';
