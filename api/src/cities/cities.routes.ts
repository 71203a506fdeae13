import { Router } from 'express';
import {
  cityIdParamsSchema,
  cityListQuerySchema,
  cityListResponseSchema,
  cityResponseSchema,
  citySearchQuerySchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { CitiesService } from './cities.service';

/** Browsers may reuse a list for a while; the API itself keeps it for 15 minutes. */
const BROWSER_CACHE = 'public, max-age=300';

export function citiesRoutes(service: CitiesService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /cities.json',
      area: 'Cities',
      summary: 'Every city the provider serves; `refresh=true` (admins only) copies them from the provider again',
      // a forced copy from the provider is costly: only an admin may ask for one
      access: {
        level: 'anyone',
        raise: { when: (req) => req.query.refresh === 'true', to: 'admin', description: 'admin with ?refresh' },
      },
      query: cityListQuerySchema,
      answer: ok(cityListResponseSchema),
      handler: async ({ query: { refresh } }, _req, res) => {
        const result = await service.list({ forceRefresh: refresh });
        res.set('Cache-Control', refresh ? 'no-store' : BROWSER_CACHE).json({ result });
      },
    }),
    defineRoute({
      route: 'GET /cities',
      area: 'Cities',
      summary: 'Cities whose name (or its Assamese, Bengali or Hindi spelling) starts with the text typed',
      access: 'anyone',
      query: citySearchQuerySchema,
      answer: ok(cityListResponseSchema),
      handler: async ({ query }, _req, res) => {
        const result = await service.search(query.q);
        res.set('Cache-Control', BROWSER_CACHE).json({ result });
      },
    }),
    defineRoute({
      route: 'GET /cities/:id',
      area: 'Cities',
      summary: 'One city',
      access: 'anyone',
      params: cityIdParamsSchema,
      answer: ok(cityResponseSchema),
      handler: async ({ params }, _req, res) => {
        const result = await service.byId(params.id);
        res.set('Cache-Control', BROWSER_CACHE).json({ result });
      },
    }),
  ]);
}
