import type { Access } from '../auth';
import { Router } from 'express';
import { searchQuerySchema, searchResponseSchema, type BusResult } from '@jatra/shared';
import { compressBody, pickEncoding, type Encoding } from '@jatra/shared/content-encoding';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { SearchService } from './search.service';

/** what `res.type('json')` sets, without looking it up on every request */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Cached results are the same array for 5 minutes: encode each answer once, not per request, and compress
 * it once for each encoding asked for (an answer is about 20 KB of JSON, a tenth of that compressed).
 */
const encoded = new WeakMap<BusResult[], Map<string, Buffer>>();
function answerBody(result: BusResult[], cached: boolean, encoding: Encoding | null): Buffer {
  let bodies = encoded.get(result);
  if (!bodies) {
    bodies = new Map();
    encoded.set(result, bodies);
  }
  const key = `${cached} ${encoding}`;
  let body = bodies.get(key);
  if (!body) {
    const json = Buffer.from(JSON.stringify({ result, cached }));
    body = encoding ? compressBody(json, encoding) : json;
    bodies.set(key, body);
  }
  return body;
}

/** routes × dates travellers ask for within a few minutes, many times over: a popular search is parsed once */
const SEARCH_QUERIES_REMEMBERED = 1000;

export function searchRoutes(service: SearchService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /search',
      area: 'Search and seats',
      summary: 'The buses from one city to another on a date, with fares and free seats',
      access: 'anyone',
      query: searchQuerySchema,
      rememberQueries: SEARCH_QUERIES_REMEMBERED,
      answer: ok(searchResponseSchema),
      handler: async ({ query }, req, res) => {
        const { result, cached } = await service.search(query);
        const encoding = pickEncoding(req.headers['accept-encoding']);
        const body = answerBody(result, cached, encoding);
        // answers change with every sale: never cached by browsers. Node's own calls rather than res.set and
        // res.send: stored bytes need none of Express's lookups (Node drops a HEAD request's body itself)
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', JSON_TYPE);
        res.vary('Accept-Encoding');
        if (encoding) res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.end(body);
      },
    }),
  ]);
}
