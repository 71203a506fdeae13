import type { RemoteAppProps } from '@jatra/shared';
import { HostProvider, RemotePages, type RemotePageComponent } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HomePage } from './home/HomePage';
import { SearchPage } from './search-results/SearchPage';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 5 * 60_000 } } });

const pages: { path: string; page: RemotePageComponent }[] = [
  { path: '/', page: HomePage },
  { path: '/search', page: SearchPage },
];

/** The search remote's exposed `./App`: the home page and the search results. */
export default function App({ host }: RemoteAppProps) {
  return (
    <HostProvider host={host}>
      <QueryClientProvider client={queryClient}>
        <RemotePages remote="search" pages={pages} />
      </QueryClientProvider>
    </HostProvider>
  );
}
