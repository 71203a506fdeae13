import { Router } from 'express';
import { adminActivitiesResponseSchema, adminOverviewResponseSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { OverviewService } from './overview.service';

export function overviewRoutes(service: OverviewService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /admin/overview',
      area: 'Admin',
      summary: 'Figures of the business (bookings, revenue, users, operators), as of their last refresh',
      access: 'admin',
      answer: ok(adminOverviewResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.overview() });
      },
    }),
    defineRoute({
      route: 'GET /admin/activities',
      area: 'Admin',
      summary: 'Recent activities',
      access: 'admin',
      answer: ok(adminActivitiesResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.activities() });
      },
    }),
  ]);
}
