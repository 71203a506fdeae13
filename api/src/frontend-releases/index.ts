/** The frontend releases area's public entry: other areas import only what is here. */
import type { Kernel } from '../area';
import type { Access } from '../auth';
import { createLoadFailures } from './load-failures';
import { loadFailureRoutes } from './load-failures.routes';

/** The frontends' releases as the API knows them: for now, the failures browsers report of them. */
export function composeFrontendReleases({ db, now = () => new Date() }: Kernel, deps: { access: Access }) {
  const loadFailures = createLoadFailures(db);
  return {
    services: { loadFailures },
    routers: { loadFailures: loadFailureRoutes({ db, loadFailures, now }, deps.access) },
  };
}
