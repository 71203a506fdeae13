import { Router } from 'express';
import { vendorManifestParamsSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { parseInput } from '../http/parse-input';
import type { VendorDashboardService } from './vendor-dashboard.service';

/** `/api/vendor/*`: a vendor's own dashboard and departure manifests (vendor role; admins pass too). */
export function vendorDashboardRoutes(service: VendorDashboardService, access: Access): Router {
  const router = Router();

  router.get('/vendor/dashboard', access('vendor'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.dashboard(currentUser(res)!.id) });
  });

  router.get('/vendor/manifest/:scheduleId', access('vendor'), async (req, res) => {
    const { scheduleId } = parseInput(vendorManifestParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json({ result: await service.manifest(currentUser(res)!.id, scheduleId) });
  });

  return router;
}
