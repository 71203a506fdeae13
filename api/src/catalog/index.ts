/** The catalog area's public entry: other areas import only what is here. */
export { createCatalogRepository } from './catalog.repository';
export { catalogRoutes } from './catalog.routes';
export { operators } from './catalog.schema';
export { createCatalogService } from './catalog.service';
