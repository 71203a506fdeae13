import { CANCELLATION_MESSAGES, failureText, fetchTicket, type Cancellability, sayRule } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { cancelTicket, checkCancellation } from './cancellation-api';

/** Query keys; `['my-bookings']` is the bookings list's (mfe-account/src/bookings/use-my-bookings.ts). */
export const cancellationKeys = {
  ticket: (pnr: string) => ['booking-details', pnr] as const,
  checks: (pnr: string) => ['can-cancel', pnr] as const,
  check: (pnr: string, seats: readonly string[]) => ['can-cancel', pnr, seats.join(',')] as const,
  myBookings: ['my-bookings'] as const,
};

/** The ticket being cancelled; fresh on every visit, since seats may have been cancelled elsewhere. */
export function useTicket(pnr: string) {
  const host = useHost();
  return useQuery({
    queryKey: cancellationKeys.ticket(pnr),
    queryFn: ({ signal }) => fetchTicket(host, pnr, signal),
    staleTime: 0,
    retry: false,
  });
}

/**
 * The server's check for a set of seats (none: all seats still booked). While a new set is checked the last
 * answer stays on screen (`isPlaceholderData`), so ticking a seat never blanks the page.
 */
export function useCancellationCheck(
  pnr: string,
  seats: readonly string[],
  { enabled = true, fallback }: { enabled?: boolean; fallback?: Cancellability } = {},
) {
  const host = useHost();
  return useQuery({
    queryKey: cancellationKeys.check(pnr, seats),
    queryFn: ({ signal }) => checkCancellation(host, pnr, seats, signal),
    enabled,
    staleTime: 0,
    retry: false,
    placeholderData: (previous) => previous ?? fallback,
  });
}

/**
 * Cancel seats; afterwards every cached view of this booking is stale. `submit` sends at most one request at a
 * time: a second tap before the first answer (even before the button has re-rendered as busy) does nothing.
 */
export function useCancelTicket(pnr: string) {
  const host = useHost();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (seats: readonly string[]) => cancelTicket(host, pnr, seats),
    onSuccess: () => {
      host.toast.success(sayRule(CANCELLATION_MESSAGES.success));
      queryClient.removeQueries({ queryKey: cancellationKeys.checks(pnr) });
      void queryClient.invalidateQueries({ queryKey: cancellationKeys.ticket(pnr) });
      void queryClient.invalidateQueries({ queryKey: cancellationKeys.myBookings });
    },
    onError: (error) => {
      host.toast.error(failureText(error, CANCELLATION_MESSAGES.cancelFailed));
      // the window may have closed, or another cancel may have run: look again
      void queryClient.invalidateQueries({ queryKey: cancellationKeys.checks(pnr) });
      void queryClient.invalidateQueries({ queryKey: cancellationKeys.ticket(pnr) });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const submit = (seats: readonly string[], options?: { onError?: () => void }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(seats, options);
  };
  return { ...mutation, submit };
}
