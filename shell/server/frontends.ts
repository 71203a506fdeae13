/**
 * The five frontends, each on its own origin (port). The launcher serves them all from its own process;
 * serve-part.ts serves one alone.
 */
import type http from 'node:http';
import { isRemoteName, type FrontendPart } from '@jatra/shared';
import { FIRST_VIEW_FILE } from '@jatra/shared/first-view';
import { stoppable } from '../../scripts/launcher/stop-origin';
import type { Topology } from '../../scripts/launcher/topology';
import { firstViewEndpoint, firstViewModuleOf, serverModule } from './first-view-endpoint';
import { fetchFirstView, fetchPageAssets, shellPage, type PageSources } from './shell-page';
import { listen, staticSite } from './static-server';

interface ShellServerModule {
  renderFrame(address: string, pageHtml: string): string;
}

/** What the shell's page is made of: the remotes' lists and first views, and the shell's own frame. */
function shellPageSources(topology: Topology): PageSources {
  const shellModule = serverModule<ShellServerModule>(firstViewModuleOf(topology.distDir('shell')));
  return {
    pageAssets: fetchPageAssets,
    firstView: fetchFirstView,
    frame: async (address, pageHtml) => (await shellModule())?.renderFrame(address, pageHtml) ?? null,
  };
}

export function frontendSite(topology: Topology, part: FrontendPart): http.RequestListener {
  const runtime = { remotes: topology.remotes, config: topology.runtimeConfig };
  const sources = part === 'shell' ? shellPageSources(topology) : null;
  const remote = isRemoteName(part) ? part : null;
  return staticSite({
    root: topology.distDir(part),
    endpoints: remote
      ? {
          [new URL(FIRST_VIEW_FILE, topology.remotes[remote]).pathname]: firstViewEndpoint({
            moduleFile: firstViewModuleOf(topology.distDir(part)),
            apiBaseUrl: topology.runtimeConfig.apiBaseUrl,
          }),
        }
      : undefined,
    shell: sources
      ? {
          documents: { '/remotes.json': runtime.remotes, '/runtime-config.json': runtime.config },
          contentSecurityPolicy: topology.contentSecurityPolicy,
          page: (template, request) => shellPage(template, request, runtime, sources),
        }
      : undefined,
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
