import { Router } from 'express';
import { supportContactResponseSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { SettingsService } from './settings.service';

/** Every page's footer asks; a minute's browser cache is short enough for an admin's change to show soon. */
const BROWSER_CACHE = 'public, max-age=60';

export function supportContactRoutes(service: SettingsService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /support-contact',
      area: 'Service',
      summary: "The support e-mail address and phone number every page's footer shows",
      access: 'anyone',
      answer: ok(supportContactResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', BROWSER_CACHE).json({ result: await service.supportContact() });
      },
    }),
  ]);
}
