import type { Request, RequestHandler } from 'express';

/**
 * Who may call an `/api` route. `gateway`: only an outside system that proves itself by its own signature
 * (the payment gateway's webhook); no user token is read there.
 */
export type AccessLevel = 'anyone' | 'signed-in' | 'owner' | 'vendor' | 'admin' | 'gateway';

/** The owner of the resource a request names (undefined: no such resource, answered 404). */
export type OwnerOf = (req: Request) => Promise<string | undefined> | string | undefined;

export interface AccessRule {
  level: AccessLevel;
  /** A stricter level for some requests (e.g. `?refresh=true` → admin). */
  raise?: { when: (req: Request) => boolean; to: AccessLevel; description: string };
  ownerOf?: OwnerOf;
  /** For `gateway`: whether the request carries the outside system's proof. */
  verify?: (req: Request) => boolean;
}

/** The middleware that enforces a rule; the auth area builds it, routes only name the rule. */
export type AccessGuard = (level: AccessLevel, options?: Omit<AccessRule, 'level'>) => RequestHandler;
