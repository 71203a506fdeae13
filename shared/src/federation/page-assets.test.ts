import { describe, expect, it } from 'vitest';
import { dataRequestsFor, pageAssetsFor, type PageAssets } from './page-assets';

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
