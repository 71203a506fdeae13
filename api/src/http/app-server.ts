import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

export interface AppServer {
  server: http.Server;
  /** Hands the server its app, before it serves (a test first needs the server's port to configure the app). */
  serve(app: Express): void;
}

/**
 * An HTTP server whose requests and responses are born with the Express app's prototypes.
 *
 * Express gives each request and response its app's prototype as they arrive (Object.setPrototypeOf).
 * V8 then no longer shares their hidden classes: every property set on them afterwards, by Express,
 * its router, pino-http or a body parser, builds a hidden class of its own, some microseconds each,
 * which was a third of the CPU of a cached search. Born with that prototype, Express's swap is a no-op.
 */
export function createAppServer(): AppServer {
  // constructor functions, not classes: their prototype is given once the app exists
  function AppRequest(this: http.IncomingMessage, socket: Socket) {
    http.IncomingMessage.call(this, socket);
  }
  function AppResponse(this: http.ServerResponse, req: http.IncomingMessage, options?: object) {
    (http.ServerResponse as unknown as (req: http.IncomingMessage, options?: object) => void).call(this, req, options);
  }
  const server = http.createServer({
    IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof http.ServerResponse,
  });
  return {
    server,
    serve(app) {
      AppRequest.prototype = app.request;
      AppResponse.prototype = app.response;
      server.on('request', app);
    },
  };
}
