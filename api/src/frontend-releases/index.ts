/** The frontend releases area's public entry: other areas import only what is here. */
export { composeFrontendReleases } from './compose';
