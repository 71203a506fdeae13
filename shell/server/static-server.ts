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
import { shortTicketTarget } from '@jatra/shared';
import { compressBody, pickEncoding, type Encoding } from '@jatra/shared/content-encoding';
import { COMPRESSIBLE, compressedFile } from './compression';

export interface ShellRequest {
  address: string;
  userAgent: string | undefined;
  cookie: string | undefined;
  /** the browser's languages, for a visitor who has not chosen one */
  acceptLanguage: string | undefined;
  /** adds a Set-Cookie header to the page's answer */
  setCookie(cookie: string): void;
}

export interface ShellSite {
  /** answered as JSON at their paths (a function: made for each request) */
  documents: Record<string, unknown>;
  contentSecurityPolicy: string;
  /** the page for an address (path and query) and a browser, from the built index.html */
  page: (template: string, request: ShellRequest) => Promise<string>;
  /**
   * Where the shell's files are for this request, first match wins (the release a visitor gets, then the others
   * a page loaded earlier may still ask for); `root` alone when not given. The first holds its index.html.
   */
  roots?: (req: http.IncomingMessage) => Promise<string[]>;
}

export interface StaticSiteOptions {
  root: string;
  shell?: ShellSite;
  /** paths answered by a program rather than a file (a remote's first views) */
  endpoints?: Record<string, http.RequestListener>;
  /** every file is cached for a year: a release's files never change under its version */
  immutable?: boolean;
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

function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  filePath: string,
  stat: fs.Stats,
  immutable = false,
) {
  const ext = path.extname(filePath);
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', immutable ? IMMUTABLE : cacheControl(filePath));
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
  const cookies: string[] = [];
  const request = {
    address: `${pathname}${search}`,
    userAgent,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
    setCookie: (cookie: string) => cookies.push(cookie),
  };
  const page = Buffer.from(await shell.page(template, request));
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  const etag = `W/"${crypto.createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  res.setHeader('Content-Type', TYPES['.html']!);
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Content-Security-Policy', shell.contentSecurityPolicy);
  res.setHeader('ETag', etag);
  // a first view is drawn for a phone's layout or a wide screen's, in the visitor's language (cookie, else browser)
  res.setHeader('Vary', 'Accept-Encoding, User-Agent, Accept-Language, Cookie');
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
    serve(req, res, urlPath).catch((error: unknown) => {
      console.error('[jatra] a frontend request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': TYPES['.txt']! }).end('Server error');
    });
  };

  async function serve(req: http.IncomingMessage, res: http.ServerResponse, urlPath: string) {
    const document = shell?.documents[urlPath];
    if (document !== undefined) {
      const body = typeof document === 'function' ? await (document as (r: typeof req) => unknown)(req) : document;
      res.writeHead(200, { 'Content-Type': TYPES['.json']!, 'Cache-Control': REVALIDATE }).end(JSON.stringify(body));
      return;
    }
    // the m-ticket SMS links to `/t/<PNR>`: a short link, sent on to the ticket page
    const ticket = shell && shortTicketTarget(urlPath);
    if (ticket) {
      res.writeHead(302, { Location: ticket, 'Cache-Control': 'no-store' }).end();
      return;
    }
    const roots = shell?.roots ? await shell.roots(req) : [root];
    // the shell's page is made per request, whichever of its routes (or index.html itself) is asked for
    if (shell && (urlPath === '/index.html' || !path.extname(urlPath))) {
      await sendShellPage(req, res, roots[0] ?? root, shell);
      return;
    }
    for (const where of roots) {
      const filePath = resolveInside(where, urlPath);
      const stat = filePath ? fs.statSync(filePath, { throwIfNoEntry: false }) : undefined;
      if (filePath && stat?.isFile()) {
        sendFile(req, res, filePath, stat, options.immutable);
        return;
      }
    }
    res.writeHead(404, { 'Content-Type': TYPES['.txt']! }).end('Not found');
  }
}

export function listen(handler: http.RequestListener, port: number, host: string): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
