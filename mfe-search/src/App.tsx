import type { RemoteAppProps } from '@jatra/shared';
import { HostProvider, LoadingState, RemotePages, type RemotePageComponent } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { SEARCH_PAGES } from './pages';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 5 * 60_000 } } });

// each page is its own chunk: Home does not wait for the results page, nor the results page for Home
const pages: { path: string; page: RemotePageComponent }[] = [
  {
    path: SEARCH_PAGES.home.path,
    page: lazy(() => import('./home/HomePage').then((module) => ({ default: module.HomePage }))),
  },
  {
    path: SEARCH_PAGES.results.path,
    page: lazy(() => import('./search-results/SearchPage').then((module) => ({ default: module.SearchPage }))),
  },
];

/** The search remote's exposed `./App`: the home page and the search results. */
export default function App({ host }: RemoteAppProps) {
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
