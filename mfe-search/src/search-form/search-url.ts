import { pageRoutes } from '@jatra/shared';

export interface SearchUrlQuery {
  source: number;
  destination: number;
  /** yyyy-MM-dd */
  date: string;
  womenBooking: boolean;
}

/** `/search?source=1&destination=2&date=yyyy-MM-dd`, plus `&womenBooking=true` only when ticked. */
export function searchUrl(q: SearchUrlQuery): string {
  return pageRoutes.search.link({
    source: String(q.source),
    destination: String(q.destination),
    date: q.date,
    womenBooking: q.womenBooking ? 'true' : undefined,
  });
}
