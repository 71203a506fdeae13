import type { SupportStreamEvent } from '@jatra/shared';

/** A test's JSON request to the API, with a bearer token or a guest's chat token. */
export async function chatRequest(
  url: string,
  options: { method?: string; body?: unknown; token?: string; guestToken?: string; language?: string } = {},
): Promise<Response> {
  return fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.guestToken ? { 'x-support-token': options.guestToken } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/**
 * An open event stream, read as a browser's EventSource would: `ready` resolves once the server listens, and
 * `next(predicate)` waits (up to `timeoutMs`) for a `message` event matching it.
 */
export async function openChatStream(apiUrl: string, ticket: string) {
  const abort = new AbortController();
  const response = await fetch(`${apiUrl}/api/support/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: { event: string; data: unknown }[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) seen.push({ event, data: JSON.parse(data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted
    }
  })();

  function waitFor<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms; seen: ${JSON.stringify(seen)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  await waitFor(() => seen.find((item) => item.event === 'ready'), 10_000, 'ready event');
  return {
    next: (match: (event: SupportStreamEvent) => boolean, timeoutMs = 10_000) =>
      waitFor(
        () =>
          seen
            .filter((item) => item.event === 'message')
            .map((item) => item.data as SupportStreamEvent)
            .find(match),
        timeoutMs,
        'matching message',
      ),
    /** every message event so far */
    messages: () => seen.filter((item) => item.event === 'message').map((item) => item.data as SupportStreamEvent),
    close: () => abort.abort(),
  };
}
