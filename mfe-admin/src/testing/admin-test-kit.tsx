import type { Locale } from '@jatra/shared/i18n';
import { fakeHostApi, renderInHost, routeOrWhere } from '@jatra/shared/testing';
import { LocaleProviders, loadLocale } from '@jatra/shared/ui';
import type { ReactElement } from 'react';
import { adminI18n } from '../i18n';

/** Test helpers shared by the admin remote's page tests (not shipped: only tests import this file). */

export function fakeHost(locale: Locale = 'en') {
  return fakeHostApi({
    locale,
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'admin@jatra.local',
      phone: null,
      fullName: 'Asha Admin',
      role: 'admin',
    },
    getAccessToken: async () => 'token',
  });
}

/**
 * Draws `element` at `path` (e.g. '/admin/users') with the router at `url`, in the host's language as the remote's
 * App draws it (a language other than English: load its catalogues first, `loadAdminLocale`).
 */
export const renderAt = (url: string, path: string, element: ReactElement, host = fakeHost()) =>
  renderInHost(
    url,
    <LocaleProviders locale={host.locale ?? 'en'} i18n={adminI18n}>
      {routeOrWhere(path, element)}
    </LocaleProviders>,
    host,
  );

/** The admin's words and @jatra/shared's in `locale`, loaded so that a render in it never waits. */
export const loadAdminLocale = (locale: Locale) => loadLocale(locale, adminI18n);
