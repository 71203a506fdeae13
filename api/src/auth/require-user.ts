import type { AccessTokenClaims } from './tokens';

export interface RequestUser {
  id: string;
  email: string | null;
  phone: string | null;
  fullName: string | null;
  role: 'user' | 'vendor' | 'admin';
  status: 'active' | 'suspended' | 'inactive';
  sessionId: string;
  claims: AccessTokenClaims;
}

/** The signed-in user `access(...)` put on the response. */
export function currentUser(res: { locals: Record<string, unknown> }): RequestUser | undefined {
  return res.locals.user as RequestUser | undefined;
}
