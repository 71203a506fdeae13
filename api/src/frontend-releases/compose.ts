import type { Kernel } from '../area';
import type { AuditLog } from '../audit';
import type { Access } from '../auth';
import { deployRoutes } from './deploy.routes';
import { createFrontendReleasesRepository } from './frontend-releases.repository';
import { createFrontendReleasesService } from './frontend-releases.service';
import { liveRoutes } from './live.routes';

/** The deploy registry: which release of each frontend is live, its canary, and the history of changes. */
export function composeFrontendReleases({ config, db, now }: Kernel, deps: { audit: AuditLog; access: Access }) {
  const frontendReleases = createFrontendReleasesService({
    repository: createFrontendReleasesRepository(db),
    audit: deps.audit,
    now,
  });
  return {
    services: { frontendReleases },
    routers: {
      live: liveRoutes(frontendReleases, deps.access),
      deploys: deployRoutes(frontendReleases, deps.access, config.deployToken),
    },
  };
}
