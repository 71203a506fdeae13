/**
 * `API_INSTANCES=N` (N > 1, with DATABASE_URL): N API processes on one PostgreSQL server, behind a small
 * proxy on API_PORT that keeps each client on one instance. The instances share nothing but the database. The simulators stand for
 * outside systems, so they exist once: instance 0 hosts them and the others reach them as they would
 * reach the real provider and gateway, by URL.
 */
import http from 'node:http';
import proxyAddr from 'proxy-addr';
import { DEV_GDS_API_KEY, DEV_PHONEPE, DEV_SMS } from '../../api/src/config';

/** The instances listen on the ports after API_PORT: API_PORT + 1 … API_PORT + N. */
export const instancePorts = (apiPort: number, instances: number): number[] =>
  Array.from({ length: instances }, (_, index) => apiPort + 1 + index);

/** The proxies in front of the product whose X-Forwarded-For names the client (the API's TRUSTED_PROXIES). */
export const trustedProxiesOf = (env: NodeJS.ProcessEnv): string[] =>
  (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * What instance `index` is told on top of the launcher's own settings. Every instance announces the
 * proxy's URL (API_PUBLIC_URL), so PhonePe's webhooks and the hosted checkout page come back through it.
 * A real provider or gateway set in the environment is left alone.
 */
export function instanceEnv(index: number, ports: number[], env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // the instances' peer is the proxy, on this machine: it passes the client's address in X-Forwarded-For,
  // after those of any proxies the operator trusts in front of it
  const trusted = ['loopback', ...trustedProxiesOf(env)].filter((entry, at, all) => all.indexOf(entry) === at);
  const own: NodeJS.ProcessEnv = { API_PORT: String(ports[index]), TRUSTED_PROXIES: trusted.join(',') };
  if (index === 0) return own;
  const simulators = `http://127.0.0.1:${ports[0]}/sim`;
  if (!env.GDS_BASE_URL) Object.assign(own, { GDS_BASE_URL: simulators, GDS_API_KEY: DEV_GDS_API_KEY });
  if (!env.PHONEPE_CLIENT_ID) {
    Object.assign(own, {
      PHONEPE_CLIENT_ID: DEV_PHONEPE.clientId,
      PHONEPE_CLIENT_SECRET: DEV_PHONEPE.clientSecret,
      PHONEPE_CLIENT_VERSION: String(DEV_PHONEPE.clientVersion),
      PHONEPE_WEBHOOK_USERNAME: DEV_PHONEPE.webhookUsername,
      PHONEPE_WEBHOOK_PASSWORD: DEV_PHONEPE.webhookPassword,
      PHONEPE_TOKEN_BASE_URL: `${simulators}/phonepe`,
      PHONEPE_PG_BASE_URL: `${simulators}/phonepe`,
    });
  }
  // one SMS simulator for the cluster, so its inspection route sees every instance's SMS
  if (!env.SMS_MSG91_AUTHKEY) {
    Object.assign(own, {
      SMS_MSG91_AUTHKEY: DEV_SMS.authKey,
      SMS_MSG91_BASE_URL: `${simulators}/sms`,
      SMS_WEBHOOK_SECRET: DEV_SMS.webhookSecret,
    });
  }
  return own;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** FNV-1a: a cheap, even spread of client addresses over the instances. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Each client goes to one instance, chosen by its address (as nginx's `ip_hash` does), so the readings an
 * instance keeps for a while (the schedule a seat map read, which the hold then checks against) are there when
 * the same traveller comes back. The instances share nothing else but the database, so any instance can serve
 * anyone: stickiness saves work, it is never needed for correctness. The client's address is the one the
 * instances will read as `req.ip`: the peer's, unless the peer is one of `trustedProxies` (an edge in front of
 * this proxy, as TRUSTED_PROXIES names it), whose X-Forwarded-For then names the client.
 *
 * `/sim/*` (the outside systems' stand-ins and their test knobs) always goes to the first instance, which hosts
 * them. The peer's address is appended to X-Forwarded-For for the instances, which trust this proxy.
 */
export function stickyProxy(ports: readonly number[], trustedProxies: readonly string[] = []): http.RequestListener {
  const agent = new http.Agent({ keepAlive: true });
  const trust = proxyAddr.compile([...trustedProxies]);
  return (req, res) => {
    const pinned = req.url?.startsWith('/sim/') ?? false;
    const port = pinned ? ports[0] : ports[hashOf(proxyAddr(req, trust)) % ports.length];
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        headers: { ...forwardable(req.headers), 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('API instance unavailable');
    });
    req.pipe(upstream);
  };
}
