import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { FIRST_VIEW_ELEMENT_ID } from '@jatra/shared/first-view';
import type { PageAssets } from '@jatra/shared/page-assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTopology } from '../../scripts/launcher/topology';
import { RUNTIME_ELEMENT_ID } from '../src/runtime/runtime-document';
import { precompress } from './compression';
import { firstViewModuleOf } from './first-view-endpoint';
import { frontendSite } from './frontends';
import { listen } from './static-server';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abcdefgh.js"></script></head><body></body></html>';
const SEARCH_PAGE_ASSETS: PageAssets = {
  app: { scripts: ['__federation_expose_App-abcdefgh.js', 'host-abcdefgh.js'], styles: ['host-abcdefgh.css'] },
  pages: {
    '/': { scripts: ['HomePage-abcdefgh.js'], styles: ['HomePage-abcdefgh.css'] },
    '/search': {
      scripts: ['SearchPage-abcdefgh.js'],
      styles: [],
      data: ['/api/search?source={source}&destination={destination}'],
    },
  },
};
const CHUNK = `export const words = ${JSON.stringify('bus ticket '.repeat(2000))};`;

let dir: string;
const servers: http.Server[] = [];
let shellUrl: string;
let searchUrl: string;
const topology = () =>
  resolveTopology({
    SHELL_DIST_DIR: path.join(dir, 'shell'),
    SEARCH_DIST_DIR: path.join(dir, 'search'),
    API_PUBLIC_URL: 'https://api.example.test',
    SEARCH_REMOTE_URL: `${searchUrl}/assets/remoteEntry.js`,
    BOOKING_REMOTE_URL: 'https://booking.example.test/assets/remoteEntry.js',
    ADMIN_REMOTE_URL: 'https://admin.example.test/assets/remoteEntry.js',
  });

/** Listens first, so that the search remote's origin is known when the topology is made. */
async function serve(part: 'shell' | 'search'): Promise<string> {
  const handler: { site?: http.RequestListener } = {};
  const server = await listen((req, res) => handler.site!(req, res), 0, '127.0.0.1');
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (part === 'search') searchUrl = url;
  handler.site = frontendSite(topology(), part);
  return url;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jatra-static-'));
  for (const part of ['shell', 'search']) fs.mkdirSync(path.join(dir, part, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'shell', 'assets', 'index-abcdefgh.js'), CHUNK);
  fs.writeFileSync(path.join(dir, 'search', 'assets', 'remoteEntry.js'), CHUNK);
  fs.writeFileSync(path.join(dir, 'search', 'assets', 'photo-abcdefgh.png'), Buffer.alloc(64, 1));
  fs.writeFileSync(path.join(dir, 'search', 'assets', 'page-assets.json'), JSON.stringify(SEARCH_PAGE_ASSETS));
  // the shell's server asks the search remote for its list: the remote's origin comes first
  await serve('search');
  shellUrl = await serve('shell');
});

afterAll(() => {
  for (const server of servers) server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Raw bytes as sent: fetch would decode them. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  it('answers brotli to a browser that accepts it, gzip to one that does not, and plain text to neither', async () => {
    const url = `${shellUrl}/assets/index-abcdefgh.js`;
    const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(CHUNK);

    const gzip = await get(url, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(CHUNK);

    const plain = await get(url, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('leaves images as they are', async () => {
    const photo = await get(`${searchUrl}/assets/photo-abcdefgh.png`, { 'Accept-Encoding': 'br, gzip' });
    expect(photo.headers['content-encoding']).toBeUndefined();
  });

  it('serves the copies compressed at build time, but not once the file has been replaced', async () => {
    const file = path.join(dir, 'search', 'assets', 'remoteEntry.js');
    await precompress(path.join(dir, 'search'));
    // a marker only the precompressed copy holds proves which one was sent
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync('from the build'));
    const built = await get(`${searchUrl}/assets/remoteEntry.js`, { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(built.body).toString()).toBe('from the build');

    // a redeployment writes the file anew, after its old compressed copy
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(file, 'export const redeployed = true;');
    fs.utimesSync(file, later, later);
    const redeployed = await get(`${searchUrl}/assets/remoteEntry.js`, { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(redeployed.body).toString()).toBe('export const redeployed = true;');
  });
});

describe('caching', () => {
  it('keeps hashed files for a year and revalidates remote entries and the page', async () => {
    const chunk = await get(`${shellUrl}/assets/index-abcdefgh.js`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await get(`${searchUrl}/assets/remoteEntry.js`);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const page = await get(`${shellUrl}/`);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 to a page the browser has, by its content', async () => {
    const first = await get(`${shellUrl}/search`);
    const etag = first.headers.etag!;
    expect((await get(`${shellUrl}/search`, { 'If-None-Match': etag })).status).toBe(304);
    // another path hints another remote: another page
    expect((await get(`${shellUrl}/booking/7`, { 'If-None-Match': etag })).status).toBe(200);
  });
});

describe("the m-ticket SMS's short link", () => {
  it('sends /t/<PNR> on to the ticket page, and leaves other paths alone', async () => {
    const short = await get(`${shellUrl}/t/JT7Q2K9`);
    expect(short.status).toBe(302);
    expect(short.headers.location).toBe('/booking-details/JT7Q2K9');
    expect((await get(`${shellUrl}/t/JT7Q2K9/more`)).status).toBe(200);
    // only the shell has it: a remote's server answers what it serves
    expect((await get(`${searchUrl}/t/JT7Q2K9`)).status).toBe(404);
  });
});

describe("the shell's page", () => {
  const page = async (pathname: string) => (await get(`${shellUrl}${pathname}`)).body.toString();
  const hints = (html: string) => html.match(/<link [^>]*>/g);

  it('embeds the runtime, so the shell starts without asking for it', async () => {
    const html = await page('/');
    const json = new RegExp(`<script type="application/json" id="${RUNTIME_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    )![1]!;
    // nothing deployed (no registry answers here): each remote's own build, no release to check
    expect(JSON.parse(json)).toEqual({
      remotes: topology().remotes,
      config: { apiBaseUrl: 'https://api.example.test' },
      releases: {},
    });
    const response = await fetch(`${shellUrl}/`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('still answers /remotes.json and /runtime-config.json for pages that ask', async () => {
    expect(await (await fetch(`${shellUrl}/remotes.json`)).json()).toEqual({ ...topology().remotes, releases: {} });
    expect(await (await fetch(`${shellUrl}/runtime-config.json`)).json()).toEqual({
      apiBaseUrl: 'https://api.example.test',
    });
  });

  it("preloads the entry of the remote that draws the path and the page's files, and connects to it and to the API", async () => {
    const search = (file: string) => `${searchUrl}/assets/${file}`;
    expect(hints(await page('/search'))).toEqual([
      '<link rel="preconnect" href="https://api.example.test" crossorigin>',
      `<link rel="preconnect" href="${searchUrl}" crossorigin>`,
      `<link rel="modulepreload" href="${search('remoteEntry.js')}" crossorigin>`,
      `<link rel="modulepreload" href="${search('__federation_expose_App-abcdefgh.js')}" crossorigin>`,
      `<link rel="modulepreload" href="${search('host-abcdefgh.js')}" crossorigin>`,
      `<link rel="modulepreload" href="${search('SearchPage-abcdefgh.js')}" crossorigin>`,
      `<link rel="preload" as="style" href="${search('host-abcdefgh.css')}">`,
    ]);
    // a lazy page's styles are fetched by Vite's preloader, with crossorigin
    expect(hints(await page('/'))).toContain(
      `<link rel="preload" as="style" href="${search('HomePage-abcdefgh.css')}" crossorigin>`,
    );
    expect(hints(await page('/'))).not.toContain(
      `<link rel="modulepreload" href="${search('SearchPage-abcdefgh.js')}" crossorigin>`,
    );
  });

  it('preloads the API requests the page makes first, filled from the address, and nothing from an odd one', async () => {
    expect(hints(await page('/search?source=117&destination=101'))).toContain(
      '<link rel="preload" as="fetch" href="https://api.example.test/api/search?source=117&amp;destination=101" crossorigin>',
    );
    const odd = hints(await page('/search?source=117&destination=%22%3E%3Cscript%3E'))!;
    expect(odd.filter((hint) => hint.includes('as="fetch"'))).toEqual([]);
  });

  it('preloads only the entry of a remote that gives no list (not deployed with one, or not answering)', async () => {
    expect(hints(await page('/booking/x'))).toEqual([
      '<link rel="preconnect" href="https://api.example.test" crossorigin>',
      '<link rel="preconnect" href="https://booking.example.test" crossorigin>',
      '<link rel="modulepreload" href="https://booking.example.test/assets/remoteEntry.js" crossorigin>',
    ]);
  });

  it("hints a redeployed remote's new files on the next page", async () => {
    const list = path.join(dir, 'search', 'assets', 'page-assets.json');
    const redeployed: PageAssets = {
      ...SEARCH_PAGE_ASSETS,
      app: { scripts: ['__federation_expose_App-newhash1.js'], styles: [] },
    };
    fs.writeFileSync(list, JSON.stringify(redeployed));
    try {
      expect(hints(await page('/search'))).toContain(
        `<link rel="modulepreload" href="${searchUrl}/assets/__federation_expose_App-newhash1.js" crossorigin>`,
      );
    } finally {
      fs.writeFileSync(list, JSON.stringify(SEARCH_PAGE_ASSETS));
    }
  });

  it('hints no remote for a page of its own, nor the admin remote, which only admins may fetch', async () => {
    for (const pathname of ['/about', '/admin/users']) {
      expect(hints(await page(pathname)), pathname).toEqual([
        '<link rel="preconnect" href="https://api.example.test" crossorigin>',
      ]);
    }
  });
});

describe("a remote's first view in the shell's page", () => {
  const INDEX_WITH_ROOT =
    '<!doctype html><html><head><title>Jatra</title>\n<script type="module" crossorigin src="/assets/index-abcdefgh.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-abcdefgh.css">\n</head><body><div id="root"></div></body></html>';
  const moduleFile = () => firstViewModuleOf(path.join(dir, 'search'));
  const frameFile = () => firstViewModuleOf(path.join(dir, 'shell'));
  const writeModule = (drawn: string, modifiedAt: Date) => {
    fs.writeFileSync(
      moduleFile(),
      `export async function renderFirstView(address, { apiBaseUrl, viewportWidth }) {
        if (address.includes('broken')) throw new Error('the remote could not draw it');
        if (address.startsWith('/search')) return null;
        const html = '<main>${drawn} ' + address + ' from ' + apiBaseUrl + ' at ' + viewportWidth + '</main>';
        return { html, state: { drawn: address } };
      }`,
    );
    fs.utimesSync(moduleFile(), modifiedAt, modifiedAt);
  };
  const page = async (pathname: string) => (await get(`${shellUrl}${pathname}`)).body.toString();
  const embedded = (html: string) =>
    new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];

  beforeAll(() => {
    fs.mkdirSync(path.dirname(moduleFile()), { recursive: true });
    writeModule('Drawn', new Date(2026, 0, 1));
    // the shell's server module (render-frame.test.tsx checks the real one)
    fs.mkdirSync(path.dirname(frameFile()), { recursive: true });
    fs.writeFileSync(
      frameFile(),
      `export const renderFrame = (address, page) => '<div class="app"><header class="navbar"></header><div class="app__main">' + page + '</div><footer></footer></div>';`,
    );
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), INDEX_WITH_ROOT);
  });
  afterAll(() => {
    for (const file of [moduleFile(), frameFile()]) fs.rmSync(path.dirname(file), { recursive: true, force: true });
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), INDEX);
  });

  it("puts the remote's page inside the shell's frame, inert until the shell has rendered, with the remote's state", async () => {
    const html = await page('/');
    const root = /<div id="root" data-first-view inert>(.*)<\/div><template/s.exec(html)?.[1] ?? '';
    expect(root).toMatch(/^<div class="app"><header class="navbar">/);
    expect(root).toContain('<div class="app__main"><main>Drawn / from https://api.example.test at 1280</main></div>');
    expect(root).toContain('<footer');
    expect(JSON.parse(embedded(html)!)).toEqual({ remote: 'search', state: { drawn: '/' } });
  });

  it('paints it with its styles, asked for before any script; the scripts wait for the first paint', async () => {
    const html = await page('/');
    const styles = [
      '<link rel="stylesheet" crossorigin href="/assets/index-abcdefgh.css">',
      `<link rel="stylesheet" href="${searchUrl}/assets/host-abcdefgh.css">`,
      `<link rel="stylesheet" href="${searchUrl}/assets/HomePage-abcdefgh.css" crossorigin>`,
    ];
    expect(html.indexOf('<title>Jatra</title>\n' + styles.map((style) => `    ${style}\n`).join(''))).toBeGreaterThan(
      0,
    );
    const held = /<template id="jatra-scripts">(.*?)<\/template><script type="module">(.*?)<\/script>/.exec(html)!;
    expect(held[1]).toContain('<script type="module" crossorigin src="/assets/index-abcdefgh.js"></script>');
    expect(held[1]).toContain(`<link rel="modulepreload" href="${searchUrl}/assets/HomePage-abcdefgh.js" crossorigin>`);
    expect(html.replace(held[0], '')).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // the one inline script the page may run
    const hash = crypto.createHash('sha256').update(held[2]!).digest('base64');
    const response = await fetch(`${shellUrl}/`);
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  it('serves the page as before where the remote draws nothing, or fails to', async () => {
    for (const address of ['/search?source=117&destination=101', '/search?broken=yes']) {
      const html = await page(address);
      expect(html, address).toContain('<div id="root"></div>');
      expect(embedded(html), address).toBeUndefined();
      expect(html, address).toContain(
        `<link rel="modulepreload" href="${searchUrl}/assets/remoteEntry.js" crossorigin>`,
      );
      expect(html, address).toContain(`<link rel="preload" as="style" href="${searchUrl}/assets/host-abcdefgh.css">`);
    }
  });

  it("draws with a redeployed remote's new module on the next page", async () => {
    writeModule('Redrawn', new Date(2026, 0, 2));
    expect(await page('/')).toContain('<main>Redrawn / from https://api.example.test at 1280</main>');
  });

  it("is drawn for a phone's width when the browser is a phone's", async () => {
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
    const html = (await get(`${shellUrl}/`, { 'User-Agent': phone })).body.toString();
    expect(html).toContain(' / from https://api.example.test at 412</main>');
  });

  it('refuses an address that is not a path of the site, and an odd width', async () => {
    for (const address of ['https://elsewhere.test/', '//elsewhere.test/', '']) {
      const response = await fetch(`${searchUrl}/assets/first-view?address=${encodeURIComponent(address)}`);
      expect(response.status, address).toBe(400);
    }
    for (const width of ['wide', '12', '99999']) {
      const response = await fetch(`${searchUrl}/assets/first-view?address=%2F&width=${width}`);
      expect(response.status, width).toBe(400);
    }
  });
});
