import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleFigures } from './bundle-figures';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const made: string[] = [];

/** A dist folder with the given files, each filled with `size` bytes (a string: that text). */
function distWith(files: Record<string, number | string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-figures-'));
  made.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof content === 'number' ? 'x'.repeat(content) : content);
  }
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const remotePageAssets = JSON.stringify({
  app: { scripts: ['App.js', 'shared-ui.js'], styles: ['App.css'] },
  pages: {
    '/booking/:id': { scripts: ['BookingPage.js', 'seat-chunk.js'], styles: ['BookingPage.css'], data: ['/api/x'] },
    // a page's closure may name a file the App already loads: counted in the first view only
    '/payment': { scripts: ['PaymentPage.js', 'shared-ui.js'], styles: [] },
  },
});

describe('bundleFigures of a remote', () => {
  const remote = () =>
    distWith({
      'index.html': 10,
      'assets/remoteEntry.js': 100,
      'assets/App.js': 1000,
      'assets/shared-ui.js': 200,
      'assets/App.css': 50,
      'assets/BookingPage.js': 400,
      'assets/seat-chunk.js': 30,
      'assets/BookingPage.css': 20,
      'assets/PaymentPage.js': 300,
      'assets/__federation_shared_react.js': 5000,
      'assets/page-assets.json': remotePageAssets,
      'assets/App.js.map': 9999,
      'assets/App.js.gz': 99,
      'assets/App.js.br': 88,
      '.build-stamp': 24,
    });

  it('counts the entry and the App with its imports as the first view, and each page by its catalogue id', async () => {
    const figures = await bundleFigures(remote());
    expect(figures.firstViewBytes).toBe(100 + 1000 + 200 + 50);
    expect(figures.pageBytes).toEqual({ booking: 400 + 30 + 20, payment: 300 });
  });

  it('totals every file a browser may fetch: no source maps, compressed copies, stamps or server-only lists', async () => {
    const figures = await bundleFigures(remote());
    expect(figures.totalBytes).toBe(10 + 100 + 1000 + 200 + 50 + 400 + 30 + 20 + 300 + 5000);
  });

  it('gives the gzip-compressed figures beside the raw ones', async () => {
    const figures = await bundleFigures(remote());
    const gzipped = (bytes: number) => gzipSync('x'.repeat(bytes), { level: 9 }).length;
    expect(figures.gzip?.pageBytes.payment).toBe(gzipped(300));
    expect(figures.gzip?.firstViewBytes).toBe(gzipped(100) + gzipped(1000) + gzipped(200) + gzipped(50));
  });

  it('weighs a listed file the build does not hold as nothing', async () => {
    const dir = remote();
    fs.rmSync(path.join(dir, 'assets/seat-chunk.js'));
    const figures = await bundleFigures(dir);
    expect(figures.pageBytes.booking).toBe(400 + 20);
  });
});

describe('bundleFigures of the shell', () => {
  it('counts what index.html loads at once as the first view, and nothing it loads later', async () => {
    const dir = distWith({
      'index.html': `<!doctype html><html><head>
        <script type="module" crossorigin src="/assets/index.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/vendor.js">
        <link rel="stylesheet" crossorigin href="/assets/index.css">
        <link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin>
        <link rel="icon" href="/favicon.svg">
        <script src="https://elsewhere.example/analytics.js"></script>
      </head><body></body></html>`,
      'assets/index.js': 700,
      'assets/vendor.js': 300,
      'assets/index.css': 40,
      'assets/inter.woff2': 900,
      'assets/LazyPanel.js': 250,
      'favicon.svg': 5,
    });
    const html = fs.statSync(path.join(dir, 'index.html')).size;
    const figures = await bundleFigures(dir);
    expect(figures.firstViewBytes).toBe(html + 700 + 300 + 40 + 900);
    expect(figures.totalBytes).toBe(html + 700 + 300 + 40 + 900 + 250 + 5);
    expect(figures.pageBytes).toEqual({});
  });

  it('refuses a folder that is no built frontend', async () => {
    await expect(bundleFigures(distWith({ 'readme.txt': 3 }))).rejects.toThrow(/not a built frontend/);
  });
});

// a real build, when one is there (npm start and the e2e run make them; the remote pipeline builds first)
const builtBooking = path.join(REPO_ROOT, 'mfe-booking', 'dist');
describe.runIf(fs.existsSync(path.join(builtBooking, 'assets', 'page-assets.json')))(
  'bundleFigures of a built remote',
  () => {
    it('measures the booking remote: every page of its list, each with the first view within the whole', async () => {
      const figures = await bundleFigures(builtBooking);
      expect(Object.keys(figures.pageBytes).sort()).toEqual(['booking', 'payment', 'paymentCallback']);
      expect(figures.firstViewBytes).toBeGreaterThan(0);
      for (const bytes of Object.values(figures.pageBytes)) {
        expect(bytes).toBeGreaterThan(0);
        expect(figures.firstViewBytes + bytes).toBeLessThan(figures.totalBytes);
      }
      expect(figures.gzip!.firstViewBytes).toBeLessThan(figures.firstViewBytes);
    });
  },
);
