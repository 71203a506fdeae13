import { Router } from 'express';
import { cityIdParamsSchema, cityListQuerySchema, citySearchQuerySchema } from '@jatra/shared';
import type { Access } from '../auth';
import { parseInput } from '../http/parse-input';
import type { CitiesService } from './cities.service';

/** Browsers may reuse a list for a while; the API itself keeps it for 15 minutes. */
const BROWSER_CACHE = 'public, max-age=300';

export function citiesRoutes(service: CitiesService, access: Access): Router {
  const router = Router();

  router.get(
    '/cities.json',
    // a forced copy from the provider is costly: only an admin may ask for one
    access('anyone', {
      raise: {
        when: (req) => req.query.refresh === 'true',
        to: 'admin',
        description: 'admin with ?refresh',
      },
    }),
    async (req, res) => {
      const { refresh } = parseInput(cityListQuerySchema, req.query);
      const result = await service.list({ forceRefresh: refresh });
      res.set('Cache-Control', refresh ? 'no-store' : BROWSER_CACHE).json({ result });
    },
  );

  router.get('/cities', access('anyone'), async (req, res) => {
    const { q } = parseInput(citySearchQuerySchema, req.query);
    const result = await service.search(q);
    res.set('Cache-Control', BROWSER_CACHE).json({ result });
  });

  router.get('/cities/:id', access('anyone'), async (req, res) => {
    const { id } = parseInput(cityIdParamsSchema, req.params);
    const result = await service.byId(id);
    res.set('Cache-Control', BROWSER_CACHE).json({ result });
  });

  return router;
}
