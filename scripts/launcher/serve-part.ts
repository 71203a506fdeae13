/** One frontend's server as its own process, so each origin can be stopped and redeployed alone. */
import { FRONTEND_PARTS, type FrontendPart } from '@jatra/shared';
import { serveStaticSite } from './static-server';
import { resolveTopology } from './topology';

const part = process.argv[2] as FrontendPart;
if (!FRONTEND_PARTS.includes(part)) {
  console.error(`usage: serve-part <${FRONTEND_PARTS.join('|')}>`);
  process.exit(2);
}
const topology = resolveTopology();
await serveStaticSite({
  root: topology.distDir(part),
  port: topology.port(part),
  host: topology.bindHost,
  spa:
    part === 'shell'
      ? {
          documents: { '/remotes.json': topology.remotes, '/runtime-config.json': topology.runtimeConfig },
          contentSecurityPolicy: topology.contentSecurityPolicy,
        }
      : undefined,
});
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
// started by the launcher: go when it goes, even if it was killed without a chance to stop us
process.on('disconnect', () => process.exit(0));
