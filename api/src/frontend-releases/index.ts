/** The frontend releases area's public entry: other areas import only what is here. */
export type { FrontendReleasesService, LiveFrontends } from './frontend-releases.service';
export { composeFrontendReleases } from './compose';
