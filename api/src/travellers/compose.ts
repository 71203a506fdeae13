import type { Kernel } from '../area';
import type { Access } from '../auth';
import { createTravellersRepository } from './travellers.repository';
import { travellersRoutes } from './travellers.routes';
import { createTravellersService } from './travellers.service';

/** A user's saved travellers. */
export function composeTravellers({ db, logger, now }: Kernel, deps: { access: Access }) {
  const travellers = createTravellersService({ repository: createTravellersRepository(db), logger, now });
  return { services: { travellers }, routers: { travellers: travellersRoutes(travellers, deps.access) } };
}
