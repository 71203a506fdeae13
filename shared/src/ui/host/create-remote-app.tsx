import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '../../federation/shared-singletons';
import { firstViewPreparer, type PreloadablePage } from '../../first-view/prepare-first-view';
import { localeOf, type RemoteApp, type RemoteAppProps } from '../../host/host-api';
import { LocaleProviders, type RemoteI18n } from '../i18n/locale-providers';
import type { PageRoute } from '../../routing/page-routes';
import { LoadingPage } from '../states/LoadingPage';
import { HostProvider } from './host-context';
import { RemotePages, type RemotePageComponent } from './RemotePages';

/** One of a remote's pages: its route in the catalogue (a page of another remote is a type error) and what draws it. */
export interface RemotePageEntry<N extends RemoteName, P extends RemotePageComponent = RemotePageComponent> {
  route: PageRoute<string, N>;
  page: P;
}

interface RemoteAppOptions<N extends RemoteName> {
  name: N;
  /** how long an answer is fresh for this remote's pages; 30 seconds unless said */
  staleTime?: number;
  /** around every page of the remote (the admin area's menu) */
  Layout?: ComponentType<{ children: ReactNode }>;
  /** the remote's own messages (`createI18n`); its pages then read the host's language */
  i18n?: RemoteI18n;
}

const DEFAULT_STALE_TIME_MS = 30_000;

function remoteApp<N extends RemoteName, P extends RemotePageComponent>(
  options: RemoteAppOptions<N>,
  pages: readonly RemotePageEntry<N, P>[],
  lazyPages: boolean,
) {
  const { name, staleTime = DEFAULT_STALE_TIME_MS, Layout = ({ children }) => children, i18n } = options;
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime } } });
  const list = pages.map(({ route, page }) => ({ path: route.path, page }));
  const drawn = <RemotePages remote={name} pages={list} />;
  function App({ host }: RemoteAppProps) {
    return (
      <HostProvider host={host}>
        <LocaleProviders locale={localeOf(host)} i18n={i18n}>
          <QueryClientProvider client={client}>
            <Layout>{lazyPages ? <Suspense fallback={<LoadingPage />}>{drawn}</Suspense> : drawn}</Layout>
          </QueryClientProvider>
        </LocaleProviders>
      </HostProvider>
    );
  }
  return { App, client, list };
}

/**
 * A remote's exposed `./App`: its own query client, the shell's services, and the page for the address; its
 * `prepareFirstView` readies a page drawn before the code ran (a ticket page kept on the device, with its answers).
 */
export function createRemoteApp<N extends RemoteName>(
  options: RemoteAppOptions<N> & { pages: readonly RemotePageEntry<N>[] },
): RemoteApp {
  const { App, client, list } = remoteApp(options, options.pages, false);
  return Object.assign(App, { prepareFirstView: firstViewPreparer(client, list, options.i18n) });
}

/**
 * The same for a remote whose pages are each their own chunk (`lazyPage`), drawn first on the server: a loading
 * state while a page's code comes, and `prepareFirstView`, which readies the page on the server's answers.
 */
export function createLazyRemoteApp<N extends RemoteName>(
  options: RemoteAppOptions<N> & { pages: readonly RemotePageEntry<N, PreloadablePage>[] },
): RemoteApp {
  const { App, client, list } = remoteApp(options, options.pages, true);
  return Object.assign(App, { prepareFirstView: firstViewPreparer(client, list, options.i18n) });
}
