/**
 * Serves one built frontend (the shell or a remote) from its own origin, as a CDN would: entry files and
 * pages revalidated on every load, hashed chunks cached for a year, brotli or gzip, CORS for remotes.
 * The shell also answers `/remotes.json` and `/runtime-config.json`, makes its page per request and
 * falls back to that page for its client-side routes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { compressBody, pickEncoding, type Encoding } from '@jatra/shared/content-encoding';
import { COMPRESSIBLE, compressedFile } from './compression';

export interface ShellSite {
  /** answered as JSON at their paths */
  documents: Record<string, unknown>;
  contentSecurityPolicy: string;
  /** the page for an address (path and query) and a browser, from the built index.html */
  page: (template: string, request: { address: string; userAgent: string | undefined }) => Promise<string>;
}

export interface StaticSiteOptions {
  root: string;
  shell?: ShellSite;
  /** paths answered by a program rather than a file (a remote's first views) */
  endpoints?: Record<string, http.RequestListener>;
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
const HASHED = /-[\w-]{8,}\.\w+$/;
const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControl(filePath: string): string {
  const name = path.basename(filePath);
  // a remote's entry keeps its name across deployments: the next page load must see a new one
  if (name === 'remoteEntry.js' || name.endsWith('.html')) return REVALIDATE;
  return HASHED.test(name) ? IMMUTABLE : REVALIDATE;
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

function end(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, encoding: Encoding | null) {
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
}

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, filePath: string, stat: fs.Stats) {
  const ext = path.extname(filePath);
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', cacheControl(filePath));
  res.setHeader('Last-Modified', stat.mtime.toUTCString());
  const compressible = COMPRESSIBLE.has(ext);
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  const since = req.headers['if-modified-since'];
  if (since && new Date(since) >= new Date(stat.mtime.toUTCString())) {
    res.writeHead(304).end();
    return;
  }
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  end(req, res, encoding ? compressedFile(filePath, stat, encoding) : fs.readFileSync(filePath), encoding);
}

/** The shell's page differs by path and deployment, so it is validated by its content, not its file's date. */
async function sendShellPage(req: http.IncomingMessage, res: http.ServerResponse, root: string, shell: ShellSite) {
  const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
  const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const userAgent = req.headers['user-agent'];
  const page = Buffer.from(await shell.page(template, { address: `${pathname}${search}`, userAgent }));
  const etag = `W/"${crypto.createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  res.setHeader('Content-Type', TYPES['.html']!);
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Content-Security-Policy', shell.contentSecurityPolicy);
  res.setHeader('ETag', etag);
  // a first view is drawn for a phone's layout or a wide screen's
  res.setHeader('Vary', 'Accept-Encoding, User-Agent');
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  end(req, res, encoding ? compressBody(page, encoding) : page, encoding);
}

export function staticSite(options: StaticSiteOptions): http.RequestListener {
  const root = path.resolve(options.root);
  const { shell } = options;
  return (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!shell) res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const endpoint = options.endpoints?.[urlPath];
    if (endpoint) {
      endpoint(req, res);
      return;
    }
    const document = shell?.documents[urlPath];
    if (document !== undefined) {
      res
        .writeHead(200, { 'Content-Type': TYPES['.json']!, 'Cache-Control': REVALIDATE })
        .end(JSON.stringify(document));
      return;
    }
    // the shell's page is made per request, whichever of its routes (or index.html itself) is asked for
    if (shell && (urlPath === '/index.html' || !path.extname(urlPath))) {
      sendShellPage(req, res, root, shell).catch((error: unknown) => {
        console.error('[jatra] the shell page failed', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': TYPES['.txt']! }).end('Server error');
      });
      return;
    }
    const filePath = resolveInside(root, urlPath);
    const stat = filePath ? fs.statSync(filePath, { throwIfNoEntry: false }) : undefined;
    if (filePath && stat?.isFile()) {
      sendFile(req, res, filePath, stat);
      return;
    }
    res.writeHead(404, { 'Content-Type': TYPES['.txt']! }).end('Not found');
  };
}

export function listen(handler: http.RequestListener, port: number, host: string): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
