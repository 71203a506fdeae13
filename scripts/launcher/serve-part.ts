/** One frontend's server alone, on its origin: `serve-part <part>` (the e2e suite restarts a stopped remote). */
import { FRONTEND_PARTS, type FrontendPart } from '@jatra/shared';
import { frontendSite } from '../../shell/server/frontends';
import { listen } from '../../shell/server/static-server';
import { resolveTopology } from './topology';

const part = process.argv[2] as FrontendPart;
if (!FRONTEND_PARTS.includes(part)) {
  console.error(`usage: serve-part <${FRONTEND_PARTS.join('|')}>`);
  process.exit(2);
}
const topology = resolveTopology();
await listen(frontendSite(topology, part), topology.port(part), topology.bindHost);
