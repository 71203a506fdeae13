/** The catalog area's public entry: other areas import only what is here. */
export { createCatalogRepository } from './catalog.repository';
export { operators } from './catalog.schema';
export { composeCatalog } from './compose';
