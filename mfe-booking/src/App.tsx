import type { RemoteAppProps } from '@jatra/shared';
import { HostProvider, LoadingState, RemotePages, type RemotePageComponent } from '@jatra/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BOOKING_PAGES } from './pages';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

// each page is its own chunk: the seat map does not wait for the payment page's code
const pages: { path: string; page: RemotePageComponent }[] = [
  {
    path: BOOKING_PAGES.booking.path,
    page: lazy(() => import('./booking-page/BookingPage').then((module) => ({ default: module.BookingPage }))),
  },
  {
    path: BOOKING_PAGES.payment.path,
    page: lazy(() => import('./payment/PaymentPage').then((module) => ({ default: module.PaymentPage }))),
  },
  {
    path: BOOKING_PAGES.paymentCallback.path,
    page: lazy(() =>
      import('./payment/PaymentCallbackPage').then((module) => ({ default: module.PaymentCallbackPage })),
    ),
  },
];

/** The booking remote's exposed `./App`: seat selection, passengers, and payment. */
export default function App({ host }: RemoteAppProps) {
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
