export { createI18n } from './i18n-react';
export { LocaleProviders, loadEveryLocale, loadLocale } from './locale-providers';
export { useDayOffsetLabel } from './day-offset';
