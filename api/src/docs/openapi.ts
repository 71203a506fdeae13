import { apiErrorBodySchema, COMPANY } from '@jatra/shared';
import { z } from 'zod';
import type { AccessLevel, AccessRule, RouteAccess } from '../auth';
import { API_AREAS, type DeclaredRoute } from '../http/route';

type JsonSchema = Record<string, unknown>;

/** The parts of an OpenAPI 3.1 operation the page reads back. */
export interface Operation {
  tags: [string];
  summary: string;
  description: string;
  'x-access': AccessLevel;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string }
  >;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  /** the areas, in the order of API_AREAS */
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> }>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

/** `/availability/:id.json` → `/api/availability/{id}.json`. */
export const openApiPath = (routerPath: string) => `/api${routerPath.replace(/:(\w+)/g, '{$1}')}`;

const WHO: Record<AccessLevel, string> = {
  anyone: 'anyone',
  'signed-in': 'a signed-in user',
  owner: 'the user it belongs to, or an admin (anyone else is told it is not found)',
  vendor: 'a vendor or an admin',
  admin: 'an admin',
  gateway: "PhonePe's server only, proved by the webhook's Authorization header; no user token is read",
};

/** Who may call a route, from the rule its `access(...)` enforces. */
function whoMayCall(rule: AccessRule): string {
  return rule.raise ? `${WHO[rule.level]}; ${rule.raise.description}` : WHO[rule.level];
}

/** Requests are documented as a caller writes them (`input`), answers as the API sends them (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // transforms and refinements have no JSON Schema form: the part before them is what the caller sees
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): NonNullable<Operation['parameters']> {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

const ERRORS = {
  BadRequest: errorResponse('The request is not valid (`bad_request`); the message says why'),
  Unauthorized: errorResponse('No valid credentials: a missing, forged or expired token (`unauthorized`)'),
  Forbidden: errorResponse("The caller's role may not do this, or the account is suspended (`forbidden`)"),
  NotFound: errorResponse('No such resource, or not the caller’s (`not_found`)'),
  Error: errorResponse('Any other failure (rate limited, provider down, ...), in the same shape'),
};

function operation(path: string, rule: AccessRule, route: DeclaredRoute): Operation {
  const { answer } = route;
  const bearer: Record<string, string[]> = { bearer: [] };
  // on an open route a token is optional, but checked when sent
  const security =
    rule.level === 'gateway' ? [{ phonePeWebhook: [] }] : rule.level === 'anyone' ? [{}, bearer] : [bearer];
  const params = [...parameters(route.params, 'path'), ...parameters(route.query, 'query')];
  const body = route.body ?? route.documentedBody;
  const content =
    answer.status >= 400
      ? errorResponse(answer.description).content
      : {
          [answer.type ?? 'application/json']: answer.type
            ? { schema: { type: 'string' } }
            : answer.schema
              ? { schema: jsonSchema(answer.schema, 'output') }
              : {},
        };
  const responses: Operation['responses'] = {
    [answer.status]: { description: answer.description, content },
    400: { $ref: '#/components/responses/BadRequest' },
    401: { $ref: '#/components/responses/Unauthorized' },
  };
  if (rule.level !== 'gateway') responses[403] = { $ref: '#/components/responses/Forbidden' };
  if (rule.level === 'owner' || path.includes(':')) responses[404] = { $ref: '#/components/responses/NotFound' };
  responses.default = { $ref: '#/components/responses/Error' };
  return {
    tags: [route.area],
    summary: route.summary,
    description: `Who may call: ${whoMayCall(rule)}.`,
    'x-access': rule.level,
    security,
    ...(params.length ? { parameters: params } : {}),
    ...(body
      ? {
          requestBody: {
            required: !(body instanceof z.ZodOptional),
            content: { 'application/json': { schema: jsonSchema(body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/**
 * The OpenAPI 3.1 document of the routes the `/api` router registered, each described by the declaration it
 * was mounted from (`mountRoutes`) and guarded as that declaration's access says. A route mounted by hand,
 * without one, cannot be documented: it fails here, and in docs.api.test.ts before it could ship.
 */
export function buildOpenApi(registered: RouteAccess[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const { method, path, rule, declaration } of registered) {
    if (!declaration || !rule) throw new Error(`${method} ${path} was not mounted from a declaration`);
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation(path, rule, declaration);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${COMPANY.brand} API`,
      version: '1',
      description:
        'Bus tickets in Assam. Every answer is JSON; every refusal is `{ "error": { "code", "message" } }`. ' +
        'Sign in at `/auth/v1` (GoTrue-compatible) and send the access token as `Authorization: Bearer <token>`.',
    },
    tags: API_AREAS.map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output') },
      responses: ERRORS,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "The access token `/auth/v1` issues (e-mail code, Google, or the admin's password)",
        },
        phonePeWebhook: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'Lowercase hex SHA-256 of the webhook `username:password` set on the PhonePe dashboard',
        },
      },
    },
  };
}
