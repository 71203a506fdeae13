import { pageRoutes } from '@jatra/shared';
import type { LazyPage } from '@jatra/shared/page-assets';

/**
 * The search remote's pages: the path each draws, its module, and the API requests it makes first (as
 * templates, `{name}` from the address; pages.test.ts holds them to the API calls' own URLs). App.tsx loads each
 * page lazily; the build lists each one's files (vite.config.ts) so the shell's server can have the browser
 * fetch them, and those requests, early.
 */
export const SEARCH_PAGES = {
  home: { path: pageRoutes.home.path, module: './src/home/HomePage.tsx' },
  results: {
    path: pageRoutes.search.path,
    module: './src/search-results/SearchPage.tsx',
    data: [
      '/api/cities/{source}',
      '/api/cities/{destination}',
      '/api/search?source={source}&destination={destination}&date={date}',
    ],
  },
} as const satisfies Record<string, LazyPage>;
