/**
 * The booking remote's pages: the path each draws and its module. App.tsx loads each lazily (the seat map
 * does not wait for the payment page's code); the build lists each one's files (vite.config.ts) so the
 * shell's server can have the browser fetch them early.
 */
export const BOOKING_PAGES = {
  booking: { path: '/booking/:id', module: './src/booking-page/BookingPage.tsx' },
  payment: { path: '/payment', module: './src/payment/PaymentPage.tsx' },
  paymentCallback: { path: '/payment/callback', module: './src/payment/PaymentCallbackPage.tsx' },
} as const;
