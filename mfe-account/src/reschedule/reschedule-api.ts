import {
  apiGet,
  apiPost,
  createPaymentResponseSchema,
  hostApiClient,
  rescheduleEligibilityResponseSchema,
  rescheduleQuoteResponseSchema,
  rescheduleStartResponseSchema,
  scheduleDetailResponseSchema,
  searchResponseSchema,
  type HostApi,
  type RescheduleRequest,
} from '@jatra/shared';

const path = (pnr: string, rest = '') => `/api/reschedule/${encodeURIComponent(pnr)}${rest}`;

/** `GET /api/reschedule/{pnr}`: may the ticket change its date now, and on which operator and route. */
export async function fetchEligibility(host: HostApi, pnr: string, signal?: AbortSignal) {
  return (await apiGet(hostApiClient(host), path(pnr), rescheduleEligibilityResponseSchema, { signal })).result;
}

/** The buses on the route that day (the search the home page runs); the page keeps the operator's own. */
export async function fetchBuses(
  host: HostApi,
  route: { from: number; to: number; date: string },
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ source: String(route.from), destination: String(route.to), date: route.date });
  return (await apiGet(hostApiClient(host), `/api/search?${query}`, searchResponseSchema, { signal })).result;
}

/** `GET /api/schedule/{id}.json`: the bus's seat map and stages. */
export async function fetchSchedule(host: HostApi, scheduleId: string, signal?: AbortSignal) {
  const url = `/api/schedule/${encodeURIComponent(scheduleId)}.json`;
  return (await apiGet(hostApiClient(host), url, scheduleDetailResponseSchema, { signal })).result;
}

/** `POST /api/reschedule/{pnr}/quote`: what this change costs now, as the server prices it. */
export async function fetchQuote(host: HostApi, pnr: string, request: RescheduleRequest, signal?: AbortSignal) {
  return (await apiPost(hostApiClient(host), path(pnr, '/quote'), request, rescheduleQuoteResponseSchema, { signal }))
    .result;
}

/** `POST /api/reschedule/{pnr}`: holds the new seats; then pay, or it is done already. */
export async function startReschedule(host: HostApi, pnr: string, request: RescheduleRequest) {
  return (await apiPost(hostApiClient(host), path(pnr), request, rescheduleStartResponseSchema)).result;
}

/** `POST /api/phonepe/create-payment` for the new booking: the server asks the gateway for what the change owes. */
export async function payFor(host: HostApi, newPnr: string) {
  return apiPost(
    hostApiClient(host),
    '/api/phonepe/create-payment',
    { merchantOrderId: newPnr },
    createPaymentResponseSchema,
  );
}
