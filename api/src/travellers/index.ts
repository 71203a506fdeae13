/** The travellers area's public entry: other areas import only what is here. */
export { createTravellersRepository } from './travellers.repository';
export { travellersRoutes } from './travellers.routes';
export { createTravellersService } from './travellers.service';
