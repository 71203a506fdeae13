import { MESSAGES } from '@jatra/shared';

export interface GdsClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

/** A failed provider call, with the message the spec's mapping gives it. */
export class GdsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly providerCode?: string | number,
  ) {
    super(message);
    this.name = 'GdsError';
  }
}

/** The provider answers untyped JSON; objects are told apart from arrays and null here. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec §8: the message field, else the error field, else `HTTP {status}`. */
function failureMessage(body: unknown, status: number): string {
  if (isRecord(body)) {
    const nested = isRecord(body.response) ? body.response : undefined;
    for (const candidate of [nested?.message, body.message, body.error]) {
      if (typeof candidate === 'string' && candidate.trim()) return candidate;
    }
  }
  return `HTTP ${status}`;
}

/** GET requests are safe to repeat; a timeout or a dropped connection gets one more try. */
const GET_ATTEMPTS = 2;

export type GdsClient = ReturnType<typeof createGdsClient>;

/** The production adapter to the bus provider: HTTP, `api-key` header, error envelope checks. */
export function createGdsClient(options: GdsClientOptions) {
  const fetchImpl = options.fetchImpl ?? fetch;

  async function requestOnce(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const url = `${options.baseUrl}/gds/api/${path}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          'api-key': options.apiKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Encoding': 'gzip',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new GdsError(timedOut ? `Provider timed out after ${options.timeoutMs} ms` : MESSAGES.networkError, 0);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GdsError(MESSAGES.networkError, response.status);
    }
    // the provider reports failures in an envelope, usually with HTTP 200
    if (!response.ok || (isRecord(parsed) && 'response' in parsed && !('result' in parsed))) {
      const code = isRecord(parsed) && isRecord(parsed.response) ? parsed.response.code : undefined;
      throw new GdsError(
        failureMessage(parsed, response.status),
        response.status,
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

  /** A GET whose answer must carry `result`; returns the whole body for the extra keys (stage_names). */
  async function getResult(path: string): Promise<Record<string, unknown> & { result: unknown }> {
    const body = await get(path);
    if (!isRecord(body) || !('result' in body)) throw new GdsError(MESSAGES.invalidResponseFormat, 200);
    return body as Record<string, unknown> & { result: unknown };
  }

  const segment = (value: string | number) => encodeURIComponent(String(value));

  return {
    /** `cities.json`: the raw `result` table (header row, then data rows). */
    async cities(): Promise<unknown> {
      const body = await get('cities.json');
      if (!isRecord(body) || !Array.isArray(body.result)) throw new GdsError(MESSAGES.invalidResponseFormat, 200);
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
  };
}

/** The provider's "no service on that route and date" (gds.md §1: code 402). */
export const isNoService = (error: unknown) => error instanceof GdsError && String(error.providerCode) === '402';
