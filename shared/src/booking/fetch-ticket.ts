import { apiGet } from '../api/api-client';
import { hostApiClient } from '../api/host-client';
import type { HostApi } from '../host/host-api';
import { bookingDetailsResponseSchema, type TicketDetails } from './ticket-details';

/** `GET /api/booking_details.json?pnr_number=`: the one ticket of that PNR as it stands, as the server issued it. */
export async function fetchTicket(host: HostApi, pnr: string, signal?: AbortSignal): Promise<TicketDetails> {
  const response = await apiGet(
    hostApiClient(host),
    `/api/booking_details.json?${new URLSearchParams({ pnr_number: pnr })}`,
    bookingDetailsResponseSchema,
    { signal },
  );
  return response.result.ticket_details[0]!;
}
