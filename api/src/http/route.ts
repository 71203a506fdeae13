import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import type { AccessGuard, AccessLevel, AccessRule } from './access-rule';
import { parseInput, rememberingQueryParser } from './parse-input';

/** The groups of the API's document, in the order its page shows them. */
export const API_AREAS = [
  'Service',
  'Cities',
  'Search and seats',
  'Bookings',
  'Payments',
  'Account',
  'Vendors',
  'Admin',
  'Admin: provider catalog',
  'Admin: provider account',
  'Support chat',
  'Admin: support inbox',
  'Releases',
] as const;
export type ApiArea = (typeof API_AREAS)[number];

/** A route's answer when it succeeds: its status and, where the API has one, the body's zod schema. */
export interface Answer {
  status: number;
  description: string;
  schema?: z.ZodType;
  /** the media type when it is not JSON */
  type?: 'text/html' | 'text/event-stream' | 'application/gzip';
}

export const ok = (schema?: z.ZodType, description = 'Done'): Answer => ({ status: 200, description, schema });
export const created = (schema: z.ZodType, description = 'Created'): Answer => ({ status: 201, description, schema });

const MOUNT = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

type Part = z.ZodType | undefined;
type Parsed<S extends Part> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's handler gets: its path parameters, query and body, each parsed with the route's schema. */
export interface RouteInput<P extends Part, Q extends Part, B extends Part> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

type Owner = Promise<string | undefined> | string | undefined;

/** Who may call: a level, or a rule whose owner is read from the request or from its parsed input. */
export type RouteAccessRule<I> =
  | AccessLevel
  | (Omit<AccessRule, 'ownerOf'> & {
      /** `input()` parses the request (a bad one is a 400 before anyone's ownership is looked at) */
      ownerOf?: (req: Request, input: () => I) => Owner;
    });

/** One `/api` route: how it is called, who may call it, what it takes and answers, and what it does. */
export interface RouteDeclaration<P extends Part, Q extends Part, B extends Part> {
  /** `METHOD /path`, the path under the `/api` mount as Express reads it (route-samples.ts keys its samples so) */
  route: `${keyof typeof MOUNT} /${string}`;
  area: ApiArea;
  summary: string;
  access: RouteAccessRule<RouteInput<P, Q, B>>;
  params?: P;
  query?: Q;
  /** repeated query strings are parsed once, up to this many of them (only for a schema that is a pure function) */
  rememberQueries?: number;
  /** `.optional()` when the request may come without one: it is then read only when it names one of its fields */
  body?: B;
  /** for the document only: the body a route reads itself, its own way (the gateway's webhook) */
  documentedBody?: z.ZodType;
  /** middleware between the access check and the handler (rate limits) */
  use?: RequestHandler[];
  answer: Answer;
  handler: (input: RouteInput<P, Q, B>, req: Request, res: Response) => unknown;
}

/** A declaration with its types erased, as the router and the document read it. */
export interface DeclaredRoute extends Omit<
  RouteDeclaration<Part, Part, Part>,
  'access' | 'handler' | 'params' | 'query' | 'body'
> {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  access: AccessLevel | (Omit<AccessRule, 'ownerOf'> & { ownerOf?(req: Request, input: () => unknown): Owner });
  // a method, so a declaration of any input type is one of these
  handler(input: unknown, req: Request, res: Response): unknown;
}

export const defineRoute = <P extends Part = undefined, Q extends Part = undefined, B extends Part = undefined>(
  route: RouteDeclaration<P, Q, B>,
): DeclaredRoute => route;

/** An optional body is absent unless it names one of its fields with a value. */
function absent(schema: z.ZodType, body: unknown): boolean {
  if (!(schema instanceof z.ZodOptional)) return false;
  const inner = schema.unwrap();
  const fields: string[] = inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
  if (typeof body !== 'object' || body === null) return true;
  return !Object.entries(body).some(([key, value]) => fields.includes(key) && value !== undefined);
}

function inputReader(route: DeclaredRoute) {
  const { params, query, body } = route;
  const readQuery =
    query &&
    (route.rememberQueries
      ? rememberingQueryParser(query, route.rememberQueries)
      : (req: Request) => parseInput(query, req.query));
  return (req: Request) => {
    const sent: unknown = req.body ?? {};
    return {
      params: params && parseInput(params, req.params),
      query: readQuery?.(req),
      body: body && !absent(body, sent) ? parseInput(body, sent) : undefined,
    };
  };
}

const declarations = new WeakMap<object, DeclaredRoute>();

/** The declaration a route's first handler was mounted from, or undefined for a route mounted by hand. */
export function declarationOf(handler: unknown): DeclaredRoute | undefined {
  return typeof handler === 'function' ? declarations.get(handler) : undefined;
}

/**
 * Mounts each route on the router: its access check first (which tells the access table and the document who
 * may call it), then the request parsed once with the route's schemas (a failure is a 400 with the first
 * issue's message), then its handler.
 */
export function mountRoutes(router: Router, access: AccessGuard, routes: DeclaredRoute[]): Router {
  for (const route of routes) {
    const read = inputReader(route);
    const parsed = new WeakMap<Request, unknown>();
    const inputOf = (req: Request) => {
      if (!parsed.has(req)) parsed.set(req, read(req));
      return parsed.get(req);
    };
    const { level, ownerOf, ...rule } = typeof route.access === 'string' ? { level: route.access } : route.access;
    const guard = access(level, {
      ...rule,
      ...(ownerOf ? { ownerOf: (req: Request) => ownerOf(req, () => inputOf(req)) } : {}),
    });
    declarations.set(guard, route);
    const handle: RequestHandler = async (req, res) => {
      await route.handler(inputOf(req), req, res);
    };
    const [method, path] = route.route.split(' ') as [keyof typeof MOUNT, string];
    router[MOUNT[method]](path, guard, ...(route.use ?? []), handle);
  }
  return router;
}
