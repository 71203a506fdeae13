import fs from 'node:fs';
import path from 'node:path';
import { APP_FILE_PATH, APP_FILES_CACHE, OFFLINE_PAGES_CACHE, OFFLINE_TICKET_PATH } from '@jatra/shared/offline-ticket';
import { describe, expect, it } from 'vitest';
import as from '../src/i18n/messages/as.json' with { type: 'json' };
import { shellPage, type PageSources } from './shell-page';
import { BACKGROUND_COLOUR, manifestFor, THEME_COLOUR } from './web-app-manifest';

const SHELL = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(SHELL, file), 'utf8');

describe('the installed app', () => {
  it('is described in the language its page asks for, English for any other', () => {
    const assamese = manifestFor('/manifest.webmanifest?lang=as');
    expect(assamese).toMatchObject({ name: 'Jatra', short_name: 'Jatra', lang: 'as-IN', display: 'standalone' });
    expect(assamese.description).toBe(as['footer.tagline']);
    expect(manifestFor('/manifest.webmanifest?lang=xx')).toMatchObject({
      lang: 'en-IN',
      description: 'Bus tickets across Assam and the North East.',
    });
    for (const icon of assamese.icons) expect(fs.existsSync(path.join(SHELL, 'public', icon.src))).toBe(true);
    expect(assamese.icons.map((icon) => icon.purpose)).toContain('maskable');
  });

  it("takes its colours from the design tokens, and the page's theme colour is the same", () => {
    const tokens = fs.readFileSync(path.resolve(SHELL, '../shared/src/ui/tokens.css'), 'utf8');
    expect(tokens).toContain(`--color-brand: ${THEME_COLOUR};`);
    expect(tokens).toContain(`--color-surface: ${BACKGROUND_COLOUR};`);
    expect(read('index.html')).toContain(`<meta name="theme-color" content="${THEME_COLOUR}" />`);
  });

  it("links the manifest of the page's language", async () => {
    const sources: PageSources = {
      pageAssets: () => Promise.resolve(null),
      firstView: () => Promise.resolve(null),
      frame: () => Promise.resolve(null),
    };
    const runtime = {
      remotes: {
        search: 'http://s.test/e.js',
        booking: 'http://b.test/e.js',
        account: 'http://a.test/e.js',
        admin: 'http://d.test/e.js',
      },
      config: { apiBaseUrl: 'http://api.test' },
    };
    const page = await shellPage(
      read('index.html'),
      { address: '/help', userAgent: undefined, cookie: 'jatra_locale=bn' },
      runtime,
      sources,
    );
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=bn" />');
  });

  it("has a service worker that uses the offline ticket's names, as the account remote does", () => {
    const worker = read('public/sw.js');
    expect(worker).toContain(`const PAGES_CACHE = '${OFFLINE_PAGES_CACHE}';`);
    expect(worker).toContain(`const FILES_CACHE = '${APP_FILES_CACHE}';`);
    expect(worker).toContain(`const OFFLINE_TICKET_PATH = /${OFFLINE_TICKET_PATH.source}/;`);
    expect(worker).toContain(`const APP_FILE_PATH = /${APP_FILE_PATH.source}/;`);
  });
});
