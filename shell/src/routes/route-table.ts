import { PARTNER_PATH, type RemoteName, type Role } from '@jatra/shared';

export type Access = 'open' | 'signed-in' | 'guest-only';

/** What happens to a signed-in user without the role: sent home, or signed out and sent to `signInPath`. */
export type DeniedAction = 'go-home' | 'sign-out';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  access: Access;
  roles?: Role[];
  /** where a signed-out visitor is sent instead of /auth */
  signInPath?: string;
  /** 'go-home' unless said */
  deniedAction?: DeniedAction;
}

/** Which remote draws which route (architecture page, "Shape"). */
export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'search', access: 'open' },
  { path: '/search', remote: 'search', access: 'open' },
  // anonymous visitors may view seats; the booking page asks for sign-in at CONTINUE
  { path: '/booking/:id', remote: 'booking', access: 'open' },
  { path: '/payment', remote: 'booking', access: 'signed-in' },
  { path: '/payment/callback', remote: 'booking', access: 'signed-in' },
  { path: '/profile', remote: 'account', access: 'signed-in' },
  { path: '/bookings', remote: 'account', access: 'signed-in' },
  { path: '/booking-details/:pnr', remote: 'account', access: 'signed-in' },
  { path: '/cancellation/:pnr', remote: 'account', access: 'signed-in' },
  { path: '/vendor', remote: 'account', access: 'signed-in', roles: ['vendor'] },
  // open: a visitor reads what partnering means before signing in to apply
  { path: PARTNER_PATH, remote: 'account', access: 'open' },
  // Anyone but an admin is signed out and sent to the admin sign-in
  {
    path: '/admin/*',
    remote: 'admin',
    access: 'signed-in',
    roles: ['admin'],
    signInPath: '/admin/login',
    deniedAction: 'sign-out',
  },
];
