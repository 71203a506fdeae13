import type { ListPagingQuery } from '@jatra/shared';
import { useState } from 'react';

/** `q=…&after=…` for a keyset-paged admin list. */
export function pagedSearch(q: string, page: ListPagingQuery): URLSearchParams {
  const params = new URLSearchParams({ q });
  if (page.after) params.set('after', page.after);
  else if (page.before) params.set('before', page.before);
  return params;
}

/** The page cursor of a list searched by `q`: a new search starts from its first page. */
export function usePageOf(q: string): [ListPagingQuery, (page: ListPagingQuery) => void] {
  const [paging, setPaging] = useState<{ q: string; page: ListPagingQuery }>({ q, page: {} });
  const page = paging.q === q ? paging.page : {};
  return [page, (next) => setPaging({ q, page: next })];
}
