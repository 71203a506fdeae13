import type { RemoteApp, RemoteAppProps } from '@jatra/shared';
import { firstViewPreparer, lazyPage } from '@jatra/shared/first-view';
import { HostProvider, LoadingState, RemotePages } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BOOKING_PAGES } from './pages';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

// each page is its own chunk: the seat map does not wait for the payment page's code
const pages = [
  {
    path: BOOKING_PAGES.booking.path,
    page: lazyPage(() => import('./booking-page/BookingPage').then((module) => module.BookingPage)),
  },
  {
    path: BOOKING_PAGES.payment.path,
    page: lazyPage(() => import('./payment/PaymentPage').then((module) => module.PaymentPage)),
  },
  {
    path: BOOKING_PAGES.paymentCallback.path,
    page: lazyPage(() => import('./payment/PaymentCallbackPage').then((module) => module.PaymentCallbackPage)),
  },
];

/** The booking remote's exposed `./App`: seat selection, passengers, and payment. */
function App({ host }: RemoteAppProps) {
  return (
    <HostProvider host={host}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<LoadingState label="Loading" />}>
          <RemotePages remote="booking" pages={pages} />
        </Suspense>
      </QueryClientProvider>
    </HostProvider>
  );
}

export default Object.assign(App, {
  prepareFirstView: firstViewPreparer(queryClient, pages),
}) satisfies RemoteApp;
