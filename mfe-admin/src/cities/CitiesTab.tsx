import { ADMIN_MESSAGES, type AdminCitiesPage } from '@jatra/shared';
import { EmptyState, ErrorState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { count, errorDetail } from '../parts';
import { SearchField, useSettledText } from '../parts';
import { TableSkeleton } from '../parts';
import { DataTable } from '../table';
import { useCities } from './use-cities';

type CityRow = AdminCitiesPage['cities'][number];

const number = (value: number) => <span className="admin-num">{count(value)}</span>;

const columns: ColumnDef<CityRow>[] = [
  { accessorKey: 'id', header: 'ID', cell: ({ row }) => <span className="admin-num">{row.original.id}</span> },
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'origin_count', header: 'Origin count', cell: ({ row }) => number(row.original.origin_count) },
  {
    accessorKey: 'destination_count',
    header: 'Destination count',
    cell: ({ row }) => number(row.original.destination_count),
  },
];

function CitiesList({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const cities = useCities(q, page);
  if (cities.isPending) return <TableSkeleton label="Loading cities" columns={4} />;
  if (cities.isError) {
    return (
      <ErrorState
        title={ADMIN_MESSAGES.citiesFailed}
        message={errorDetail(ADMIN_MESSAGES.citiesFailed, cities.error)}
        onRetry={() => void cities.refetch()}
      />
    );
  }
  const { cities: rows, total, page_size } = cities.data;
  if (rows.length === 0) {
    return q ? (
      <EmptyState
        icon={<MapPin size={28} />}
        title={`No city matches “${q}”`}
        text="Check the spelling or clear the search."
      />
    ) : (
      <EmptyState
        icon={<MapPin size={28} />}
        title="No cities yet"
        text="Press Sync Cities to copy them from the provider."
      />
    );
  }
  return (
    <DataTable
      caption="Cities"
      columns={columns}
      data={rows}
      rowKey={(city) => String(city.id)}
      paging={{ page: cities.data.page, pageSize: page_size, total, onPage }}
    />
  );
}

/** The Cities tab: search and 50 a page, paged by the server. */
export function CitiesTab() {
  const [text, setText] = useState('');
  const q = useSettledText(text);
  // a new search starts from its first page
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  return (
    <div className="cities-tab">
      <SearchField label="Search cities" placeholder="e.g. Jorhat" value={text} onChange={setText} />
      <CitiesList q={q} page={page} onPage={(next) => setPaging({ q, page: next })} />
    </div>
  );
}
