import {
  apiPost,
  ApiRequestError,
  BOOKING_MESSAGES,
  failureText,
  hostApiClient,
  pageRoutes,
  PENDING_BOOKING_STORAGE_KEY,
  tentativeBookingAnswerSchema,
  type TentativeBookingRequest,
  sayRule,
} from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * What the traveller reads when the booking is not made: the server's words when they are meant for people (a
 * seat taken first), else the product's message; never a crash's or a proxy's own text.
 */
export function bookingErrorMessage(error: unknown): string {
  // the answer came but did not hold the ticket details the contract promises
  if (error instanceof ApiRequestError && error.code === 'bad_response')
    return sayRule(BOOKING_MESSAGES.missingTicketDetails);
  return failureText(error, BOOKING_MESSAGES.createFailed);
}

class MissingPnrError extends Error {}

/**
 * CONTINUE: create the tentative booking, keep its PNR for the payment page and go there.
 * On a failure the server's message is toasted and `onFailed` runs (the page reloads the seat map, since the
 * usual failure is a seat someone else took first).
 */
export function useCreateBooking(scheduleId: string, onFailed: () => void) {
  const host = useHost();
  return useMutation({
    mutationFn: async (body: TentativeBookingRequest) => {
      const answer = await apiPost(
        hostApiClient(host),
        `/api/tentative_booking/${encodeURIComponent(scheduleId)}.json`,
        body,
        // only what this page reads: the seats are already held, so the rest of the answer must not fail it
        tentativeBookingAnswerSchema,
      );
      const pnr = answer.result.ticket_details.pnr_number?.trim() ?? '';
      if (!pnr) throw new MissingPnrError(sayRule(BOOKING_MESSAGES.noPnr));
      return pnr;
    },
    onSuccess: (pnr) => {
      host.toast.success(sayRule(BOOKING_MESSAGES.created));
      try {
        localStorage.setItem(PENDING_BOOKING_STORAGE_KEY, JSON.stringify({ pnr }));
      } catch {
        // storage can be off (private mode); the payment page also reads the PNR from its URL
      }
      host.navigate(pageRoutes.payment.link({ pnr }));
    },
    onError: (error) => {
      host.toast.error(error instanceof MissingPnrError ? error.message : bookingErrorMessage(error));
      onFailed();
    },
  });
}
