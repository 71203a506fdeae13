/**
 * The search remote's server side: Home and the results of a route, drawn on the remote's origin for the
 * shell's server (see `@jatra/shared/first-view`). Built into dist-server/, never sent to a browser.
 */
import { searchQuerySchema } from '@jatra/shared';
import { firstViewRenderer } from '@jatra/shared/first-view-server';
import { cityByIdKey, getCity } from './cities';
import { searchI18n } from './i18n';
import { HomePage } from './home/HomePage';
import { SEARCH_PAGES } from './pages';
import { searchBuses } from './search-results/search-api';
import { SearchPage } from './search-results/SearchPage';
import { busSearchKey } from './search-results/use-bus-search';

export const renderFirstView = firstViewRenderer(
  [
    { path: SEARCH_PAGES.home.path, page: { Page: HomePage } },
    {
      path: SEARCH_PAGES.results.path,
      page: {
        Page: SearchPage,
        // the page's own requests, as it makes them once the URL's cities are known
        async prefetch({ client, host, url, signal }) {
          const parsed = searchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
          if (!parsed.success) return;
          const query = parsed.data;
          const cities = [query.source, query.destination].map((id) =>
            client.prefetchQuery({ queryKey: cityByIdKey(id), queryFn: () => getCity(host, id, signal) }),
          );
          const buses = client.prefetchQuery({
            queryKey: busSearchKey(query),
            queryFn: () => searchBuses(host, query, signal),
          });
          await Promise.all([...cities, buses]);
        },
      },
    },
  ],
  { i18n: searchI18n },
);
