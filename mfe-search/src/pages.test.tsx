import { dataRequestsFor } from '@jatra/shared/page-assets';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PAGES } from './pages';
import { bus, renderPage, SEARCH, stubApi } from './search-results/search-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('SEARCH_PAGES', () => {
  it('names the very requests the results page makes first, so the preloads are used', async () => {
    const api = stubApi({ result: [bus('1', { operator: 'Assam Deluxe', name: 'Assam Deluxe' })], cached: false });
    renderPage(SEARCH);
    await screen.findByRole('heading', { level: 3, name: 'Assam Deluxe' });
    const hinted = dataRequestsFor(SEARCH_PAGES.results.data, SEARCH_PAGES.results.path, new URL(SEARCH, 'http://x'));
    expect(hinted).toHaveLength(3);
    expect(api.requested).toEqual(expect.arrayContaining(hinted));
  });
});
