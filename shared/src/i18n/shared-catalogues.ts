/**
 * The words of @jatra/shared's own components (states, dialogs, the seat map, the date picker) and of the API's
 * messages, in every frontend and server that uses them. Each frontend bundles its own copy, like the rest of
 * @jatra/shared.
 */
import { defineCatalogues } from './catalogues';
import english from './messages/en.json' with { type: 'json' };

export type SharedMessageId = keyof typeof english;

export const sharedCatalogues = defineCatalogues<SharedMessageId>(english, {
  as: () => import('./messages/as.json', { with: { type: 'json' } }),
  bn: () => import('./messages/bn.json', { with: { type: 'json' } }),
  hi: () => import('./messages/hi.json', { with: { type: 'json' } }),
});
