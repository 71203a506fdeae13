import { FEDERATION_SINGLETONS } from '@jatra/shared';
import { describe, expect, it } from 'vitest';
import { refusedRemotes } from './live-releases';
import { shellPage, type PageSources } from './shell-page';

const TEMPLATE = '<!doctype html><html><head><title>Jatra</title></head><body><div id="root"></div></body></html>';
const ENTRY = 'http://search.test/releases/0.1.0+abcdef1.00000002/assets/remoteEntry.js';
const singletons = Object.fromEntries(FEDERATION_SINGLETONS.map((name) => [name, '19.3.1'])) as Record<
  (typeof FEDERATION_SINGLETONS)[number],
  string
>;

const runtime = {
  remotes: {
    search: ENTRY,
    booking: 'http://b.test/e.js',
    account: 'http://a.test/e.js',
    admin: 'http://d.test/e.js',
  },
  config: { apiBaseUrl: 'http://api.test' },
};

const sources: PageSources = {
  pageAssets: () => Promise.resolve({ app: { scripts: ['assets/App.js'], styles: ['assets/App.css'] }, pages: {} }),
  firstView: () => Promise.resolve({ html: '<main>Drawn on the server</main>', state: {} }),
  frame: (_address, page) => Promise.resolve(`<div class="app">${page}</div>`),
};

describe("a remote the shell will refuse to mount, in the shell's page", () => {
  it('is neither drawn nor preloaded, while one that fits is', async () => {
    const fits = { version: '0.1.0+abcdef1.00000002', hostApi: '1.0.0', singletons };
    const misfit = { ...fits, hostApi: '2.0.0' };
    expect(refusedRemotes({ search: fits })).toEqual(new Set());
    expect(refusedRemotes({ search: misfit })).toEqual(new Set(['search']));
    // a shell release live is what the remote must fit
    expect(refusedRemotes({ shell: misfit, search: misfit })).toEqual(new Set());
    expect(
      refusedRemotes({ shell: { ...fits, singletons: { ...singletons, react: '20.0.0' } }, search: fits }),
    ).toEqual(new Set(['search']));

    const request = { address: '/', userAgent: undefined };
    const drawn = await shellPage(TEMPLATE, request, { ...runtime, releases: { search: fits } }, sources, new Set());
    expect(drawn).toContain('Drawn on the server');
    expect(drawn).toContain(`<link rel="modulepreload" href="${ENTRY}"`);
    const refused = await shellPage(
      TEMPLATE,
      request,
      { ...runtime, releases: { search: misfit } },
      sources,
      refusedRemotes({ search: misfit }),
    );
    expect(refused).not.toContain('Drawn on the server');
    expect(refused).not.toContain('rel="modulepreload"');
    expect(refused).not.toContain('assets/App.js');
    expect(refused).toContain('<div id="root"></div>');
  });
});

describe("the page's language in the shell's page", () => {
  const template = TEMPLATE.replace('<html>', '<html lang="en">').replace(
    '</title>',
    `</title>
    <link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin>
    <link rel="preload" as="font" type="font/woff2" href="/assets/bengali.woff2" crossorigin data-font-script="Beng">
    <link rel="preload" as="font" type="font/woff2" href="/assets/devanagari.woff2" crossorigin data-font-script="Deva">`,
  );
  const asked: string[] = [];
  const recording: PageSources = {
    ...sources,
    firstView: (_entry, _address, _width, locale) => {
      asked.push(locale);
      return sources.firstView(_entry, _address, _width, locale);
    },
  };

  it("is the visitor's choice, else the browser's first of ours, else English; with its script's font alone", async () => {
    const page = (request: { cookie?: string; acceptLanguage?: string }) =>
      shellPage(template, { address: '/', userAgent: undefined, ...request }, runtime, recording);

    const chosen = await page({ cookie: 'jatra_visitor=x; jatra_locale=as', acceptLanguage: 'hi-IN,hi' });
    expect(chosen).toContain('<html lang="as-IN" dir="ltr">');
    expect(chosen).toContain('bengali.woff2');
    expect(chosen).not.toContain('devanagari.woff2');

    const browsers = await page({ acceptLanguage: 'fr-FR,fr;q=0.9,hi;q=0.8,en;q=0.5' });
    expect(browsers).toContain('<html lang="hi-IN" dir="ltr">');
    expect(browsers).toContain('devanagari.woff2');
    expect(browsers).not.toContain('bengali.woff2');

    const english = await page({ acceptLanguage: 'fr-FR' });
    expect(english).toContain('<html lang="en-IN" dir="ltr">');
    expect(english).toContain('inter.woff2');
    expect(english).not.toMatch(/bengali|devanagari/);
    expect(asked).toEqual(['as', 'hi', 'en']);
  });
});
