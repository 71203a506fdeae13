import type { RemoteApp, RemoteAppProps } from '@jatra/shared';
import { firstViewPreparer, lazyPage } from '@jatra/shared/first-view';
import { HostProvider, LoadingState, RemotePages } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { SEARCH_PAGES } from './pages';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 5 * 60_000 } } });

// each page is its own chunk: Home does not wait for the results page, nor the results page for Home
const pages = [
  {
    path: SEARCH_PAGES.home.path,
    page: lazyPage(() => import('./home/HomePage').then((module) => module.HomePage)),
  },
  {
    path: SEARCH_PAGES.results.path,
    page: lazyPage(() => import('./search-results/SearchPage').then((module) => module.SearchPage)),
  },
];

/** The search remote's exposed `./App`: the home page and the search results. */
function App({ host }: RemoteAppProps) {
  return (
    <HostProvider host={host}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<LoadingState label="Loading" />}>
          <RemotePages remote="search" pages={pages} />
        </Suspense>
      </QueryClientProvider>
    </HostProvider>
  );
}

export default Object.assign(App, {
  prepareFirstView: firstViewPreparer(queryClient, pages),
}) satisfies RemoteApp;
