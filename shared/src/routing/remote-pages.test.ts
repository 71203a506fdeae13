import { describe, expect, it } from 'vitest';
import { matchRemotePage } from './remote-pages';

const pages = [
  { path: '/', page: 'home' },
  { path: '/booking/:id', page: 'seats' },
];

describe('matchRemotePage', () => {
  it('finds the page and its params by absolute path', () => {
    expect(matchRemotePage(pages, '/booking/42')).toEqual({ page: 'seats', params: { id: '42' } });
    expect(matchRemotePage(pages, '/')).toEqual({ page: 'home', params: {} });
  });

  it('matches whole paths only', () => {
    expect(matchRemotePage(pages, '/booking/42/extra')).toBeNull();
    expect(matchRemotePage(pages, '/search')).toBeNull();
  });
});
