/** The search area's public entry: other areas import only what is here. */
export { createTtlCache, jsonBytes } from './search-cache';
export { ENRICHMENT_CONCURRENCY, createSearchService } from './search.service';
export { composeSearch } from './compose';
