import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HostProvider } from './host-context';
import { fakeHostApi, type FakeHostApi } from '../../host/fake-host-api';

/** Where the remote's links led: the router's path and query (test id `where`). */
export function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** `element` at `path` (e.g. '/booking-details/:pnr'); any route the test did not draw shows `Where`. */
export const routeOrWhere = (path: string, element: ReactNode) => (
  <Routes>
    <Route path={path} element={element} />
    <Route path="*" element={<Where />} />
  </Routes>
);

/**
 * Draws `ui` as the shell runs a remote's page: in StrictMode, inside the host, with a query client that does not
 * retry (a test's refusal is final) and a router at `url`.
 */
export function renderInHost(url: string, ui: ReactNode, host: FakeHostApi = fakeHostApi()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <StrictMode>
      <HostProvider host={host}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </HostProvider>
    </StrictMode>,
  );
  return { host, client, ...view };
}
