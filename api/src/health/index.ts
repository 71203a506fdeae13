/** The health area's public entry: other areas import only what is here. */
export { healthRoutes } from './health.routes';
