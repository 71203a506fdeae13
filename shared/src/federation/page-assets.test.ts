import { describe, expect, it } from 'vitest';
import { pageAssetsFor, type PageAssets } from './page-assets';

const assets: PageAssets = {
  app: { scripts: ['App.js', 'host.js'], styles: ['host.css'] },
  pages: {
    '/': { scripts: ['Home.js'], styles: ['Home.css'] },
    '/booking/:id': { scripts: ['Booking.js'], styles: [] },
  },
};

describe('pageAssetsFor', () => {
  it("gives the files of the page the path matches, by the route table's patterns", () => {
    expect(pageAssetsFor(assets, '/booking/2026112500013')).toEqual({ scripts: ['Booking.js'], styles: [] });
    expect(pageAssetsFor(assets, '/')).toEqual({ scripts: ['Home.js'], styles: ['Home.css'] });
  });

  it('gives none for a path no lazily loaded page draws', () => {
    expect(pageAssetsFor(assets, '/search')).toBeUndefined();
    expect(pageAssetsFor(assets, '/booking')).toBeUndefined();
  });
});
