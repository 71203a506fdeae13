import { describe, expect, it } from 'vitest';
import { assetsForPath, type PageAssets } from './page-assets';

const assets: PageAssets = {
  app: { scripts: ['App.js', 'host.js'], styles: ['host.css'] },
  pages: {
    '/': { scripts: ['Home.js'], styles: ['Home.css'] },
    '/booking/:id': { scripts: ['Booking.js'], styles: [] },
  },
};

describe('assetsForPath', () => {
  it("gives the App's files and those of the page the path matches, by the route table's patterns", () => {
    expect(assetsForPath(assets, '/booking/2026112500013')).toEqual({
      scripts: ['App.js', 'host.js', 'Booking.js'],
      styles: ['host.css'],
    });
    expect(assetsForPath(assets, '/')).toEqual({
      scripts: ['App.js', 'host.js', 'Home.js'],
      styles: ['host.css', 'Home.css'],
    });
  });

  it("gives the App's files alone for a path no lazy page draws", () => {
    expect(assetsForPath(assets, '/search')).toEqual(assets.app);
  });
});
