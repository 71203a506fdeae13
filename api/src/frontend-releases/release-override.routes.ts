import { Router } from 'express';
import {
  formatOverridesParam,
  RELEASE_OVERRIDE_MESSAGES,
  RELEASE_OVERRIDE_TOKEN_QUERY,
  releaseOverrideResponseSchema,
  releaseOverrideRequestSchema,
} from '@jatra/shared';
import { signReleaseOverride } from '@jatra/shared/release-override-token';
import type { AuditLog } from '../audit';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { AppError } from '../http/app-error';
import { defineRoute, mountRoutes, ok } from '../http/route';

/**
 * An admin's choice of releases for their own browser, signed so that the shell's server honours it in production
 * (where a plain `?release=` is ignored), and written to the audit log.
 */
export function releaseOverrideRoutes(
  deps: { secret: string | undefined; audit: AuditLog; now: () => Date },
  access: Access,
): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'POST /admin/frontend-releases/override',
      area: 'Admin',
      summary: 'Signs a choice of releases for the signed-in admin to load in their own browser',
      access: 'admin',
      body: releaseOverrideRequestSchema,
      answer: ok(releaseOverrideResponseSchema, 'Signed'),
      handler: async ({ body }, _req, res) => {
        if (!deps.secret) {
          throw new AppError(403, 'forbidden', RELEASE_OVERRIDE_MESSAGES.notConfigured);
        }
        const admin = currentUser(res)!;
        const { token, expiresAt } = await signReleaseOverride(
          deps.secret,
          { adminId: admin.id, releases: body.releases },
          deps.now(),
        );
        await deps.audit.record({
          kind: 'release',
          summary: `Loaded ${formatOverridesParam(body.releases)} in their own browser (by ${admin.email ?? admin.id})`,
          actorId: admin.id,
        });
        res.json({
          result: {
            token,
            expires_at: expiresAt.toISOString(),
            path: `/?${RELEASE_OVERRIDE_TOKEN_QUERY}=${encodeURIComponent(token)}`,
          },
        });
      },
    }),
  ]);
}
