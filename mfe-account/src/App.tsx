import type { RemoteAppProps } from '@jatra/shared';
import { HostProvider, RemotePages, type RemotePageComponent } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BookingsPage } from './bookings/BookingsPage';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

const pages: { path: string; page: RemotePageComponent }[] = [{ path: '/bookings', page: BookingsPage }];

/** The account remote's exposed `./App`. Its pages land here as they are built. */
export default function App({ host }: RemoteAppProps) {
  return (
    <HostProvider host={host}>
      <QueryClientProvider client={queryClient}>
        <RemotePages remote="account" pages={pages} />
      </QueryClientProvider>
    </HostProvider>
  );
}
