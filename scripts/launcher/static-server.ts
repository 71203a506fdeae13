/**
 * Serves one built frontend (the shell or a remote) from its own origin, as a CDN would:
 * entry files revalidated on every load, hashed chunks cached for a year, gzip, CORS for remotes.
 * The shell also answers `/remotes.json` and `/runtime-config.json` and falls back to index.html.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

export interface StaticSiteOptions {
  root: string;
  port: number;
  host: string;
  /** the shell: SPA fallback plus the run-time JSON documents */
  spa?: { documents: Record<string, unknown>; contentSecurityPolicy: string };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
const HASHED = /-[\w-]{8,}\.\w+$/;
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function cacheControl(filePath: string): string {
  const name = path.basename(filePath);
  if (name === 'remoteEntry.js' || name.endsWith('.html')) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const resolved = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}

function send(req: http.IncomingMessage, res: http.ServerResponse, filePath: string, stat: fs.Stats, csp?: string) {
  const ext = path.extname(filePath);
  if (csp && ext === '.html') res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl(filePath));
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  res.setHeader('Vary', 'Accept-Encoding');
  if (
    req.headers['if-modified-since'] &&
    new Date(req.headers['if-modified-since']) >= new Date(stat.mtime.toUTCString())
  ) {
    res.writeHead(304).end();
    return;
  }
  let body: Buffer = fs.readFileSync(filePath);
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const cached = gzipCache.get(filePath);
    const gzipped = cached && cached.mtimeMs === stat.mtimeMs ? cached.body : zlib.gzipSync(body);
    gzipCache.set(filePath, { mtimeMs: stat.mtimeMs, body: gzipped });
    body = gzipped;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
}

export function serveStaticSite(options: StaticSiteOptions): Promise<http.Server> {
  const root = path.resolve(options.root);
  const server = http.createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!options.spa) res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const document = options.spa?.documents[urlPath];
    if (document !== undefined) {
      res
        .writeHead(200, { 'Content-Type': TYPES['.json']!, 'Cache-Control': 'no-cache' })
        .end(JSON.stringify(document));
      return;
    }
    const filePath = resolveInside(root, urlPath);
    const stat = filePath ? fs.statSync(filePath, { throwIfNoEntry: false }) : undefined;
    if (filePath && stat?.isFile()) {
      send(req, res, filePath, stat, options.spa?.contentSecurityPolicy);
      return;
    }
    // client-side routes of the shell get its page; a missing asset is a real 404
    if (options.spa && !path.extname(urlPath)) {
      const index = path.join(root, 'index.html');
      send(req, res, index, fs.statSync(index), options.spa.contentSecurityPolicy);
      return;
    }
    res.writeHead(404, { 'Content-Type': TYPES['.txt']! }).end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
