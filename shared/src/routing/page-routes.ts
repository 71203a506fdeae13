/**
 * Every page of the product, once: its path, who draws it (the shell or a remote), who may open it, and a link
 * builder whose parameters come from the path, so a page named wrong or a parameter left out is a type error.
 * The shell's route table and server and each remote's page list read it; no React here, the API reads it too.
 */
import type { RemoteName } from '../federation/shared-singletons';
import type { Role } from '../host/host-api';

export type Access = 'open' | 'signed-in' | 'guest-only';

/** What happens to a signed-in user without the role: sent home, or signed out and sent to `signInPath`. */
export type DeniedAction = 'go-home' | 'sign-out';

export type PageOwner = RemoteName | 'shell';

type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The query of a link: keys whose value is undefined are left out. */
type LinkQuery = Record<string, string | undefined> | URLSearchParams;
type LinkArgs<P extends string> = [ParamName<P>] extends [never]
  ? [query?: LinkQuery]
  : [params: Record<ParamName<P>, string | number>, query?: LinkQuery];

interface PageRule {
  access: Access;
  roles?: Role[];
  /** where a signed-out visitor is sent instead of /auth */
  signInPath?: string;
  /** 'go-home' unless said */
  deniedAction?: DeniedAction;
}

export interface PageRoute<P extends string = string, O extends PageOwner = PageOwner> extends PageRule {
  path: P;
  remote: O;
  link(...args: LinkArgs<P>): string;
}

function queryOf(query: LinkQuery | undefined): string {
  if (!query) return '';
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function page<const P extends string, const O extends PageOwner>(path: P, remote: O, rule: PageRule): PageRoute<P, O> {
  const link = (...args: unknown[]) => {
    const named = path.includes(':');
    const params = (named ? args[0] : {}) as Record<string, string | number>;
    const query = (named ? args[1] : args[0]) as LinkQuery | undefined;
    const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
    return `${filled}${queryOf(query)}`;
  };
  return { path, remote, ...rule, link: link as PageRoute<P, O>['link'] };
}

const OPEN: PageRule = { access: 'open' };
const SIGNED_IN: PageRule = { access: 'signed-in' };
const ADMIN_LOGIN = '/admin/login';
// anyone but an admin is signed out and sent to the admin sign-in
const ADMIN: PageRule = { access: 'signed-in', roles: ['admin'], signInPath: ADMIN_LOGIN, deniedAction: 'sign-out' };

export const pageRoutes = {
  home: page('/', 'search', OPEN),
  search: page('/search', 'search', OPEN),
  // anonymous visitors may view seats; the booking page asks for sign-in at CONTINUE
  booking: page('/booking/:id', 'booking', OPEN),
  payment: page('/payment', 'booking', SIGNED_IN),
  paymentCallback: page('/payment/callback', 'booking', SIGNED_IN),
  profile: page('/profile', 'account', SIGNED_IN),
  bookings: page('/bookings', 'account', SIGNED_IN),
  ticket: page('/booking-details/:pnr', 'account', SIGNED_IN),
  cancellation: page('/cancellation/:pnr', 'account', SIGNED_IN),
  reschedule: page('/reschedule/:pnr', 'account', SIGNED_IN),
  vendor: page('/vendor', 'account', { access: 'signed-in', roles: ['vendor'] }),
  // open: a visitor reads what partnering means before signing in to apply
  partner: page('/partner', 'account', OPEN),
  adminOverview: page('/admin', 'admin', ADMIN),
  adminUsers: page('/admin/users', 'admin', ADMIN),
  adminOperators: page('/admin/operators', 'admin', ADMIN),
  adminCities: page('/admin/cities', 'admin', ADMIN),
  adminMasters: page('/admin/masters', 'admin', ADMIN),
  adminSchedules: page('/admin/schedules', 'admin', ADMIN),
  adminTransactions: page('/admin/transactions', 'admin', ADMIN),
  adminBalance: page('/admin/balance', 'admin', ADMIN),
  adminSupport: page('/admin/support', 'admin', ADMIN),
  adminConversation: page('/admin/support/:id', 'admin', ADMIN),
  adminSettings: page('/admin/settings', 'admin', ADMIN),
  adminReleases: page('/admin/releases', 'admin', ADMIN),
  auth: page('/auth', 'shell', { access: 'guest-only' }),
  authCallback: page('/auth/callback', 'shell', OPEN),
  adminLogin: page(ADMIN_LOGIN, 'shell', OPEN),
  about: page('/about', 'shell', OPEN),
  help: page('/help', 'shell', OPEN),
  terms: page('/terms', 'shell', OPEN),
  privacy: page('/privacy', 'shell', OPEN),
} as const;

/** The m-ticket SMS's short link to a ticket, `/t/<PNR>` (docs/sms-wire.md); the shell's server sends it on. */
export const TICKET_SHORT_LINK = '/t/';

/** Where a short ticket link leads (`/t/JT7Q2K` → `/booking-details/JT7Q2K`); undefined for any other path. */
export function shortTicketTarget(pathname: string): string | undefined {
  const pnr = new RegExp(`^${TICKET_SHORT_LINK}([A-Za-z0-9_-]{4,40})$`).exec(pathname)?.[1];
  return pnr ? pageRoutes.ticket.link({ pnr }) : undefined;
}
