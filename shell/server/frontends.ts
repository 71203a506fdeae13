/**
 * The five frontends, each on its own origin (port). The launcher serves them all from its own process;
 * serve-part.ts serves one alone.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import path from 'node:path';
import { isRemoteName, REMOTE_ENTRY_FILE, REMOTE_NAMES, type FrontendPart, type RemoteManifest } from '@jatra/shared';
import { FIRST_VIEW_FILE } from '@jatra/shared/first-view';
import type { Locale } from '@jatra/shared/i18n';
import {
  PUBLIC_FOLDER,
  listReleases,
  readDescriptor,
  releaseDir,
  releaseStoreDir,
} from '../../scripts/release/release-store';
import { stoppable } from '../../scripts/launcher/stop-origin';
import type { Topology } from '../../scripts/launcher/topology';
import type { Runtime } from '../src/runtime/runtime-document';
import { firstViewEndpoint, firstViewModuleOf, serverModule } from './first-view-endpoint';
import { manifestFor, WEB_APP_MANIFEST_PATH } from './web-app-manifest';
import {
  chooseReleases,
  cookieOf,
  liveReleasesFrom,
  overrideSettingsFrom,
  overridesOf,
  refusedRemotes,
  type OverrideSettings,
  type VisitorRequest,
  VISITOR_COOKIE,
  type ChosenReleases,
} from './live-releases';
import { releaseFiles } from './release-files';
import { fetchFirstView, fetchPageAssets, shellPage, type PageSources } from './shell-page';
import { listen, staticSite, type ShellRequest } from './static-server';

interface ShellServerModule {
  renderFrame(address: string, pageHtml: string, locale: Locale): Promise<string>;
}

/** What the shell's page is made of: the remotes' lists and first views, and the shell's own frame. */
function shellPageSources(topology: Topology): PageSources {
  const shellModule = serverModule<ShellServerModule>(firstViewModuleOf(topology.distDir('shell')));
  return {
    pageAssets: fetchPageAssets,
    firstView: fetchFirstView,
    frame: async (address, pageHtml, locale) => (await shellModule())?.renderFrame(address, pageHtml, locale) ?? null,
  };
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The releases a request gets: what the registry has live (with canaries by the visitor's bucket), then what the
 * visitor chose for their own browser (outside production), then what an admin's signed override chooses.
 */
function releasesForVisitors(topology: Topology, store: string, settings: OverrideSettings) {
  const live = liveReleasesFrom(topology.runtimeConfig.apiBaseUrl);
  const published = (part: FrontendPart, version: string) => readDescriptor(store, part, version);
  return async (request: VisitorRequest) => {
    let visitor = cookieOf(request.cookie, VISITOR_COOKIE);
    if (!visitor && request.setCookie) {
      visitor = crypto.randomUUID();
      request.setCookie(`${VISITOR_COOKIE}=${visitor}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
    }
    return chooseReleases(await live(), visitor, await overridesOf(request, settings), published);
  };
}

function runtimeFor(topology: Topology, chosen: ChosenReleases): Runtime {
  const remotes: RemoteManifest = { ...topology.remotes };
  const releases: NonNullable<Runtime['releases']> = {};
  for (const name of REMOTE_NAMES) {
    const release = chosen[name];
    if (!release) continue;
    remotes[name] = new URL(`/releases/${release.version}/assets/${REMOTE_ENTRY_FILE}`, topology.remotes[name]).href;
    releases[name] = release as NonNullable<Runtime['releases']>[typeof name];
  }
  return { remotes, config: topology.runtimeConfig, releases };
}

export function frontendSite(topology: Topology, part: FrontendPart): http.RequestListener {
  const store = releaseStoreDir();
  const remote = isRemoteName(part) ? part : null;
  if (remote) {
    const releases = releaseFiles(store, remote, topology.runtimeConfig.apiBaseUrl);
    const own = staticSite({
      root: topology.distDir(part),
      endpoints: {
        [new URL(FIRST_VIEW_FILE, topology.remotes[remote]).pathname]: firstViewEndpoint({
          moduleFile: firstViewModuleOf(topology.distDir(part)),
          apiBaseUrl: topology.runtimeConfig.apiBaseUrl,
        }),
      },
    });
    return (req, res) => {
      if (!releases(req, res)) own(req, res);
    };
  }
  const sources = shellPageSources(topology);
  const choose = releasesForVisitors(topology, store, overrideSettingsFrom(process.env));
  const dist = topology.distDir('shell');
  // read from the store for every file the shell serves: a second's reuse keeps it off the disk
  let listed: { at: number; versions: string[] } | undefined;
  const shellReleases = () => {
    if (!listed || performance.now() - listed.at > 1000) {
      listed = { at: performance.now(), versions: listReleases(store, 'shell').map((release) => release.version) };
    }
    return listed.versions;
  };
  return staticSite({
    root: dist,
    shell: {
      documents: {
        '/remotes.json': async (req: http.IncomingMessage) => {
          const { remotes, releases } = runtimeFor(topology, await choose({ cookie: req.headers.cookie }));
          return { ...remotes, releases };
        },
        '/runtime-config.json': topology.runtimeConfig,
        [WEB_APP_MANIFEST_PATH]: (req: http.IncomingMessage) => manifestFor(req.url),
      },
      contentSecurityPolicy: topology.contentSecurityPolicy,
      page: async (template, request: ShellRequest) => {
        const chosen = await choose(request);
        return shellPage(template, request, runtimeFor(topology, chosen), sources, refusedRemotes(chosen));
      },
      // the shell's release for this visitor first; then the others, whose hashed files a page loaded before a
      // deploy may still ask for; then its own build
      roots: async (req) => {
        const chosen = (await choose({ cookie: req.headers.cookie })).shell;
        const published = shellReleases();
        const versions = chosen
          ? [chosen.version, ...published.filter((version) => version !== chosen.version)]
          : published;
        const releaseRoots = versions.flatMap((version) => {
          const dir = releaseDir(store, 'shell', version);
          return dir ? [path.join(dir, PUBLIC_FOLDER)] : [];
        });
        return chosen ? [...releaseRoots, dist] : [dist, ...releaseRoots];
      },
    },
  });
}

export async function serveFrontends(
  topology: Topology,
  options: { stopOrigin: boolean },
): Promise<Map<FrontendPart, http.Server>> {
  const servers = new Map<FrontendPart, http.Server>();
  await Promise.all(
    topology.frontends.map(async (part) => {
      const site = frontendSite(topology, part);
      const handler = options.stopOrigin ? stoppable(site, () => servers.get(part)!) : site;
      servers.set(part, await listen(handler, topology.port(part), topology.bindHost));
    }),
  );
  return servers;
}
