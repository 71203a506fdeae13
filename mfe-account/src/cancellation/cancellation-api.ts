import {
  apiGet,
  apiPost,
  cancelResponseSchema,
  canCancelResponseSchema,
  hostApiClient,
  type Cancellability,
  type CancelTicket,
  type HostApi,
} from '@jatra/shared';

/** `GET /api/can_cancel.json`: may these seats (none: every seat still booked) be cancelled now, and for how much. */
export async function checkCancellation(
  host: HostApi,
  pnr: string,
  seats: readonly string[],
  signal?: AbortSignal,
): Promise<Cancellability> {
  const query = new URLSearchParams({ ticket_number: pnr });
  if (seats.length > 0) query.set('seat_numbers', seats.join(','));
  const answer = await apiGet(hostApiClient(host), `/api/can_cancel.json?${query}`, canCancelResponseSchema, {
    signal,
  });
  return answer.result.is_ticket_cancellable;
}

/** `POST /api/cancel_booking/{pnr}.json`: cancel these seats, or (none) every seat still booked. */
export async function cancelTicket(host: HostApi, pnr: string, seats: readonly string[]): Promise<CancelTicket> {
  const body = seats.length > 0 ? { seat_numbers: seats.join(',') } : {};
  const answer = await apiPost(
    hostApiClient(host),
    `/api/cancel_booking/${encodeURIComponent(pnr)}.json`,
    body,
    cancelResponseSchema,
  );
  return answer.result.cancel_ticket;
}
