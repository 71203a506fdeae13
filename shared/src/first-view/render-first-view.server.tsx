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

export function firstViewRenderer(pages: readonly RemotePage<FirstViewPage>[]): RenderFirstView {
  return async (address, { apiBaseUrl, signal, viewportWidth }) => {
    const url = new URL(address, 'http://first-view.invalid');
    const match = matchRemotePage(pages, url.pathname);
    if (!match) return null;
    // a failed request is left to the browser, which asks again with its retries
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const host = visitorHost(apiBaseUrl);
    await match.page.prefetch?.({ client, host, url, params: match.params, signal });
    const { Page } = match.page;
    const html = renderToString(
      <StaticRouter location={`${url.pathname}${url.search}`}>
        <AssumedViewportWidth value={viewportWidth}>
          <HostProvider host={host}>
            <QueryClientProvider client={client}>
              <Page params={match.params} />
            </QueryClientProvider>
          </HostProvider>
        </AssumedViewportWidth>
      </StaticRouter>,
    );
    return { html, state: dehydrate(client) };
  };
}
