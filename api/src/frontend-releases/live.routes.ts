import { Router } from 'express';
import { z } from 'zod';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import { frontendPartParamsSchema, liveFrontendsSchema, rollbackRequestSchema } from '@jatra/shared';
import { deploymentJson } from './deploy.routes';
import type { FrontendReleasesService } from './frontend-releases.service';

const liveSchema = z.object({ result: liveFrontendsSchema });

/** What the shell's servers read on every page (which release of each frontend to serve), and the admin's view. */
export function liveRoutes(service: FrontendReleasesService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /frontend-releases/live',
      area: 'Releases',
      summary: 'The release of each frontend live now, with its canary and the contract each was built against',
      access: 'anyone',
      answer: ok(liveSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.live() });
      },
    }),
    defineRoute({
      route: 'POST /admin/frontend-releases/:part/rollback',
      area: 'Admin',
      summary: "Ends a frontend's canary, or puts back the release live before the current one",
      access: 'admin',
      params: frontendPartParamsSchema,
      body: rollbackRequestSchema.omit({ actor: true }),
      answer: ok(),
      handler: async ({ params, body }, _req, res) => {
        const admin = currentUser(res)!;
        const deployment = await service.rollback(params.part, {
          reason: body.reason,
          deployer: { adminId: admin.id, name: admin.email ?? admin.id },
        });
        res.json({ result: deploymentJson(deployment) });
      },
    }),
  ]);
}
