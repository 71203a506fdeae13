import { pageRoutes } from '@jatra/shared';
import type { LazyPage } from '@jatra/shared/page-assets';

/**
 * The booking remote's pages: the path each draws, its module, and the API requests it makes first (as
 * templates, `{name}` from the address; pages.test.ts holds them to the API calls' own URLs). App.tsx loads each
 * page lazily (the seat map does not wait for the payment page's code); the build lists each one's files
 * (vite.config.ts) so the shell's server can have the browser fetch them, and those requests, early.
 */
export const BOOKING_PAGES = {
  booking: {
    path: pageRoutes.booking.path,
    module: './src/booking-page/BookingPage.tsx',
    data: ['/api/schedule/{id}.json'],
  },
  payment: { path: pageRoutes.payment.path, module: './src/payment/PaymentPage.tsx' },
  paymentCallback: { path: pageRoutes.paymentCallback.path, module: './src/payment/PaymentCallbackPage.tsx' },
} as const satisfies Record<string, LazyPage>;
