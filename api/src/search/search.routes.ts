import type { Access } from '../auth/access';
import { Router } from 'express';
import { searchQuerySchema, type BusResult } from '@jatra/shared';
import { rememberingQueryParser } from '../http/parse-input';
import type { SearchService } from './search.service';

/** what `res.type('json')` sets, without looking it up on every request */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Cached results are the same array for 5 minutes: encode each answer once, not per request. */
const encoded = new WeakMap<BusResult[], Map<boolean, Buffer>>();
function answerBody(result: BusResult[], cached: boolean): Buffer {
  let bodies = encoded.get(result);
  if (!bodies) {
    bodies = new Map();
    encoded.set(result, bodies);
  }
  let body = bodies.get(cached);
  if (!body) {
    body = Buffer.from(JSON.stringify({ result, cached }));
    bodies.set(cached, body);
  }
  return body;
}

/** routes × dates travellers ask for within a few minutes, many times over: a popular search is parsed once */
const SEARCH_QUERIES_REMEMBERED = 1000;

export function searchRoutes(service: SearchService, access: Access): Router {
  const router = Router();
  const parseQuery = rememberingQueryParser(searchQuerySchema, SEARCH_QUERIES_REMEMBERED);
  router.get('/search', access('anyone'), async (req, res) => {
    const query = parseQuery(req);
    const { result, cached } = await service.search(query);
    // answers change with every sale: never cached by browsers
    res.set({ 'Cache-Control': 'no-store', 'Content-Type': JSON_TYPE }).send(answerBody(result, cached));
  });
  return router;
}
