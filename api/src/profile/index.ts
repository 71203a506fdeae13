/** The profile area's public entry: other areas import only what is here. */
export { composeProfile } from './compose';
