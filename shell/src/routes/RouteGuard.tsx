import type { Role } from '@jatra/shared';
import { LoadingState } from '@jatra/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { hostToast } from '../host/use-host-api';

export const accessDeniedMessage = (roles: Role[]) =>
  `Access denied. You need ${roles.join(' or ')} role to access this page.`;

function Denied({ roles }: { roles: Role[] }) {
  useEffect(() => hostToast.error(accessDeniedMessage(roles)), [roles]);
  return <Navigate to="/" replace />;
}

/**
 * Keeps role-restricted remotes (and their code) away from users without the role.
 * Sign-in-only routes are declared in the route table and enforced once sign-in exists.
 */
export function RouteGuard({ roles, children }: { roles?: Role[]; children: ReactNode }) {
  const { user, loading } = useAuthStore();
  if (loading) return <LoadingState label="Checking your session" />;
  if (roles && (!user || !roles.includes(user.role))) return <Denied roles={roles} />;
  return <>{children}</>;
}
