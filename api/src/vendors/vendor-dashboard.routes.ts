import { Router } from 'express';
import { vendorDashboardResponseSchema, vendorManifestParamsSchema, vendorManifestResponseSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { VendorDashboardService } from './vendor-dashboard.service';

/** `/api/vendor/*`: a vendor's own dashboard and departure manifests (vendor role; admins pass too). */
export function vendorDashboardRoutes(service: VendorDashboardService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /vendor/dashboard',
      area: 'Vendors',
      summary: "The vendor's sales and coming departures",
      access: 'vendor',
      answer: ok(vendorDashboardResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.dashboard(currentUser(res)!.id) });
      },
    }),
    defineRoute({
      route: 'GET /vendor/manifest/:scheduleId',
      area: 'Vendors',
      summary: 'The passenger list of one of the vendor’s departures',
      access: 'vendor',
      params: vendorManifestParamsSchema,
      answer: ok(vendorManifestResponseSchema),
      handler: async ({ params }, _req, res) => {
        const result = await service.manifest(currentUser(res)!.id, params.scheduleId);
        res.set('Cache-Control', 'no-store').json({ result });
      },
    }),
  ]);
}
