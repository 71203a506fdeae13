/** The commerce area's public entry: other areas import only what is here. */
export { createBookingsRepository } from './bookings/bookings.repository';
export { bookingsRoutes } from './bookings/bookings.routes';
export { contactAddress } from './bookings/contact-address';
export { bookings, cancellations } from './bookings/bookings.schema';
export type { BookingRow, CancellationRow } from './bookings/bookings.schema';
export { createBookingsService } from './bookings/bookings.service';
export type { BookingsServiceDeps } from './bookings/bookings.service';
export { createCancellationService } from './bookings/cancellation.service';
export { createHoldCaps } from './bookings/hold-caps';
export { createPaymentsLedger } from './payments/payments-ledger';
export { createPaymentsLedgerRepository } from './payments/payments-ledger.repository';
export { paymentsLedgerRoutes } from './payments/payments-ledger.routes';
export { createPaymentsRepository } from './payments/payments.repository';
export { paymentsRoutes } from './payments/payments.routes';
export { paymentOrders, refunds } from './payments/payments.schema';
export { createPaymentsService } from './payments/payments.service';
export { phonePeGateway } from './payments/phonepe-gateway';
export { createPhonePeClient, webhookAuthorization } from './payments/phonepe/phonepe-client';
export {
  PENDING_GRACE_MS,
  RECONCILE_BATCH,
  STRAY_ORDER_MARGIN_MS,
  STRAY_ORDER_WINDOW_MS,
  createReconciler,
} from './payments/reconciler';
export { createCommerceRepositories } from './payments/repositories';
export { createSettlement } from './payments/settlement';
