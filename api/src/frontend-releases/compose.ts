import type { Kernel } from '../area';
import type { AuditLog } from '../audit';
import type { Access } from '../auth';
import { deployRoutes } from './deploy.routes';
import { createFrontendReleasesRepository } from './frontend-releases.repository';
import { createFrontendReleasesService } from './frontend-releases.service';
import { createLoadFailures } from './load-failures';
import { loadFailureRoutes } from './load-failures.routes';
import { liveRoutes } from './live.routes';
import { releaseOverrideRoutes } from './release-override.routes';

/**
 * The deploy registry (which release of each frontend is live, its canary, and the history of changes) and the
 * failures browsers report of the releases they were given.
 */
export function composeFrontendReleases({ config, db, now }: Kernel, deps: { audit: AuditLog; access: Access }) {
  const loadFailures = createLoadFailures(db);
  const frontendReleases = createFrontendReleasesService({
    repository: createFrontendReleasesRepository(db),
    audit: deps.audit,
    now,
  });
  return {
    services: { frontendReleases, loadFailures },
    routers: {
      loadFailures: loadFailureRoutes({ db, loadFailures, now: now ?? (() => new Date()) }, deps.access),
      live: liveRoutes(
        frontendReleases,
        { failuresInLastHour: loadFailures.failuresInLastHour, now: now ?? (() => new Date()) },
        deps.access,
      ),
      deploys: deployRoutes(frontendReleases, deps.access, config.deployToken),
      overrides: releaseOverrideRoutes(
        { secret: config.releaseOverrideSecret, audit: deps.audit, now: now ?? (() => new Date()) },
        deps.access,
      ),
    },
  };
}
