import { fakeHostApi, renderInHost, routeOrWhere } from '@jatra/shared/testing';
import type { ReactElement } from 'react';

/** Test helpers shared by the admin remote's page tests (not shipped: only tests import this file). */

export function fakeHost() {
  return fakeHostApi({
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

/** Draws `element` at `path` (e.g. '/admin/users') with the router at `url`. */
export const renderAt = (url: string, path: string, element: ReactElement, host = fakeHost()) =>
  renderInHost(url, routeOrWhere(path, element), host);
