/** A development-only switch: one origin of the launcher's five closes, the others go on. */
import type http from 'node:http';

/** Where a test asks one origin to stop, as if its server had gone (`TEST_STOP_ORIGIN=true`). */
export const STOP_ORIGIN_PATH = '/__test/stop-origin';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The end-to-end suite stops one remote's origin while the others go on. Asked for explicitly, and
 * only from this machine: `npm start` never answers it.
 */
export function stoppable(handler: http.RequestListener, server: () => http.Server): http.RequestListener {
  return (req, res) => {
    if (req.method !== 'POST' || req.url !== STOP_ORIGIN_PATH || !LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      handler(req, res);
      return;
    }
    res.writeHead(204).end(() => {
      server().close();
      server().closeAllConnections();
    });
  };
}
