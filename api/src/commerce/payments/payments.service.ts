import type { Logger } from 'pino';
import { PAYMENT_EXPIRY_SECONDS, PAYMENT_MESSAGES, type OrderStatusResponse } from '@jatra/shared';
import { AppError, conflict, notFound } from '../../http/app-error';
import { BOOKING_MESSAGES } from '@jatra/shared';
import type { PaymentGateway } from './payment-gateway';
import type { BookingsRepository } from '../bookings/bookings.repository';
import type { PaymentsRepository } from './payments.repository';
import type { Settlement } from './settlement';

export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  bookings: BookingsRepository;
  gateway: PaymentGateway;
  settlement: Settlement;
  logger: Logger;
  now: () => Date;
}

/** The gateway's shortest allowed payment window (docs/phonepe-wire.md A3). */
const MIN_EXPIRE_AFTER_SECONDS = 300;

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repository, bookings, gateway, settlement, logger, now } = deps;

  return {
    /**
     * A new payment attempt for the owner's tentative booking. The amount is the booking's stored total in
     * paise — whatever the client sent — and each attempt gets its own merchant order id tied to the PNR.
     */
    async createPayment(pnr: string, redirectBase: string) {
      const row = await bookings.byPnr(pnr);
      if (!row) throw notFound(BOOKING_MESSAGES.bookingNotFound);
      const at = now();
      if (row.status !== 'tentative') throw conflict(PAYMENT_MESSAGES.notPayable);
      if (row.holdExpiresAt <= at) throw conflict(PAYMENT_MESSAGES.holdExpired);
      const orders = await repository.ordersOf(row.id);
      if (orders.some((order) => order.state === 'COMPLETED')) throw conflict(PAYMENT_MESSAGES.notPayable);
      const merchantOrderId = `${row.pnr}-${orders.length + 1}`;
      // a date change pays what it owes (docs/reschedule.md); one that owes nothing is confirmed without a payment
      const amountPaise = row.rescheduleQuote ? row.rescheduleQuote.due * 100 : row.totalAmount * 100;
      if (amountPaise <= 0) throw conflict(PAYMENT_MESSAGES.notPayable);
      // the payment window ends with the hold, within the gateway's limits
      const holdSeconds = Math.floor((row.holdExpiresAt.getTime() - at.getTime()) / 1000);
      const expireAfterSeconds = Math.min(PAYMENT_EXPIRY_SECONDS, Math.max(MIN_EXPIRE_AFTER_SECONDS, holdSeconds));
      try {
        await repository.insertOrder({
          merchantOrderId,
          bookingId: row.id,
          amountPaise,
          state: 'PENDING',
          expiresAt: new Date(at.getTime() + expireAfterSeconds * 1000),
          createdAt: at,
          updatedAt: at,
        });
      } catch (error) {
        // two attempts at once got the same number: the other one goes ahead
        logger.warn({ err: error, merchantOrderId }, 'payment attempt already exists');
        throw conflict(PAYMENT_MESSAGES.initiateFailed);
      }
      const primary = row.passengers[0];
      const redirectUrl = new URL('/payment/callback', redirectBase);
      redirectUrl.searchParams.set('orderId', merchantOrderId);
      let answer: Awaited<ReturnType<PaymentGateway['pay']>>;
      try {
        answer = await gateway.pay({
          merchantOrderId,
          amountPaise,
          expireAfterSeconds,
          redirectUrl: redirectUrl.toString(),
          message: `${row.rescheduledFrom ? 'Date change' : 'Bus ticket'} ${row.origin} to ${row.destination}, PNR ${row.pnr}`,
          metaInfo: {
            udf1: primary?.name ?? '',
            udf2: primary?.email ?? '',
            udf3: primary?.mobile ?? '',
            udf11: row.pnr,
          },
        });
      } catch (error) {
        logger.error({ err: error, merchantOrderId }, 'payment initiation failed');
        // refused: there is no order to pay. No answer: it may exist, and the reconciler learns its fate
        if (gateway.isRefusal(error)) await repository.settleOrder(merchantOrderId, 'FAILED', undefined, now());
        throw new AppError(502, 'provider_error', PAYMENT_MESSAGES.initiateFailed);
      }
      await repository.setGatewayOrder(merchantOrderId, answer.orderId, now());
      return {
        orderId: merchantOrderId,
        redirectUrl: answer.redirectUrl,
        amount: amountPaise,
        expireAt: answer.expireAt,
      };
    },

    /** `GET /api/phonepe/order-status/{orderId}`: settles what can be settled, then answers `{success, code, data}`. */
    async orderStatus(merchantOrderId: string): Promise<OrderStatusResponse> {
      const order = await settlement.settle(merchantOrderId);
      const booking = (await bookings.byId(order.bookingId))!;
      return {
        success: true,
        code:
          order.state === 'COMPLETED'
            ? 'PAYMENT_SUCCESS'
            : order.state === 'FAILED'
              ? 'PAYMENT_ERROR'
              : 'PAYMENT_PENDING',
        data: {
          orderId: order.merchantOrderId,
          state: order.state,
          ...(order.transactionId ? { transactionId: order.transactionId } : {}),
          pnr: booking.pnr,
          bookingStatus: booking.status,
          paymentStatus: booking.paymentStatus,
          failureReason: booking.failureReason,
        },
      };
    },

    ownerOfOrder: (merchantOrderId: string) => repository.ownerOfOrder(merchantOrderId),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
