import { Router } from 'express';
import type { Access, RouteAccess } from '../auth';
import { API_CONTRACT } from './api-contract';
import { renderDocsPage } from './docs-page';
import { buildOpenApi } from './openapi';

/** The document changes only with a new build: browsers may keep it a while. */
const BROWSER_CACHE = 'public, max-age=300';

/**
 * `/api/docs.json` (OpenAPI 3.1) and `/api/docs` (the same, as a page). `registered` lists the `/api` router's
 * routes; it is read at the first request, once every router is mounted, and the answers are built once.
 */
export function docsRoutes(registered: () => RouteAccess[], access: Access): Router {
  const router = Router();
  let built: { json: string; html: string } | undefined;
  const docs = () => {
    if (!built) {
      const document = buildOpenApi(registered(), API_CONTRACT);
      built = { json: JSON.stringify(document), html: renderDocsPage(document) };
    }
    return built;
  };

  router.get('/docs.json', access('anyone'), (_req, res) => {
    res.set('Cache-Control', BROWSER_CACHE).type('json').send(docs().json);
  });

  router.get('/docs', access('anyone'), (_req, res) => {
    res.set('Cache-Control', BROWSER_CACHE).type('html').send(docs().html);
  });

  return router;
}
