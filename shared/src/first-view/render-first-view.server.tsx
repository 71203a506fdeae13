/**
 * A remote's server side of the first view (`@jatra/shared/first-view-server`, bundled into the remote's
 * server module only): the page for an address drawn as a visitor sees it, on the API answers its prefetch
 * fetched, with the query cache it was drawn from.
 */
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { HostApi } from '../host/host-api';
import { matchRemotePage, type RemotePage } from '../routing/remote-pages';
import { HostProvider } from '../ui/host/host-context';
import { AssumedViewportWidth } from '../ui/media-query/use-media-query';
import type { RemotePageComponent } from '../ui/host/RemotePages';
import { compileCataloguesAtRuntime } from '../i18n/compile-at-runtime';
import { LocaleProviders, loadEveryLocale, loadLocale, type RemoteI18n } from '../ui/i18n/locale-providers';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { visitorHost, type RenderFirstView } from './first-view';

export interface PrefetchContext {
  client: QueryClient;
  host: HostApi;
  url: URL;
  params: Record<string, string | undefined>;
  signal: AbortSignal;
}

export interface FirstViewPage {
  Page: RemotePageComponent;
  /** Fills the cache with what the page asks for first at this address, under the keys the page reads. */
  prefetch?: (context: PrefetchContext) => Promise<void>;
}

/** `i18n`: the remote's messages; the page is drawn in the language the shell's server asks for. */
export function firstViewRenderer(
  pages: readonly RemotePage<FirstViewPage>[],
  options: { i18n?: RemoteI18n } = {},
): RenderFirstView {
  compileCataloguesAtRuntime();
  void loadEveryLocale(options.i18n);
  return async (address, { apiBaseUrl, signal, viewportWidth, locale = DEFAULT_LOCALE }) => {
    const url = new URL(address, 'http://first-view.invalid');
    const match = matchRemotePage(pages, url.pathname);
    if (!match) return null;
    // a failed request is left to the browser, which asks again with its retries
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const host = visitorHost(apiBaseUrl, locale);
    await Promise.all([
      match.page.prefetch?.({ client, host, url, params: match.params, signal }),
      loadLocale(locale, options.i18n),
    ]);
    const { Page } = match.page;
    const html = renderToString(
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AssumedViewportWidth value={viewportWidth}>
          <HostProvider host={host}>
            <LocaleProviders locale={locale} i18n={options.i18n}>
              <QueryClientProvider client={client}>
                <Page params={match.params} />
              </QueryClientProvider>
            </LocaleProviders>
          </HostProvider>
        </AssumedViewportWidth>
      </StaticRouter>,
    );
    return { html, state: dehydrate(client) };
  };
}
