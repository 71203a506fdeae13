import type { IRouter, Request, RequestHandler } from 'express';
import { AUTH_MESSAGES, MESSAGES } from '@jatra/shared';
import { AppError } from '../http/app-error';
import type { AccessLevel, AccessRule } from '../http/access-rule';
import { declarationOf, type DeclaredRoute } from '../http/route';
import { AuthError } from './auth-error';
import type { Sessions } from './sessions';
import type { RequestUser } from './require-user';

export type { AccessLevel, AccessRule } from '../http/access-rule';

const RULE = Symbol('jatra.access');

type Guard = RequestHandler & { [RULE]?: AccessRule };

/** The rule an `access(...)` middleware enforces, or undefined for any other handler. */
export function accessRuleOf(handler: unknown): AccessRule | undefined {
  return (handler as Guard | undefined)?.[RULE];
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return typeof header === 'string' ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '') : undefined;
}

const rank: Record<RequestUser['role'], number> = { user: 0, vendor: 1, admin: 2 };

/**
 * `access(level)` middleware for `/api` routes, checked from the verified access token and the `users`
 * row. A bearer token is always verified when sent, even on 'anyone' routes: a forged or expired token
 * is 401, a suspended or inactive account 403.
 */
export function createAccess(sessions: Pick<Sessions, 'authenticate'>) {
  async function identify(req: Request): Promise<RequestUser | undefined> {
    const token = bearer(req);
    if (token === undefined) return undefined;
    try {
      const { claims, who } = await sessions.authenticate(token || undefined);
      return {
        id: who.profile.id,
        email: who.profile.email,
        phone: who.profile.phone,
        fullName: who.profile.fullName,
        role: who.profile.role,
        status: who.profile.status,
        sessionId: claims.session_id,
        claims,
      };
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      if (error.code === 'user_banned') throw new AppError(403, 'forbidden', AUTH_MESSAGES.userBanned);
      throw new AppError(401, 'unauthorized', error.message);
    }
  }

  function access(level: AccessLevel, options: Omit<AccessRule, 'level'> = {}): RequestHandler {
    const rule: AccessRule = { level, ...options };
    if (level === 'owner' && !rule.ownerOf) throw new Error("access('owner') needs ownerOf");
    if (level === 'gateway' && !rule.verify) throw new Error("access('gateway') needs verify");
    const guard: Guard = async (req, res, next) => {
      if (level === 'gateway') {
        if (!rule.verify!(req)) throw new AppError(401, 'unauthorized', MESSAGES.invalidRequest);
        return next();
      }
      const user = await identify(req);
      if (user) res.locals.user = user;
      const needed = rule.raise?.when(req) ? rule.raise.to : level;
      if (needed === 'anyone') return next();
      if (!user) throw new AppError(401, 'unauthorized', AUTH_MESSAGES.noAuthorization);
      if (needed === 'signed-in') return next();
      if (needed === 'admin' && user.role !== 'admin') throw new AppError(403, 'forbidden', MESSAGES.invalidRequest);
      if (needed === 'vendor' && rank[user.role] < rank.vendor) {
        throw new AppError(403, 'forbidden', MESSAGES.invalidRequest);
      }
      if (needed === 'owner' && user.role !== 'admin') {
        const owner = await rule.ownerOf!(req);
        // someone else's resource answers like a missing one
        if (owner !== user.id) throw new AppError(404, 'not_found', MESSAGES.invalidRequest);
      }
      next();
    };
    guard[RULE] = rule;
    return guard;
  }

  return access;
}

export type Access = ReturnType<typeof createAccess>;

export interface RouteAccess {
  method: string;
  path: string;
  rule: AccessRule | undefined;
  /** what the route was mounted from (`mountRoutes`): its schemas, answer and description */
  declaration: DeclaredRoute | undefined;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
  name?: string;
}

/**
 * Every route declared under a router (routers mounted with `use(router)` at its root), each with the
 * access rule of its first handler and the declaration it was mounted from — undefined when it has none.
 */
export function listRoutes(router: IRouter): RouteAccess[] {
  const routes: RouteAccess[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const first = layer.route.stack[0]?.handle;
        const rule = accessRuleOf(first);
        const declaration = declarationOf(first);
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m])) {
          for (const path of paths) routes.push({ method: method.toUpperCase(), path, rule, declaration });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return routes;
}
