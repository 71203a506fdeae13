/** The admin area's public entry: other areas import only what is here. */
export { composeAdmin } from './compose';
