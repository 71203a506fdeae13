import { ADMIN_MESSAGES, type AdminCityPair } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Route } from 'lucide-react';
import { useState } from 'react';
import { NOT_SENT, count, displayMinutes, QueryFailed } from '../parts';
import { SearchField, useSettledText } from '../parts';
import { TableSkeleton } from '../parts';
import { DataTable, usePageOf } from '../table';
import { useCityPairs } from './use-cities';

const columns: ColumnDef<AdminCityPair>[] = [
  { accessorKey: 'origin_city', header: 'Origin' },
  { accessorKey: 'destination_city', header: 'Destination' },
  {
    accessorKey: 'distance_km',
    header: 'Distance (km)',
    cell: ({ row }) => (
      <span className="admin-num">
        {row.original.distance_km === null ? NOT_SENT : count(row.original.distance_km)}
      </span>
    ),
  },
  {
    accessorKey: 'travel_time_minutes',
    header: 'Travel time',
    cell: ({ row }) => (
      <span className="admin-num">
        {row.original.travel_time_minutes === null ? NOT_SENT : displayMinutes(row.original.travel_time_minutes)}
      </span>
    ),
  },
  {
    accessorKey: 'routes_count',
    header: 'Routes',
    cell: ({ row }) => <span className="admin-num">{count(row.original.routes_count)}</span>,
  },
];

function PairsList({ q }: { q: string }) {
  const [page, onPage] = usePageOf(q);
  const pairs = useCityPairs(q, page);
  if (pairs.isPending) return <TableSkeleton label="Loading city pairs" columns={5} />;
  if (pairs.isError) return <QueryFailed title={ADMIN_MESSAGES.cityPairsFailed} query={pairs} />;
  const { pairs: rows, total, next, previous } = pairs.data;
  if (rows.length === 0) {
    return q ? (
      <EmptyState
        icon={<Route size={28} />}
        title={`No pair has a city matching “${q}”`}
        text="Check the spelling or clear the search."
      />
    ) : (
      <EmptyState
        icon={<Route size={28} />}
        title="No city pairs yet"
        text="Press Sync City Pairs to copy them from the provider."
      />
    );
  }
  const unsent = rows.some((pair) => pair.distance_km === null || pair.travel_time_minutes === null);
  return (
    <div aria-busy={pairs.isPlaceholderData || undefined} className="cities-pairs">
      {/* at most ADMIN_CITY_PAIRS_LIMIT rows a page, all shown together */}
      <DataTable
        caption="Origin-destination pairs"
        columns={columns}
        data={rows}
        rowKey={(pair) => `${pair.origin_id}-${pair.destination_id}`}
        paging={{ total, noun: ['pair', 'pairs'], next, previous, onPage }}
      />
      {unsent && <p className="admin-muted">— the provider does not send this pair’s distance or travel time.</p>}
    </div>
  );
}

/** The Origin-Destination Pairs tab: either city matches the search; 100 rows a page, by origin then destination. */
export function CityPairsTab() {
  const [text, setText] = useState('');
  const q = useSettledText(text);
  return (
    <div className="cities-tab">
      <SearchField
        label="Search pairs by either city"
        placeholder="e.g. Guwahati"
        value={text}
        onChange={setText}
        searched="cityName"
      />
      <PairsList q={q} />
    </div>
  );
}
