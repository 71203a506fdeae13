/** The cities area's public entry: other areas import only what is here. */
export { createCitiesRepository } from './cities.repository';
export { createCitiesService } from './cities.service';
export type { CitiesService } from './cities.service';
export { composeCities } from './compose';
