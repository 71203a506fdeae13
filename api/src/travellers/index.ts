/** The travellers area's public entry: other areas import only what is here. */
export { composeTravellers } from './compose';
