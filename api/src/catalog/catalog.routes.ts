import { Router } from 'express';
import {
  adminCitiesQuerySchema,
  adminCitiesResponseSchema,
  adminCityPairsQuerySchema,
  adminCityPairsResponseSchema,
  adminMastersResponseSchema,
  adminOperatorsQuerySchema,
  adminOperatorsResponseSchema,
  syncResultResponseSchema,
  syncStatusResponseSchema,
  syncTargetParamsSchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { CatalogService } from './catalog.service';

const area = 'Admin: provider catalog';

/** The admin's Operators, Cities and Masters screens and their Sync buttons; answers are never cached. */
export function catalogRoutes(service: CatalogService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'POST /admin/sync/:target',
      area,
      summary: "Copies one of the provider's lists (cities, city pairs, operators, masters) again",
      access: 'admin',
      params: syncTargetParamsSchema,
      answer: ok(syncResultResponseSchema, 'Synced'),
      handler: async ({ params }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.sync(params.target, currentUser(res)!.id) });
      },
    }),
    defineRoute({
      route: 'GET /admin/sync',
      area,
      summary: 'When each list was last copied, and how it went',
      access: 'admin',
      answer: ok(syncStatusResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.syncStatus() });
      },
    }),
    defineRoute({
      route: 'GET /admin/operators',
      area,
      summary: "The provider's operators by name, searched by name, 50 a page by key (`after`/`before` cursors)",
      access: 'admin',
      query: adminOperatorsQuerySchema,
      answer: ok(adminOperatorsResponseSchema),
      handler: async ({ query: { q, ...paging } }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.operators(q, paging) });
      },
    }),
    defineRoute({
      route: 'GET /admin/cities',
      area,
      summary: "The provider's cities by name, searched by name, 50 a page by key (`after`/`before` cursors)",
      access: 'admin',
      query: adminCitiesQuerySchema,
      answer: ok(adminCitiesResponseSchema),
      handler: async ({ query: { q, ...paging } }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.cities(q, paging) });
      },
    }),
    defineRoute({
      route: 'GET /admin/city-pairs',
      area,
      summary:
        'The routes the provider serves, by origin then destination name, searched by either city, 100 a page by ' +
        'key (`after`/`before` cursors)',
      access: 'admin',
      query: adminCityPairsQuerySchema,
      answer: ok(adminCityPairsResponseSchema),
      handler: async ({ query: { q, ...paging } }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.cityPairs(q, paging) });
      },
    }),
    defineRoute({
      route: 'GET /admin/masters',
      area,
      summary: "The provider's code lists (bus types, amenities, ...)",
      access: 'admin',
      answer: ok(adminMastersResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.masters() });
      },
    }),
  ]);
}
