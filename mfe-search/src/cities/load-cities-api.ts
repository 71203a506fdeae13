/**
 * The cities API, fetched with its first call: checking its answers needs zod, which Home's first view does
 * without. A query cancelled while the module loaded sends no request.
 */
export async function loadCitiesApi(signal: AbortSignal) {
  const api = await import('./cities-api');
  signal.throwIfAborted();
  return api;
}
