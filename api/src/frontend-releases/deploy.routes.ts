import { timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  DEPLOY_TOKEN_HEADER,
  deploymentSchema,
  deployRequestSchema,
  frontendPartParamsSchema,
  releaseListingSchema,
  rollbackRequestSchema,
  type Deployment,
} from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../auth';
import { AppError } from '../http/app-error';
import { created, defineRoute, mountRoutes, ok } from '../http/route';
import type { DeploymentRow } from './frontend-releases.repository';
import type { FrontendReleasesService } from './frontend-releases.service';

export const deploymentJson = (row: DeploymentRow): Deployment => ({
  ...row,
  part: row.part as Deployment['part'],
  action: row.action as Deployment['action'],
  at: row.at.toISOString(),
});

/** The deploy tool's token, compared in constant time; with none configured (production without one) nobody passes. */
function deployTokenCheck(token: string | undefined) {
  const expected = token ? Buffer.from(token) : undefined;
  return (req: Request) => {
    const given = req.headers[DEPLOY_TOKEN_HEADER];
    if (!expected || typeof given !== 'string') return false;
    const buffer = Buffer.from(given);
    return buffer.length === expected.length && timingSafeEqual(buffer, expected);
  };
}

/** What the deploy tools (`npm run deploy`, `rollback`, `releases`) call, with the deploy token. */
export function deployRoutes(
  service: FrontendReleasesService,
  access: Access,
  deployToken: string | undefined,
): Router {
  const tool = { level: 'gateway' as const, verify: deployTokenCheck(deployToken) };
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /deploys/:part',
      area: 'Releases',
      summary: "A frontend's releases the registry knows, newest first, the live one marked",
      access: tool,
      params: frontendPartParamsSchema,
      answer: ok(z.object({ result: z.array(releaseListingSchema) })),
      handler: async ({ params }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.releases(params.part) });
      },
    }),
    defineRoute({
      route: 'POST /deploys/:part',
      area: 'Releases',
      summary: 'Puts a release live, for everyone or for a share of visitors (a canary)',
      access: tool,
      params: frontendPartParamsSchema,
      body: deployRequestSchema,
      answer: created(z.object({ result: deploymentSchema }), 'Live'),
      handler: async ({ params, body }, _req, res) => {
        if (body.descriptor.part !== params.part) {
          throw new AppError(400, 'bad_request', `That release is of ${body.descriptor.part}, not ${params.part}`);
        }
        const deployment = await service.deploy(body.descriptor, {
          canaryPercent: body.canaryPercent,
          reason: body.reason,
          force: body.force,
          deployer: { adminId: null, name: body.actor },
        });
        res.status(201).json({ result: deploymentJson(deployment) });
      },
    }),
    defineRoute({
      route: 'POST /deploys/:part/rollback',
      area: 'Releases',
      summary: 'Ends a canary, or puts back the release live before the current one',
      access: tool,
      params: frontendPartParamsSchema,
      body: rollbackRequestSchema,
      answer: created(z.object({ result: deploymentSchema }), 'Rolled back'),
      handler: async ({ params, body }, _req, res) => {
        const deployment = await service.rollback(params.part, {
          reason: body.reason,
          deployer: { adminId: null, name: body.actor },
        });
        res.status(201).json({ result: deploymentJson(deployment) });
      },
    }),
  ]);
}
