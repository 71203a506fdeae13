import type { z } from 'zod';
import { MESSAGES } from '../messages';
import { apiErrorBodySchema } from './api-error';
import { ApiRequestError } from './api-request-error';
import { sayRule } from '../rules/i18n/rule-catalogues';

export { ApiRequestError, isClientError, retryUnlessRefused } from './api-request-error';

export interface ApiClientOptions {
  baseUrl: string;
  getAccessToken?: () => Promise<string | null>;
  fetchImpl?: typeof fetch;
  /** The server refused the token sent (the session ended elsewhere): the owner of the session ends it here. */
  onSessionRejected?: () => Promise<void> | void;
  /** Anyone may read this resource: after a refused token, ask once more without one. */
  retryAnonymously?: boolean;
  /** Sent with every request besides the token (a guest's chat token). */
  headers?: Record<string, string>;
  /** The page's language as `Accept-Language` says it (`as-IN`), asked for each request: the API answers in it. */
  acceptLanguage?: () => string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Init = { signal?: AbortSignal };

/** A request without a body, its answer checked against the schema given. */
const withoutBody =
  (method: Method) =>
  <S extends z.ZodType>(options: ApiClientOptions, path: string, schema: S, init: Init = {}): Promise<z.infer<S>> =>
    apiRequest(options, method, path, schema, init);

/** A request with a JSON body, its answer checked against the schema given. */
const withBody =
  (method: Method) =>
  <S extends z.ZodType>(
    options: ApiClientOptions,
    path: string,
    body: unknown,
    schema: S,
    init: Init = {},
  ): Promise<z.infer<S>> =>
    apiRequest(options, method, path, schema, { ...init, body });

/** GET a JSON resource of our API and check it against its schema from this package. */
export const apiGet = withoutBody('GET');

/** POST JSON to our API and check the answer against its schema from this package. */
export const apiPost = withBody('POST');

/** DELETE one of our API's resources and check the answer against its schema. */
export const apiDelete = withoutBody('DELETE');

/** PUT JSON to our API (a whole resource replaced) and check the answer against its schema. */
export const apiPut = withBody('PUT');

async function apiRequest<S extends z.ZodType>(
  options: ApiClientOptions,
  method: Method,
  path: string,
  schema: S,
  init: { signal?: AbortSignal; body?: unknown },
): Promise<z.infer<S>> {
  const token = (await options.getAccessToken?.()) ?? null;
  let response = await send(options, method, path, init, token);
  if (response.status === 401 && token) {
    await options.onSessionRejected?.();
    if (options.retryAnonymously) response = await send(options, method, path, init, null);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(body);
    if (parsed.success) throw new ApiRequestError(parsed.data.error.message, response.status, parsed.data.error.code);
    // an answer without our error shape came from something in between (a proxy, a crash): its text is no help
    throw new ApiRequestError(sayRule(MESSAGES.internal), response.status, 'http_error');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiRequestError(sayRule(MESSAGES.invalidResponseFormat), response.status, 'bad_response');
  return parsed.data;
}

async function send(
  options: ApiClientOptions,
  method: Method,
  path: string,
  init: { signal?: AbortSignal; body?: unknown },
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const hasBody = method === 'POST' || method === 'PUT';
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const language = options.acceptLanguage?.();
  if (language) headers['Accept-Language'] = language;
  const fetchImpl = options.fetchImpl ?? fetch;
  try {
    return await fetchImpl(new URL(path, options.baseUrl), {
      method,
      headers,
      signal: init.signal,
      body: hasBody ? JSON.stringify(init.body ?? {}) : undefined,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(sayRule(MESSAGES.networkError), 0, 'network_error');
  }
}
