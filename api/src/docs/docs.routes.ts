import { Router } from 'express';
import type { Access, RouteAccess } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import { renderDocsPage } from './docs-page';
import { buildOpenApi } from './openapi';

/** The document changes only with a new build: browsers may keep it a while. */
const BROWSER_CACHE = 'public, max-age=300';

/**
 * `/api/docs.json` (OpenAPI 3.1) and `/api/docs` (the same, as a page). `registered` lists the `/api` router's
 * routes; it is read at the first request, once every router is mounted, and the answers are built once.
 */
export function docsRoutes(registered: () => RouteAccess[], access: Access): Router {
  let built: { json: string; html: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApi(registered());
      built = { json: JSON.stringify(document), html: renderDocsPage(document) };
    }
    return built;
  };

  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /docs.json',
      area: 'Service',
      summary: 'This document, as OpenAPI 3.1 JSON',
      access: 'anyone',
      answer: ok(undefined, 'The OpenAPI document'),
      handler: (_input, _req, res) => {
        res.set('Cache-Control', BROWSER_CACHE).type('json').send(docs().json);
      },
    }),
    defineRoute({
      route: 'GET /docs',
      area: 'Service',
      summary: 'This document, as a page to read',
      access: 'anyone',
      answer: { status: 200, description: 'The routes, grouped by area', type: 'text/html' },
      handler: (_input, _req, res) => {
        res.set('Cache-Control', BROWSER_CACHE).type('html').send(docs().html);
      },
    }),
  ]);
}
