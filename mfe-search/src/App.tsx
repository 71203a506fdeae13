import { pageRoutes } from '@jatra/shared';
import { lazyPage } from '@jatra/shared/first-view';
import { createLazyRemoteApp } from '@jatra/shared/ui';
import { searchI18n } from './i18n';

/** The search remote's exposed `./App`: the home page and the search results. */
export default createLazyRemoteApp({
  name: 'search',
  staleTime: 5 * 60_000,
  i18n: searchI18n,
  // each page is its own chunk: Home does not wait for the results page, nor the results page for Home
  pages: [
    { route: pageRoutes.home, page: lazyPage(() => import('./home/HomePage').then((module) => module.HomePage)) },
    {
      route: pageRoutes.search,
      page: lazyPage(() => import('./search-results/SearchPage').then((module) => module.SearchPage)),
    },
  ],
});
