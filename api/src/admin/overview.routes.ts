import { Router } from 'express';
import type { Access } from '../auth';
import type { OverviewService } from './overview.service';

export function overviewRoutes(service: OverviewService, access: Access): Router {
  const router = Router();

  router.get('/admin/overview', access('admin'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.overview() });
  });

  router.get('/admin/activities', access('admin'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.activities() });
  });

  return router;
}
