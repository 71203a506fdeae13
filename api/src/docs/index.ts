/** The docs area's public entry: other areas import only what is here. */
export { docsRoutes } from './docs.routes';
