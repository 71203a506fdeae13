/**
 * The shell's page as its server sends it: the built index.html with the runtime embedded and, for the
 * path asked for, hints that let the browser open connections and fetch the remote's entry while the
 * shell's own code is still on its way.
 */
import { matchRemotePage, type RemoteName } from '@jatra/shared';
import { REMOTE_ROUTES } from '../../shell/src/routes/route-table';
import { runtimeElement, type Runtime } from '../../shell/src/runtime/runtime-document';

/** Routes for a role alone (the admin remote) are never hinted: their code is fetched for that role only. */
const HINTED_ROUTES = REMOTE_ROUTES.filter((route) => !route.roles).map((route) => ({
  path: route.path,
  page: route.remote,
}));

/** The remote that draws a path, if its code may be fetched for anyone. */
export function remoteForPath(pathname: string): RemoteName | null {
  return matchRemotePage(HINTED_ROUTES, pathname)?.page ?? null;
}

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

// module scripts and the API's fetches are CORS requests without credentials: `crossorigin` matches their connections
const preconnect = (url: string) => `<link rel="preconnect" href="${attribute(new URL(url).origin)}" crossorigin>`;
const modulePreload = (url: string) => `<link rel="modulepreload" href="${attribute(url)}" crossorigin>`;

export function shellPage(template: string, pathname: string, runtime: Runtime): string {
  const remote = remoteForPath(pathname);
  const entry = remote && runtime.remotes[remote];
  const head = [
    runtimeElement(runtime),
    preconnect(runtime.config.apiBaseUrl),
    ...(entry ? [preconnect(entry), modulePreload(entry)] : []),
  ];
  return template.replace('</head>', `${head.join('\n')}\n</head>`);
}
