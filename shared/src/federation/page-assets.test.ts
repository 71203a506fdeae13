import { describe, expect, it } from 'vitest';
import { dataRequestsFor, pageAssetsFor, pageAssetsPlugin, type PageAssets } from './page-assets';

const assets: PageAssets = {
  app: { scripts: ['App.js', 'host.js'], styles: ['host.css'] },
  pages: {
    '/': { scripts: ['Home.js'], styles: ['Home.css'] },
    '/booking/:id': { scripts: ['Booking.js'], styles: [] },
  },
};

describe('pageAssetsFor', () => {
  it("gives the files of the page the path matches, by the route table's patterns", () => {
    expect(pageAssetsFor(assets, '/booking/2026112500013')).toEqual({
      pattern: '/booking/:id',
      page: { scripts: ['Booking.js'], styles: [] },
    });
    expect(pageAssetsFor(assets, '/')?.page).toEqual({ scripts: ['Home.js'], styles: ['Home.css'] });
  });

  it('gives none for a path no lazily loaded page draws', () => {
    expect(pageAssetsFor(assets, '/search')).toBeUndefined();
    expect(pageAssetsFor(assets, '/booking')).toBeUndefined();
  });
});

describe('dataRequestsFor', () => {
  const templates = ['/api/schedule/{id}.json', '/api/search?source={source}&date={date}'];

  it("fills each template from the route's parameters and the query", () => {
    const url = new URL('http://shell.test/booking/2026112500013?source=117&date=2026-12-01');
    expect(dataRequestsFor(templates, '/booking/:id', url)).toEqual([
      '/api/schedule/2026112500013.json',
      '/api/search?source=117&date=2026-12-01',
    ]);
  });

  it('leaves out a request whose value is missing or anything but a plain word', () => {
    const url = new URL('http://shell.test/booking/2026112500013?source=%3Cscript%3E');
    expect(dataRequestsFor(templates, '/booking/:id', url)).toEqual(['/api/schedule/2026112500013.json']);
    expect(dataRequestsFor(templates, '/booking/:id', new URL('http://shell.test/booking/a%20b'))).toEqual([]);
  });
});

describe('pageAssetsPlugin', () => {
  it("lists a styles-only chunk's CSS but not its script, which Vite never writes", () => {
    const root = process.cwd();
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      moduleIds,
      facadeModuleId: moduleIds[0] ?? null,
      viteMetadata: { importedCss: new Set(css) },
    });
    const bundle = {
      app: chunk('assets/App.js', [`${root}/src/App.tsx`]),
      page: chunk('assets/PaymentPage.js', [`${root}/src/PaymentPage.tsx`], ['assets/payment.js'], ['assets/Page.css']),
      styles: chunk('assets/payment.js', [`${root}/src/payment.css`], [], ['assets/payment.css']),
    };
    let emitted = '';
    const plugin = pageAssetsPlugin({
      exposedModule: './src/App.tsx',
      pages: [{ path: '/payment', module: './src/PaymentPage.tsx' }],
    });
    const generate = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
    generate.call({ emitFile: ({ source }: { source: string }) => (emitted = source), error: fail }, {}, bundle);
    expect((JSON.parse(emitted) as PageAssets).pages['/payment']).toEqual({
      scripts: ['PaymentPage.js'],
      styles: ['Page.css', 'payment.css'],
    });
  });
});

function fail(message: string): never {
  throw new Error(message);
}
