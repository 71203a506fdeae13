/**
 * A remote's origin answers `first-view?address=/search?…` beside its entry: the page for that address
 * drawn by the remote's own server module (its build writes `<dist>-server/first-view.js`), as JSON, or
 * 204 when the address has no first view. The shell's server module draws the frame around it. A redeployed
 * module is imported afresh on the next request.
 */
import fs from 'node:fs';
import type http from 'node:http';
import { pathToFileURL } from 'node:url';
import { FIRST_VIEW_WIDTHS, type FirstView, type RenderFirstView } from '@jatra/shared/first-view';
import { DEFAULT_LOCALE, isLocale } from '@jatra/shared/i18n';

/** How long a page may take to draw, its API requests included; the shell's server waits no longer. */
export const FIRST_VIEW_BUDGET_MS = 800;
const MAX_ADDRESS_LENGTH = 2048;
const MIN_WIDTH = 240;
const MAX_WIDTH = 4096;

export const firstViewModuleOf = (distDir: string) => `${distDir}-server/first-view.js`;

/** A frontend's server module, imported again when its file changes (a redeployment); null when there is none. */
export function serverModule<Module>(file: string): () => Promise<Module | null> {
  let loaded: { version: number; module: Promise<Module> } | undefined;
  return async () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (loaded?.version !== stat.mtimeMs) {
      loaded = { version: stat.mtimeMs, module: import(`${pathToFileURL(file).href}?v=${stat.mtimeMs}`) };
    }
    return loaded.module;
  };
}

export function firstViewEndpoint(options: { moduleFile: string; apiBaseUrl: string }): http.RequestListener {
  const renderer = serverModule<{ renderFirstView: RenderFirstView }>(options.moduleFile);
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
    const address = query.get('address') ?? '';
    const width = Number(query.get('width') ?? FIRST_VIEW_WIDTHS.wide);
    // an older shell's server asks without one: English, as it drew before
    const asked = query.get('locale') ?? DEFAULT_LOCALE;
    const badWidth = !Number.isInteger(width) || width < MIN_WIDTH || width > MAX_WIDTH;
    if (
      badWidth ||
      !isLocale(asked) ||
      !address.startsWith('/') ||
      address.startsWith('//') ||
      address.length > MAX_ADDRESS_LENGTH
    ) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad address');
      return;
    }
    const signal = AbortSignal.timeout(FIRST_VIEW_BUDGET_MS);
    renderer()
      .then(
        (module) =>
          module?.renderFirstView(address, {
            apiBaseUrl: options.apiBaseUrl,
            signal,
            viewportWidth: width,
            locale: asked,
          }) ?? null,
      )
      .then((view: FirstView | null) => {
        if (!view) res.writeHead(204).end();
        else res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(view));
      })
      .catch((error: unknown) => {
        // the shell serves the page without a first view; the browser draws it as before
        if (!signal.aborted) console.error('[jatra] a first view failed', error);
        if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Unavailable');
      });
  };
}
