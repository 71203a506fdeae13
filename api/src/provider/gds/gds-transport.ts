/**
 * How the GDS client reaches the provider: node:http(s) over kept-alive connections. Node's fetch
 * costs three to four times the CPU of a plain request (its WHATWG streams, Headers and Response
 * objects, the AbortSignal timer), and a search makes one call per bus on the route.
 */
import http from 'node:http';
import https from 'node:https';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export interface GdsExchange {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** for the whole exchange, from sending to the last byte of the answer */
  timeoutMs: number;
}

export interface GdsReply {
  status: number;
  text: string;
}

/** Rejects with a `TimeoutError` when the exchange outlasts its timeout; any other rejection is a network failure. */
export type GdsTransport = (exchange: GdsExchange) => Promise<GdsReply>;

export class GdsTimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * An idle connection is closed after this long: before a server's own idle timeout (Node's is 5 s),
 * so that a call rarely goes out on a connection the server is closing.
 */
const IDLE_CONNECTION_MS = 4_000;

const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};

async function decode(body: Buffer, encoding: string | undefined): Promise<string> {
  if (!encoding || encoding === 'identity') return body.toString('utf8');
  const decoder = decoders[encoding.toLowerCase()];
  if (!decoder) throw new Error(`unsupported content-encoding ${encoding}`);
  return (await decoder(body)).toString('utf8');
}

export function createHttpTransport(): GdsTransport {
  const agents = {
    http: new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
    https: new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  };
  return ({ method, url, headers, body, timeoutMs }) =>
    new Promise<GdsReply>((resolve, reject) => {
      const target = new URL(url);
      const secure = target.protocol === 'https:';
      const sent = body === undefined ? undefined : Buffer.from(body);
      const request = (secure ? https : http).request(
        target,
        {
          method,
          agent: secure ? agents.https : agents.http,
          headers: sent ? { ...headers, 'Content-Length': String(sent.length) } : headers,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', fail);
          response.on('end', () => {
            clearTimeout(timer);
            decode(Buffer.concat(chunks), response.headers['content-encoding']).then(
              (text) => resolve({ status: response.statusCode ?? 0, text }),
              reject,
            );
          });
        },
      );
      function fail(error: Error) {
        clearTimeout(timer);
        reject(error);
      }
      const timer = setTimeout(() => {
        reject(new GdsTimeoutError(`no answer within ${timeoutMs} ms`));
        request.destroy();
      }, timeoutMs);
      request.on('error', fail);
      request.end(sent);
    });
}
