import type { z } from 'zod';
import { MESSAGES } from '../messages';
import { apiErrorBodySchema } from './api-error';

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  getAccessToken?: () => Promise<string | null>;
  fetchImpl?: typeof fetch;
}

/** GET a JSON resource of our API and check it against its schema from this package. */
export async function apiGet<S extends z.ZodType>(
  options: ApiClientOptions,
  path: string,
  schema: S,
  init: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = await options.getAccessToken?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(new URL(path, options.baseUrl), { headers, signal: init.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(MESSAGES.networkError, 0, 'network_error');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(body);
    if (parsed.success) throw new ApiRequestError(parsed.data.error.message, response.status, parsed.data.error.code);
    throw new ApiRequestError(`HTTP ${response.status}`, response.status, 'http_error');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(MESSAGES.invalidResponseFormat, response.status, 'bad_response');
  return parsed.data;
}
