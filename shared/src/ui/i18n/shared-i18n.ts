import { sharedCatalogues } from '../../i18n/shared-catalogues';
import { createI18n } from './i18n-react';

/** @jatra/shared's words in React: its components read them with `useSharedI18n`. */
export const sharedI18n = createI18n(sharedCatalogues);

export const useSharedI18n = sharedI18n.useI18n;
