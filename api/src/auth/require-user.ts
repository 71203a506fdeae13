import type { Request, RequestHandler } from 'express';
import { MESSAGES } from '@jatra/shared';
import { AppError } from '../http/app-error';
import { AuthError } from './auth-error';
import type { AuthService } from './auth.service';
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

/** The signed-in user `requireUser` put on the response. */
export function currentUser(res: { locals: Record<string, unknown> }): RequestUser | undefined {
  return res.locals.user as RequestUser | undefined;
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/**
 * For `/api` routes: verifies the bearer access token (signature, expiry, live session) and loads the
 * `users` row; suspended or inactive users are refused. Errors take the `/api` shape (AppError).
 */
export function requireUser(service: AuthService): RequestHandler {
  return async (req, res, next) => {
    try {
      const { claims, who } = await service.authenticate(bearer(req));
      const user: RequestUser = {
        id: who.profile.id,
        email: who.profile.email,
        phone: who.profile.phone,
        fullName: who.profile.fullName,
        role: who.profile.role,
        status: who.profile.status,
        sessionId: claims.session_id,
        claims,
      };
      res.locals.user = user;
      next();
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      if (error.status === 401 || error.code === 'bad_jwt' || error.code === 'session_not_found') {
        throw new AppError(401, 'unauthorized', error.message);
      }
      throw new AppError(403, 'forbidden', error.code === 'user_banned' ? error.message : MESSAGES.invalidRequest);
    }
  };
}
