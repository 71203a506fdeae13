import { Router } from 'express';
import type { Access } from '../auth';
import type { SettingsService } from './settings.service';

/** Every page's footer asks; a minute's browser cache is short enough for an admin's change to show soon. */
const BROWSER_CACHE = 'public, max-age=60';

export function supportContactRoutes(service: SettingsService, access: Access): Router {
  const router = Router();
  router.get('/support-contact', access('anyone'), async (_req, res) => {
    res.set('Cache-Control', BROWSER_CACHE).json({ result: await service.supportContact() });
  });
  return router;
}
