import { Router } from 'express';
import {
  adminCitiesQuerySchema,
  adminCityPairsQuerySchema,
  adminOperatorsQuerySchema,
  syncTargetParamsSchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { parseInput } from '../http/parse-input';
import type { CatalogService } from './catalog.service';

/** The admin's Operators, Cities and Masters screens and their Sync buttons; answers are never cached. */
export function catalogRoutes(service: CatalogService, access: Access): Router {
  const router = Router();

  router.post('/admin/sync/:target', access('admin'), async (req, res) => {
    const { target } = parseInput(syncTargetParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json({ result: await service.sync(target, currentUser(res)!.id) });
  });

  router.get('/admin/sync', access('admin'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.syncStatus() });
  });

  router.get('/admin/operators', access('admin'), async (req, res) => {
    const { q, ...paging } = parseInput(adminOperatorsQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await service.operators(q, paging) });
  });

  router.get('/admin/cities', access('admin'), async (req, res) => {
    const { q, ...paging } = parseInput(adminCitiesQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await service.cities(q, paging) });
  });

  router.get('/admin/city-pairs', access('admin'), async (req, res) => {
    const { q, ...paging } = parseInput(adminCityPairsQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await service.cityPairs(q, paging) });
  });

  router.get('/admin/masters', access('admin'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.masters() });
  });

  return router;
}
