import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { serializeError } from '../logger';

/**
 * One log line per request (the health probe aside), under the caller's request id when it sends a sane
 * one, which every answer carries back in `x-request-id`.
 *
 * The serializers read the request and response themselves (`wrapSerializers: false`): pino-http would
 * otherwise first copy each into pino's standard shape on every request (headers, the peer's address and
 * port, a getter for the raw object) to keep three fields of it. They keep what those copies gave: the URL
 * as asked, mount path included (`originalUrl`), and no status until headers went out. Errors go through
 * serializeError, as the API's logger does, for loggers passed in (the tests').
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id: string; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.originalUrl ?? req.url,
      }),
      res: (res: ServerResponse) => ({ status: res.headersSent ? res.statusCode : null }),
      err: serializeError,
    },
  });
}
