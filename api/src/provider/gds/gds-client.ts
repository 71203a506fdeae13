import { inEnglish, MESSAGES } from '@jatra/shared';
import type { GdsTentativeBody } from './gds-bookings';
import { GdsError, isRecord } from './gds-error';
import { inTravellersWords } from './gds-refusals';
import { createHttpTransport, type GdsReply, type GdsTransport } from './gds-transport';

export { GdsError } from './gds-error';
export * from './gds-bookings';

export interface GdsClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** how calls reach the provider (a test or the bench may watch them); default: HTTP over kept-alive connections */
  transport?: GdsTransport;
}

/** The message field, else the error field, else `HTTP {status}`. */
function failureMessage(body: unknown, status: number): string {
  if (isRecord(body)) {
    const nested = isRecord(body.response) ? body.response : undefined;
    for (const candidate of [nested?.message, body.message, body.error]) {
      if (typeof candidate === 'string' && candidate.trim()) return candidate;
    }
  }
  return `HTTP ${status}`;
}

/**
 * Reads are safe to repeat; a timeout or a dropped connection gets one more try. Calls that change
 * something (the POSTs, and cancel_booking, a GET that cancels) are never repeated: a repeated
 * tentative booking could hold seats twice, and a timed-out one may have held them already.
 */
const GET_ATTEMPTS = 2;

/** An answer that carried `result`, with the extra top-level keys kept (stage_names). */
export type GdsBody = Record<string, unknown> & { result: unknown };

export type GdsClient = ReturnType<typeof createGdsClient>;

/** The production adapter to the bus provider: HTTP, `api-key` header, error envelope checks. */
export function createGdsClient(options: GdsClientOptions) {
  const transport = options.transport ?? createHttpTransport();
  const headers = {
    'api-key': options.apiKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Accept-Encoding': 'gzip',
  };

  async function requestOnce(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let reply: GdsReply;
    try {
      reply = await transport({
        method,
        url: `${options.baseUrl}/gds/api/${path}`,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: options.timeoutMs,
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new GdsError(
        timedOut ? `Provider timed out after ${options.timeoutMs} ms` : inEnglish(MESSAGES.networkError),
        0,
      );
    }
    const ok = reply.status >= 200 && reply.status < 300;
    let parsed: unknown;
    try {
      parsed = JSON.parse(reply.text);
    } catch {
      throw new GdsError(inEnglish(MESSAGES.networkError), reply.status);
    }
    // the provider reports failures in an envelope, usually with HTTP 200
    if (!ok || (isRecord(parsed) && 'response' in parsed && !('result' in parsed))) {
      const code = isRecord(parsed) && isRecord(parsed.response) ? parsed.response.code : undefined;
      throw new GdsError(
        failureMessage(parsed, reply.status),
        reply.status,
        typeof code === 'string' || typeof code === 'number' ? code : undefined,
      );
    }
    return parsed;
  }

  async function get(path: string): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await requestOnce('GET', path);
      } catch (error) {
        const transient = error instanceof GdsError && (error.status === 0 || error.status >= 502);
        if (!transient || attempt >= GET_ATTEMPTS) throw error;
      }
    }
  }

  const withResult = (body: unknown): GdsBody => {
    if (!isRecord(body) || !('result' in body)) throw new GdsError(inEnglish(MESSAGES.invalidResponseFormat), 200);
    return body as GdsBody;
  };

  /** A GET whose answer must carry `result`; returns the whole body for the extra keys (stage_names). */
  const getResult = async (path: string): Promise<GdsBody> => withResult(await get(path));

  /** One attempt only: for calls that change the provider's state. */
  const changeOnce = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<GdsBody> =>
    withResult(await requestOnce(method, path, body));

  const segment = (value: string | number) => encodeURIComponent(String(value));
  const seatQuery = (pnr: string, seats: readonly string[]) =>
    new URLSearchParams({ ticket_number: pnr, seat_numbers: seats.join(',') }).toString();

  return {
    /** `cities.json`: the raw `result` table (header row, then data rows). */
    async cities(): Promise<unknown> {
      const body = await get('cities.json');
      if (!isRecord(body) || !Array.isArray(body.result))
        throw new GdsError(inEnglish(MESSAGES.invalidResponseFormat), 200);
      return body.result;
    },
    cityPairs: () => getResult('city_pairs.json'),
    stages: () => getResult('stages.json'),
    operators: () => getResult('operators.json'),
    masters: () => getResult('masters.json'),
    schedules: (originId: number, destinationId: number, date: string) =>
      getResult(`schedules/${segment(originId)}/${segment(destinationId)}/${segment(date)}.json`),
    availabilities: (originId: number, destinationId: number, date: string) =>
      getResult(`availabilities/${segment(originId)}/${segment(destinationId)}/${segment(date)}.json`),
    availability: (scheduleId: string) => getResult(`availability/${segment(scheduleId)}.json`),
    schedule: (scheduleId: string) => getResult(`schedule/${segment(scheduleId)}.json`),
    boardingPoints: (scheduleId: string) => getResult(`boarding_points/${segment(scheduleId)}.json`),
    droppingPoints: (scheduleId: string) => getResult(`dropping_points/${segment(scheduleId)}.json`),

    /** `tentative_booking`: holds the seats; read the PNR with parseTentativeAnswer. Never retried. A refusal reads in our words. */
    tentativeBooking: (scheduleId: string, body: GdsTentativeBody) =>
      changeOnce('POST', `tentative_booking/${segment(scheduleId)}.json`, body).catch((error: unknown) => {
        throw inTravellersWords(error);
      }),
    /**
     * `confirm_booking`: sells the held seats; read the ticket with parseGdsTicket. Never retried here,
     * but the provider answers a repeated confirm with the same ticket, so a caller that got no answer
     * may ask again later.
     */
    confirmBooking: (pnr: string) => changeOnce('POST', `confirm_booking/${segment(pnr)}.json`, {}),
    /** `booking_details`: the ticket of a confirmed (or cancelled) PNR; parseGdsTicket reads it. Code 411: not confirmed. */
    bookingDetails: (pnr: string) =>
      getResult(`booking_details.json?${new URLSearchParams({ pnr_number: pnr }).toString()}`),
    /** `can_cancel`: what cancelling these seats would cost now; parseCancellability reads it. */
    canCancel: (pnr: string, seats: readonly string[]) => getResult(`can_cancel.json?${seatQuery(pnr, seats)}`),
    /** `cancel_booking`: cancels these seats (a GET that changes state, so never retried); parseCancellation reads it. */
    cancelBooking: (pnr: string, seats: readonly string[]) =>
      changeOnce('GET', `cancel_booking.json?${seatQuery(pnr, seats)}`),
    /** `transaction_log`: the account's tickets and cancellations of one day (YYYY-MM-DD), a header-row table. */
    transactionLog: (date: string) =>
      getResult(`transaction_log.json?${new URLSearchParams({ trans_date: date }).toString()}`),
    /** `get_balance`: the agent account's balance, optionally as seen through one operator (`travel_id`). */
    balance: (travelId?: number) =>
      getResult(
        travelId === undefined
          ? 'get_balance.json'
          : `get_balance.json?${new URLSearchParams({ travel_id: String(travelId) }).toString()}`,
      ),
  };
}

/** The provider's "no service on that route and date" (docs/gds-wire.md). */
export const isNoService = (error: unknown) => error instanceof GdsError && String(error.providerCode) === '402';

/** The provider's "no such schedule or record" (code 404). */
export const isUnknownToProvider = (error: unknown) =>
  error instanceof GdsError && String(error.providerCode) === '404';

/** The provider itself answered and said no (an error envelope with a code), as against no answer at all. */
export const isProviderRefusal = (error: unknown): error is GdsError =>
  error instanceof GdsError && error.providerCode !== undefined;
