import { apiGet, bookingDetailsResponseSchema, hostApiClient, type HostApi, type TicketDetails } from '@jatra/shared';

/** `GET /api/booking_details.json?pnr_number=`: the one ticket of that PNR. */
export async function fetchTicket(host: HostApi, pnr: string, signal?: AbortSignal): Promise<TicketDetails> {
  const response = await apiGet(
    hostApiClient(host),
    `/api/booking_details.json?${new URLSearchParams({ pnr_number: pnr })}`,
    bookingDetailsResponseSchema,
    { signal },
  );
  return response.result.ticket_details[0]!;
}
