import { pageRoutes } from '@jatra/shared';
import { lazyPage } from '@jatra/shared/first-view';
import { createLazyRemoteApp } from '@jatra/shared/ui';
import { bookingI18n } from './i18n';

/** The booking remote's exposed `./App`: seat selection, passengers, and payment. */
export default createLazyRemoteApp({
  name: 'booking',
  i18n: bookingI18n,
  // each page is its own chunk: the seat map does not wait for the payment page's code
  pages: [
    {
      route: pageRoutes.booking,
      page: lazyPage(() => import('./booking-page/BookingPage').then((module) => module.BookingPage)),
    },
    {
      route: pageRoutes.payment,
      page: lazyPage(() => import('./payment/PaymentPage').then((module) => module.PaymentPage)),
    },
    {
      route: pageRoutes.paymentCallback,
      page: lazyPage(() => import('./payment/PaymentCallbackPage').then((module) => module.PaymentCallbackPage)),
    },
  ],
});
