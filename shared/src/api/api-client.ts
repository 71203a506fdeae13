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
export function apiGet<S extends z.ZodType>(
  options: ApiClientOptions,
  path: string,
  schema: S,
  init: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  return apiRequest(options, 'GET', path, schema, init);
}

/** POST JSON to our API and check the answer against its schema from this package. */
export function apiPost<S extends z.ZodType>(
  options: ApiClientOptions,
  path: string,
  body: unknown,
  schema: S,
  init: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  return apiRequest(options, 'POST', path, schema, { ...init, body });
}

/** PUT JSON to our API (a whole resource replaced) and check the answer against its schema. */
export function apiPut<S extends z.ZodType>(
  options: ApiClientOptions,
  path: string,
  body: unknown,
  schema: S,
  init: { signal?: AbortSignal } = {},
): Promise<z.infer<S>> {
  return apiRequest(options, 'PUT', path, schema, { ...init, body });
}

async function apiRequest<S extends z.ZodType>(
  options: ApiClientOptions,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: S,
  init: { signal?: AbortSignal; body?: unknown },
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  const token = await options.getAccessToken?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(new URL(path, options.baseUrl), {
      method,
      headers,
      signal: init.signal,
      body: method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
    });
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
