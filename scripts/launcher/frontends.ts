/**
 * The five frontends, each on its own origin (port). The launcher serves them all from its own process;
 * serve-part.ts serves one alone.
 */
import type http from 'node:http';
import type { FrontendPart } from '@jatra/shared';
import { shellPage } from './shell-page';
import { listen, staticSite } from './static-server';
import { stoppable } from './stop-origin';
import type { Topology } from './topology';

export function frontendSite(topology: Topology, part: FrontendPart): http.RequestListener {
  const runtime = { remotes: topology.remotes, config: topology.runtimeConfig };
  return staticSite({
    root: topology.distDir(part),
    shell:
      part === 'shell'
        ? {
            documents: { '/remotes.json': runtime.remotes, '/runtime-config.json': runtime.config },
            contentSecurityPolicy: topology.contentSecurityPolicy,
            page: (template, address) => shellPage(template, address, runtime),
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
