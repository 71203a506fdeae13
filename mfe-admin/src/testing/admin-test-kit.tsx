import { HostProvider } from '@jatra/shared/ui';
import { fakeHostApi } from '@jatra/shared/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

/** Test helpers shared by the admin remote's page tests (not shipped: only tests import this file). */

export const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, message: string, code = 'error') =>
  respond({ error: { code, message } }, status);

export type Handler = (url: URL, body: unknown) => Response | Promise<Response>;

/** A fake API: `'GET /api/admin/users'` → handler; anything else answers 404 so the test sees it. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return apiError(404, `No fake for ${method} ${url.pathname}`, 'not_found');
    return handler(url, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

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
