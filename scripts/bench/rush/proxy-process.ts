/**
 * The launcher's proxy in front of the rush's two API instances (`API_INSTANCES=2`), in a process of its own, so
 * that its CPU is counted apart from the travellers' and the instances'. The load generator stands for the
 * travellers' many addresses (X-Forwarded-For from loopback), as an edge in front of the proxy would.
 */
import { forkServer, serve, type ChildServer } from '../../../api/bench/child-server';
import { stickyProxy } from '../../launcher/api-cluster';
import { listen } from '../../../shell/server/static-server';

export const startProxy = (port: number, instancePorts: number[]): Promise<ChildServer> =>
  forkServer(import.meta.filename, { RUSH_PROXY_PORT: String(port), RUSH_PORTS: instancePorts.join(',') });

if (process.argv.includes('--serve')) {
  const ports = (process.env.RUSH_PORTS ?? '').split(',').map(Number);
  const port = Number(process.env.RUSH_PROXY_PORT);
  const server = await listen(stickyProxy(ports, ['loopback']), port, '127.0.0.1');
  serve(`http://127.0.0.1:${port}`, async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}
