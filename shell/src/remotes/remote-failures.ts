import {
  FRONTEND_FAILURE_MESSAGE_MAX,
  FRONTEND_FAILURE_PAGE_MAX,
  FRONTEND_FAILURES_PATH,
  pageRoutes,
  type FrontendFailureKind,
  type FrontendFailureReport,
  type RemoteName,
  type RemoteRelease,
} from '@jatra/shared';
import { matchPath } from 'react-router-dom';
import { RemoteAccessDenied } from './remote-loader';

/** A remote's release was built against a contract this shell does not provide: it is never loaded. */
export class RemoteContractRefused extends Error {
  override readonly name = 'RemoteContractRefused';
  constructor(remote: RemoteName, version: string, problems: string[]) {
    super(`The ${remote} remote ${version} cannot be mounted: ${problems.join('; ')}`);
  }
}

/** A remote's code did not load (its entry or a chunk did not arrive, or it exposes no component). */
export class RemoteLoadFailed extends Error {
  override readonly name = 'RemoteLoadFailed';
  constructor(remote: RemoteName, cause: unknown) {
    super(`The ${remote} remote did not load: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

const kindOf = (error: unknown): FrontendFailureKind =>
  error instanceof RemoteContractRefused ? 'contract' : error instanceof RemoteLoadFailed ? 'load' : 'render';

/** Where a remote failed: the area, its release when known, the page's path and where the API lives. */
export interface FailedArea {
  apiBaseUrl: string;
  remote: RemoteName;
  release: RemoteRelease | undefined;
  page: string;
}

/** The page's route (`/booking-details/:pnr`), never its path: a path may hold a PNR, no business of a failure log. */
function routeOf(pathname: string): string {
  const route = Object.values(pageRoutes).find((entry) => matchPath({ path: entry.path, end: true }, pathname));
  return route?.path ?? `/${pathname.split('/')[1] ?? ''}`;
}

/** Remotes and releases reported since the page loaded: a Retry that fails again is not reported again. */
const reported = new Set<string>();

/**
 * Tells the API that a remote could not be shown, once per remote and release in a page load. Sent without
 * waiting and without a session (a failing page may have none); a report that does not arrive is let go.
 */
export function reportRemoteFailure({ apiBaseUrl, remote, release, page }: FailedArea, error: unknown): void {
  // a visitor kept out of the admin area is the guard working, not a failure
  if (error instanceof RemoteAccessDenied) return;
  const key = `${remote}@${release?.version ?? ''}`;
  if (reported.has(key)) return;
  reported.add(key);
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).trim();
  const report: FrontendFailureReport = {
    part: remote,
    version: release?.version ?? null,
    kind: kindOf(error),
    message: (message || 'No message').slice(0, FRONTEND_FAILURE_MESSAGE_MAX),
    page: routeOf(page).slice(0, FRONTEND_FAILURE_PAGE_MAX),
  };
  fetch(`${apiBaseUrl}/api${FRONTEND_FAILURES_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
    // it still goes out when the traveller reloads at once, as the message asks
    keepalive: true,
  }).catch(() => undefined);
}
