import { isRemoteName, pageRoutes, type PageRoute, type RemoteName } from '@jatra/shared';

export interface RemoteRoute extends Omit<PageRoute, 'remote' | 'link'> {
  remote: RemoteName;
}

const { link: _link, ...adminOverview } = pageRoutes.adminOverview;

/**
 * Which remote draws which route, from the page catalogue. The admin area is one route, so the admin remote
 * (fetched for admins only) draws its own pages, and its placeholder for an address it does not know.
 */
export const REMOTE_ROUTES: RemoteRoute[] = [
  ...Object.values(pageRoutes).flatMap(({ link: _link, remote, ...route }) =>
    isRemoteName(remote) && remote !== 'admin' ? [{ ...route, remote }] : [],
  ),
  { ...adminOverview, path: `${adminOverview.path}/*`, remote: 'admin' },
];
