/**
 * The frame of the shell's page drawn on the server (navbar, footer, as a visitor sees them) around a remote's
 * first view, for the page the shell's server sends.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from '../layout';

const PAGE_SLOT = '<template data-page-slot=""></template>';

export function renderFrame(address: string, pageHtml: string): string {
  const frame = renderToString(
    // an empty cache: what the frame fetches (the support contact) shows its defaults, as on a first load
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={address}>
        <AppFrame>
          <template data-page-slot="" />
        </AppFrame>
      </StaticRouter>
    </QueryClientProvider>,
  );
  return frame.replace(PAGE_SLOT, () => pageHtml);
}
