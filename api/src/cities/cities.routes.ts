import { Router } from 'express';
import { cityIdParamsSchema, cityListQuerySchema, citySearchQuerySchema } from '@jatra/shared';
import { parseInput } from '../http/parse-input';
import type { CitiesService } from './cities.service';

/** Browsers may reuse a list for a while; the API itself keeps it for 15 minutes. */
const BROWSER_CACHE = 'public, max-age=300';

export function citiesRoutes(service: CitiesService): Router {
  const router = Router();

  router.get('/cities.json', async (req, res) => {
    const { refresh } = parseInput(cityListQuerySchema, req.query);
    const result = await service.list({ forceRefresh: refresh });
    res.set('Cache-Control', refresh ? 'no-store' : BROWSER_CACHE).json({ result });
  });

  router.get('/cities', async (req, res) => {
    const { q } = parseInput(citySearchQuerySchema, req.query);
    const result = await service.search(q);
    res.set('Cache-Control', BROWSER_CACHE).json({ result });
  });

  router.get('/cities/:id', async (req, res) => {
    const { id } = parseInput(cityIdParamsSchema, req.params);
    const result = await service.byId(id);
    res.set('Cache-Control', BROWSER_CACHE).json({ result });
  });

  return router;
}
