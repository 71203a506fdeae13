/** The commerce area's public entry: other areas import only what is here. */
export { createBookingsRepository } from './bookings/bookings.repository';
export { contactAddress } from './bookings/contact-address';
export { bookings, cancellations } from './bookings/bookings.schema';
export type { BookingRow, CancellationRow } from './bookings/bookings.schema';
export { createPaymentsRepository } from './payments/payments.repository';
export { paymentOrders, refunds } from './payments/payments.schema';
export { webhookAuthorization } from './payments/phonepe/phonepe-client';
export { PENDING_GRACE_MS, RECONCILE_BATCH, STRAY_ORDER_MARGIN_MS, STRAY_ORDER_WINDOW_MS } from './payments/reconciler';
export { composeCommerce } from './compose';
