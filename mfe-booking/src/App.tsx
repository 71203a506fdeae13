import type { RemoteAppProps } from '@jatra/shared';
import { HostProvider, RemotePages, type RemotePageComponent } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BookingPage } from './booking-page/BookingPage';
import { PaymentCallbackPage } from './payment/PaymentCallbackPage';
import { PaymentPage } from './payment/PaymentPage';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

const pages: { path: string; page: RemotePageComponent }[] = [
  { path: '/booking/:id', page: BookingPage },
  { path: '/payment', page: PaymentPage },
  { path: '/payment/callback', page: PaymentCallbackPage },
];

/** The booking remote's exposed `./App`: seat selection, passengers, and payment. */
export default function App({ host }: RemoteAppProps) {
  return (
    <HostProvider host={host}>
      <QueryClientProvider client={queryClient}>
        <RemotePages remote="booking" pages={pages} />
      </QueryClientProvider>
    </HostProvider>
  );
}
