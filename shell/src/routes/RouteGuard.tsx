import { AUTH_UI_MESSAGES, pageRoutes, type Access, type DeniedAction, type Role, sayRule } from '@jatra/shared';
import { LoadingState } from '@jatra/shared/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '../auth';
import { shellI18n, useShellI18n } from '../i18n';
import { hostToast } from '../toast';

/**
 * The toast of a page the user's role may not open, in the page's language (English by default). Every route names
 * one role; were there more, they would be named as they are in the code, joined by ' or '.
 */
export const accessDeniedMessage = (roles: Role[], t = shellI18n.catalogues.english.t) =>
  t('route.accessDenied', { role: roles.join(' or ') });

function Denied({ roles }: { roles: Role[] }) {
  const { t } = useShellI18n();
  useEffect(() => {
    hostToast.error(accessDeniedMessage(roles, t));
    hostToast.error(sayRule(AUTH_UI_MESSAGES.insufficientPermissions));
  }, [roles, t]);
  return <Navigate to="/" replace />;
}

/**
 * The admin area's rule: a signed-in user without the role is signed out and sent to sign in. Once
 * the sign-out lands the guard sees a visitor and sends them on with the requested page, so where they end up
 * never depends on which of the two happens first.
 */
function SignedOutDenied() {
  const { t } = useShellI18n();
  const signOut = useAuthStore((state) => state.signOut);
  // once, though StrictMode runs the effect twice
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    hostToast.error(sayRule(AUTH_UI_MESSAGES.adminOnly));
    void signOut();
  }, [signOut]);
  return <LoadingState label={t('route.signingOut')} />;
}

/** `/auth?redirect=/booking/7?date=…`: where to come back after signing in. */
export const signInLocation = (signInPath: string, requested: string) =>
  `${signInPath}?redirect=${encodeURIComponent(requested)}`;

/**
 * Guest-only pages send visitors who were already signed in when they arrived to `/`.
 * Signing in on the page itself does not count: the page finishes its steps and redirects.
 */
function GuestOnly({ children }: { children: ReactNode }) {
  const { t } = useShellI18n();
  const { user, loading } = useAuthStore();
  const [arrival, setArrival] = useState<'pending' | 'guest' | 'member'>('pending');
  if (arrival === 'pending' && !loading) setArrival(user ? 'member' : 'guest');
  if (arrival === 'pending') return <LoadingState label={t('admin.checking')} />;
  if (arrival === 'member') return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * Keeps sign-in-only pages from visitors (sent to sign in, carrying the requested location),
 * guest-only pages from signed-in users, and role-restricted remotes (and their code) from
 * users without the role (sent home, or signed out and sent to sign in: `deniedAction`).
 */
export function RouteGuard({
  access = 'open',
  roles,
  signInPath = pageRoutes.auth.path,
  deniedAction = 'go-home',
  children,
}: {
  access?: Access;
  roles?: Role[];
  signInPath?: string;
  deniedAction?: DeniedAction;
  children: ReactNode;
}) {
  const { t } = useShellI18n();
  const { user, loading } = useAuthStore();
  const location = useLocation();
  if (access === 'guest-only') return <GuestOnly>{children}</GuestOnly>;
  if (loading) return <LoadingState label={t('admin.checking')} />;
  if ((access === 'signed-in' || roles) && !user)
    return <Navigate to={signInLocation(signInPath, location.pathname + location.search)} replace />;
  if (roles && (!user || !roles.includes(user.role)))
    return deniedAction === 'sign-out' ? <SignedOutDenied /> : <Denied roles={roles} />;
  return <>{children}</>;
}
