import { ADMIN_MESSAGES, type AdminCitiesPage } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { count, QueryFailed } from '../parts';
import { SearchField, useSettledText } from '../parts';
import { TableSkeleton } from '../parts';
import { DataTable, usePageOf } from '../table';
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

function CitiesList({ q }: { q: string }) {
  const [page, onPage] = usePageOf(q);
  const cities = useCities(q, page);
  if (cities.isPending) return <TableSkeleton label="Loading cities" columns={4} />;
  if (cities.isError) return <QueryFailed title={ADMIN_MESSAGES.citiesFailed} query={cities} />;
  const { cities: rows, total, next, previous } = cities.data;
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
    <div aria-busy={cities.isPlaceholderData || undefined}>
      <DataTable
        caption="Cities"
        columns={columns}
        data={rows}
        rowKey={(city) => String(city.id)}
        paging={{ total, noun: ['city', 'cities'], next, previous, onPage }}
      />
    </div>
  );
}

/** The Cities tab: search and 50 a page by name, paged by the server with Previous and Next. */
export function CitiesTab() {
  const [text, setText] = useState('');
  const q = useSettledText(text);
  return (
    <div className="cities-tab">
      <SearchField label="Search cities" placeholder="e.g. Jorhat" value={text} onChange={setText} />
      <CitiesList q={q} />
    </div>
  );
}
