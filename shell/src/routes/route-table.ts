import type { RemoteName, Role } from '@jatra/shared';

export type Access = 'open' | 'signed-in' | 'guest-only';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: Access;
  roles?: Role[];
  /** where a signed-out visitor is sent instead of /auth */
  signInPath?: string;
}

/** Which remote draws which route (architecture page, "Shape"). */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'search', access: 'open' },
  { path: '/search', remote: 'search', access: 'open' },
  { path: '/booking/:id', remote: 'booking', access: 'signed-in' },
  { path: '/payment', remote: 'booking', access: 'signed-in' },
  { path: '/payment/callback', remote: 'booking', access: 'signed-in' },
  { path: '/profile', remote: 'account', access: 'signed-in' },
  { path: '/bookings', remote: 'account', access: 'signed-in' },
  { path: '/booking-details/:pnr', remote: 'account', access: 'signed-in' },
  { path: '/cancellation/:pnr', remote: 'account', access: 'signed-in' },
  { path: '/vendor', remote: 'account', access: 'signed-in', roles: ['vendor'] },
  { path: '/admin/*', remote: 'admin', access: 'signed-in', roles: ['admin'], signInPath: '/admin/login' },
];
