import { pageRoutes } from '@jatra/shared';
import { lazyPage } from '@jatra/shared/first-view';
import { createLazyRemoteApp } from '@jatra/shared/ui';

/** The search remote's exposed `./App`: the home page and the search results. */
export default createLazyRemoteApp({
  name: 'search',
  staleTime: 5 * 60_000,
  // each page is its own chunk: Home does not wait for the results page, nor the results page for Home
  pages: [
    { route: pageRoutes.home, page: lazyPage(() => import('./home/HomePage').then((module) => module.HomePage)) },
    {
      route: pageRoutes.search,
      page: lazyPage(() => import('./search-results/SearchPage').then((module) => module.SearchPage)),
    },
  ],
});
