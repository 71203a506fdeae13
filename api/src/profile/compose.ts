import type { Kernel } from '../area';
import type { Access, IdentitiesRepository } from '../auth';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

/** The signed-in user's name and contact details, kept on their identity. */
export function composeProfile({ logger, now }: Kernel, deps: { identities: IdentitiesRepository; access: Access }) {
  const profile = createProfileService({ store: deps.identities, logger, now });
  return { services: { profile }, routers: { profile: profileRoutes(profile, deps.access) } };
}
