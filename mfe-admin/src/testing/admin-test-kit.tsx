import { HostProvider } from '@jatra/shared/ui';
import { fakeHostApi } from '@jatra/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

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

/** Where the remote's links led: any route the test did not draw shows its path and query. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** Draws `element` at `path` (e.g. '/admin/users') with the router at `url`. */
export function renderAt(url: string, path: string, element: ReactElement, host = fakeHost()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <StrictMode>
      <HostProvider host={host}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </HostProvider>
    </StrictMode>,
  );
  return { host, client, ...view };
}
