import { supportStreamEventSchema, type SupportStreamEvent } from './support-chat';

/** Waits before opening a stream again after it failed: 2 s, then longer, up to half a minute. */
const RETRY_MS = [2_000, 5_000, 10_000, 30_000];

/**
 * Follows a chat event stream in the browser: `streamUrl` asks for a fresh ticket each time the stream is
 * (re)opened, `onReady` runs whenever it listens again (read what may have been missed), `onMessage` for each new
 * message. EventSource retries a dropped connection by itself; once it gives up (an expired ticket), a new
 * ticket is asked for. Returns the function that stops following.
 */
export function followSupportStream(handlers: {
  streamUrl: () => Promise<string>;
  onReady: () => void;
  onMessage: (event: SupportStreamEvent) => void;
}): () => void {
  let source: EventSource | undefined;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(open, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
  };

  async function open() {
    let url: string;
    try {
      url = await handlers.streamUrl();
    } catch {
      return retry();
    }
    if (stopped) return;
    source = new EventSource(url);
    source.addEventListener('ready', () => {
      failures = 0;
      handlers.onReady();
    });
    source.addEventListener('message', (event) => {
      const parsed = supportStreamEventSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) handlers.onMessage(parsed.data);
    });
    source.addEventListener('error', () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      source = undefined;
      retry();
    });
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
