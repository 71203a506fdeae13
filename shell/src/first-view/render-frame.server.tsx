/**
 * The frame of the shell's page drawn on the server (navbar, footer, as a visitor sees them) around a remote's
 * first view, for the page the shell's server sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LOCALE, type Locale } from '@jatra/shared/i18n';
import { LocaleProviders, loadEveryLocale, loadLocale } from '@jatra/shared/ui';
import { compileCataloguesAtRuntime } from '@jatra/shared/i18n-server';
import { shellI18n } from '../i18n';
import { AppFrame } from '../layout';

const PAGE_SLOT = '<template data-page-slot=""></template>';

compileCataloguesAtRuntime();
void loadEveryLocale(shellI18n);

export async function renderFrame(address: string, pageHtml: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  await loadLocale(locale, shellI18n);
  const frame = renderToString(
    // an empty cache: what the frame fetches (the support contact) shows its defaults, as on a first load
    <QueryClientProvider client={new QueryClient()}>
      <LocaleProviders locale={locale} i18n={shellI18n}>
        <StaticRouter location={address}>
          <AppFrame>
            <template data-page-slot="" />
          </AppFrame>
        </StaticRouter>
      </LocaleProviders>
    </QueryClientProvider>,
  );
  return frame.replace(PAGE_SLOT, () => pageHtml);
}
