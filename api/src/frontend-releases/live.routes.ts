import { Router } from 'express';
import { z } from 'zod';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import {
  ADMIN_RELEASE_HISTORY_LENGTH,
  adminFrontendReleasesResponseSchema,
  frontendPartParamsSchema,
  liveFrontendsSchema,
  rollbackRequestSchema,
} from '@jatra/shared';
import { deploymentJson } from './deploy.routes';
import type { DeploymentRow } from './frontend-releases.repository';
import type { FrontendReleasesService } from './frontend-releases.service';
import type { LoadFailures } from './load-failures';

const liveSchema = z.object({ result: liveFrontendsSchema });

/** What the shell's servers read on every page (which release of each frontend to serve), and the admin's view. */
export function liveRoutes(
  service: FrontendReleasesService,
  failures: { failuresInLastHour: LoadFailures['failuresInLastHour']; now: () => Date },
  access: Access,
): Router {
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
      route: 'GET /admin/frontend-releases',
      area: 'Admin',
      summary:
        "Each frontend's live release and canary, its latest changes, and its releases' failures in the last hour",
      access: 'admin',
      answer: ok(adminFrontendReleasesResponseSchema),
      handler: async (_input, _req, res) => {
        const [frontends, failed] = await Promise.all([
          service.overview(ADMIN_RELEASE_HISTORY_LENGTH),
          failures.failuresInLastHour(failures.now()),
        ]);
        const since = (row: DeploymentRow | null) => (row ? deploymentJson(row) : null);
        const result = frontends.map(({ part, live, history, rollbackTo }) => ({
          part,
          live: live && {
            version: live.version,
            since: since(live.since),
            canary: live.canary && { ...live.canary, since: since(live.canary.since) },
          },
          history: history.map(deploymentJson),
          rollbackTo,
          failures: failed
            .filter((failure) => failure.part === part)
            .map((failure) => ({
              version: failure.version,
              kind: failure.kind,
              count: failure.count,
              last_message: failure.lastMessage,
              last_at: failure.lastAt.toISOString(),
            })),
        }));
        res.set('Cache-Control', 'no-store').json({ result });
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
