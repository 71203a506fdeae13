import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { matchRemotePage, type RemotePage } from '../routing/remote-pages';
import type { RemotePageComponent } from '../ui/host/RemotePages';
import { loadLocale, type RemoteI18n } from '../ui/i18n/locale-providers';
import { DEFAULT_LOCALE } from '../i18n/locales';
import type { PrepareFirstView } from './first-view';

export type PreloadablePage = RemotePageComponent & { preload(): Promise<unknown> };

/**
 * A page loaded when first shown, like `React.lazy`, that can also be loaded beforehand: one loaded before
 * its first render draws at once, without a moment of its Suspense fallback, so it can replace the server's
 * markup of the same page in one step.
 */
export function lazyPage(load: () => Promise<RemotePageComponent>): PreloadablePage {
  let loaded: RemotePageComponent | undefined;
  let loading: Promise<RemotePageComponent> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed load is not kept: the next try asks the server again
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: { params: Record<string, string | undefined> }) {
    // chosen once per mount, so the page is never swapped (and its state lost) when the load ends
    const [Component] = useState<RemotePageComponent>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

/**
 * The exposed App's `prepareFirstView`: the answers the page was drawn with (by the server, or kept on the device
 * with a saved page) into the query cache, the address's page and the language's words loaded.
 */
export function firstViewPreparer(
  client: QueryClient,
  pages: readonly RemotePage<RemotePageComponent & Partial<Pick<PreloadablePage, 'preload'>>>[],
  i18n?: RemoteI18n,
): PrepareFirstView {
  return async (address, state, locale = DEFAULT_LOCALE) => {
    hydrate(client, state as DehydratedState);
    const { pathname } = new URL(address, 'http://first-view.invalid');
    // a remote whose pages all come with its App has none to load
    await Promise.all([matchRemotePage(pages, pathname)?.page.preload?.(), loadLocale(locale, i18n)]);
  };
}
