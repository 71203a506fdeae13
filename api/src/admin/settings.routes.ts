import { Router } from 'express';
import { systemSettingsSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { parseInput } from '../http/parse-input';
import type { SettingsService } from '../settings';

export function settingsAdminRoutes(service: SettingsService, access: Access): Router {
  const router = Router();

  router.get('/admin/settings', access('admin'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.current() });
  });

  router.put('/admin/settings', access('admin'), async (req, res) => {
    const settings = parseInput(systemSettingsSchema, req.body ?? {});
    res.json({ result: await service.save(settings, currentUser(res)!.id) });
  });

  return router;
}
