import { RESCHEDULE_MESSAGES, pageRoutes, type RescheduleRequest, sayRule } from '@jatra/shared';
import { useHost } from '@jatra/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBuses, fetchEligibility, fetchQuote, fetchSchedule, payFor, startReschedule } from './reschedule-api';

export function useEligibility(pnr: string) {
  const host = useHost();
  return useQuery({
    queryKey: ['reschedule', pnr],
    queryFn: ({ signal }) => fetchEligibility(host, pnr, signal),
    staleTime: 0,
    retry: false,
  });
}

/** The operator's own buses on the route that day, other than the ticket's own trip. */
export function useOperatorBuses(
  route: { from: number; to: number; date: string; travelId: number | null; scheduleId: string } | null,
) {
  const host = useHost();
  return useQuery({
    queryKey: ['reschedule-buses', route],
    enabled: route !== null && route.date !== '',
    queryFn: async ({ signal }) =>
      (await fetchBuses(host, route!, signal)).filter(
        (bus) => bus.travelId === route!.travelId && bus.scheduleId !== route!.scheduleId,
      ),
    retry: false,
  });
}

export function useSchedule(scheduleId: string | null) {
  const host = useHost();
  return useQuery({
    queryKey: ['schedule', scheduleId],
    enabled: scheduleId !== null,
    queryFn: ({ signal }) => fetchSchedule(host, scheduleId!, signal),
    staleTime: 0,
    retry: false,
  });
}

/** The server's quote for the picked seats, asked again whenever they change. */
export function useQuote(pnr: string, request: RescheduleRequest | null) {
  const host = useHost();
  return useQuery({
    queryKey: ['reschedule-quote', pnr, request],
    enabled: request !== null,
    queryFn: ({ signal }) => fetchQuote(host, pnr, request!, signal),
    staleTime: 0,
    retry: false,
  });
}

/**
 * Confirms the change: the server holds the new seats; a change that owes money goes to the gateway's page (its
 * callback shows the new ticket), one that does not is confirmed at once and the new ticket opens.
 */
export function useStartReschedule(pnr: string) {
  const host = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RescheduleRequest) => {
      const started = await startReschedule(host, pnr, request);
      if (started.next !== 'pay') return { started, redirectUrl: null };
      const order = await payFor(host, started.new_pnr);
      host.payments?.started(started.new_pnr);
      return { started, redirectUrl: order.redirectUrl };
    },
    onSuccess: ({ started, redirectUrl }) => {
      void queryClient.invalidateQueries({ queryKey: ['my-bookings'] });
      if (redirectUrl) {
        window.location.assign(redirectUrl);
      } else if (started.next === 'done') {
        host.toast.success(sayRule(RESCHEDULE_MESSAGES.done));
        host.navigate(pageRoutes.ticket.link({ pnr: started.new_pnr }));
      }
    },
  });
}
