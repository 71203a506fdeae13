import { Router } from 'express';
import { systemSettingsResponseSchema, systemSettingsSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { SettingsService } from '../settings';

export function settingsAdminRoutes(service: SettingsService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /admin/settings',
      area: 'Admin',
      summary: 'Commission, fees and the support contact',
      access: 'admin',
      answer: ok(systemSettingsResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.current() });
      },
    }),
    defineRoute({
      route: 'PUT /admin/settings',
      area: 'Admin',
      summary: 'Changes commission, fees and the support contact',
      access: 'admin',
      body: systemSettingsSchema,
      answer: ok(systemSettingsResponseSchema, 'Saved'),
      handler: async ({ body }, _req, res) => {
        res.json({ result: await service.save(body, currentUser(res)!.id) });
      },
    }),
  ]);
}
