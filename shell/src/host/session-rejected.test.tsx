import {
  apiGet,
  cityListResponseSchema,
  DEFAULT_SUPPORT_CONTACT,
  hostApiClient,
  MESSAGES,
  type HostApi,
  inEnglish,
} from '@jatra/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindAuthStore, setAuthClient, toShellUser, useAuthStore } from '../auth/auth-store';
import { setApiBaseUrl } from '../auth/supabase-client';
import { fakeAuthClient, fakeSession } from '../auth/auth-test-kit';
import { RouteGuard } from '../routes/RouteGuard';
import { RuntimeProvider } from '../runtime/runtime';
import { hostToast } from '../toast';
import { useHostApi } from './use-host-api';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const session = fakeSession({ fullName: 'Asha Bora' });

/** The API after Logout on another device: the token is refused, the same request without one is answered. */
const apiAfterLogoutElsewhere = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  if (String(input).endsWith('/api/support-contact')) return json(200, { result: DEFAULT_SUPPORT_CONTACT });
  const auth = new Headers(init?.headers).get('Authorization');
  if (auth)
    return json(401, {
      error: { code: 'unauthorized', message: 'Session from session_id claim in JWT does not exist' },
    });
  return json(200, { result: [] });
});

let host: HostApi | null = null;
function Page({ name }: { name: string }) {
  const api = useHostApi();
  useEffect(() => {
    host = api;
  });
  const location = useLocation();
  return (
    <p data-testid="where">
      {name} at {location.pathname + location.search}
    </p>
  );
}

function renderAt(path: string) {
  return render(
    <RuntimeProvider
      value={{
        config: { apiBaseUrl: 'http://api.test' },
        remotes: {
          search: 'http://s.test/e.js',
          booking: 'http://b.test/e.js',
          account: 'http://a.test/e.js',
          admin: 'http://d.test/e.js',
        },
      }}
    >
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/search" element={<Page name="search" />} />
            <Route
              path="/bookings"
              element={
                <RouteGuard access="signed-in">
                  <Page name="bookings" />
                </RouteGuard>
              }
            />
            <Route path="/auth" element={<Page name="sign-in" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </RuntimeProvider>,
  );
}

let fake: ReturnType<typeof fakeAuthClient>;
let infos: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  host = null;
  setApiBaseUrl('http://api.test');
  vi.stubGlobal('fetch', apiAfterLogoutElsewhere);
  fake = fakeAuthClient();
  fake.mock.getSession.mockImplementation(async () => ({
    data: { session: useAuthStore.getState().session },
    error: null,
  }));
  setAuthClient(fake.client);
  bindAuthStore(fake.client);
  useAuthStore.setState({ session, user: toShellUser(session), loading: false });
  infos = vi.spyOn(hostToast, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  setAuthClient(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a session revoked on another device', () => {
  it('on a public page: signed out here, told once, the page stays and its requests are answered anonymously', async () => {
    renderAt('/search?source=1&destination=2');
    const client = hostApiClient(host!, { publicResource: true });
    const answers = await act(() =>
      Promise.all([
        apiGet(client, '/api/cities', cityListResponseSchema),
        apiGet(client, '/api/cities?q=gu', cityListResponseSchema),
      ]),
    );
    expect(answers).toEqual([{ result: [] }, { result: [] }]);
    expect(fake.mock.signOut).toHaveBeenCalledOnce();
    expect(fake.mock.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(useAuthStore.getState().user).toBeNull();
    expect(infos).toHaveBeenCalledOnce();
    expect(infos).toHaveBeenCalledWith(inEnglish(MESSAGES.sessionEnded));
    expect(await screen.findByTestId('where')).toHaveTextContent('search at /search?source=1&destination=2');
  });

  it('on a page that needs sign-in: signed out and sent to sign in, to come back afterwards', async () => {
    renderAt('/bookings?page=2');
    expect(screen.getByTestId('where')).toHaveTextContent('bookings at /bookings?page=2');
    const refused = await act(() =>
      apiGet(hostApiClient(host!), '/api/bookings', cityListResponseSchema).catch((error: unknown) => error),
    );
    expect(refused).toMatchObject({ status: 401 });
    expect(infos).toHaveBeenCalledWith(inEnglish(MESSAGES.sessionEnded));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      `sign-in at /auth?redirect=${encodeURIComponent('/bookings?page=2')}`,
    );
  });
});
