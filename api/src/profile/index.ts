/** The profile area's public entry: other areas import only what is here. */
export { profileRoutes } from './profile.routes';
export { createProfileService } from './profile.service';
