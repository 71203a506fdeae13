import type { Request, Response } from 'express';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

/**
 * Server-sent events on one response: `send` writes an event, `onBeat` runs with every heartbeat, and
 * `closed` resolves when the client goes away (when everything the stream holds must be let go).
 */
export function openEventStream(req: Request, res: Response, onBeat?: () => void) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // a buffering proxy (nginx) would hold the events back
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  // a lost connection is tried again after this long by EventSource
  res.write('retry: 3000\n\n');
  const beat = setInterval(() => {
    res.write(': heartbeat\n\n');
    onBeat?.();
  }, HEARTBEAT_MS);
  beat.unref();
  const closed = new Promise<void>((resolve) => {
    req.on('close', () => {
      clearInterval(beat);
      resolve();
    });
  });
  return {
    send(event: string, data: unknown) {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    closed,
  };
}
