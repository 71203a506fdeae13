import {
  apiGet,
  apiPost,
  bookingResponseSchema,
  createPaymentResponseSchema,
  hostApiClient,
  orderStatusResponseSchema,
  type BookingRecord,
  type HostApi,
  type OrderStatusResponse,
} from '@jatra/shared';

export type OrderStatus = OrderStatusResponse['data'];

/** `GET /api/bookings/{pnr}`: the server's record of the booking, the truth the page shows. */
export async function fetchBooking(host: HostApi, pnr: string, signal?: AbortSignal): Promise<BookingRecord> {
  const path = `/api/bookings/${encodeURIComponent(pnr)}`;
  const response = await apiGet(hostApiClient(host), path, bookingResponseSchema, { signal });
  return response.result;
}

// a missing payment URL has its own message, so it must not fail the whole answer's check
const createPaymentAnswerSchema = createPaymentResponseSchema.partial({ redirectUrl: true });

/**
 * `POST /api/phonepe/create-payment`: a new gateway order for the booking. Only the PNR is sent: the server
 * computes the amount from its own record, so nothing the browser says can change what is charged.
 */
export async function createPayment(host: HostApi, pnr: string) {
  return apiPost(
    hostApiClient(host),
    '/api/phonepe/create-payment',
    { merchantOrderId: pnr },
    createPaymentAnswerSchema,
  );
}

/** `GET /api/phonepe/order-status/{orderId}`: the gateway's state and where the booking now stands. */
export async function fetchOrderStatus(host: HostApi, orderId: string, signal?: AbortSignal): Promise<OrderStatus> {
  const response = await apiGet(
    hostApiClient(host),
    `/api/phonepe/order-status/${encodeURIComponent(orderId)}`,
    orderStatusResponseSchema,
    { signal },
  );
  return response.data;
}
