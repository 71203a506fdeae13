import { ADMIN_MESSAGES, type AdminCitiesPage, sayRule } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { cityName } from '@jatra/shared/i18n';
import { useAdminI18n } from '../i18n';
import { QueryFailed } from '../parts';
import { SearchField, useSettledText } from '../parts';
import { TableSkeleton } from '../parts';
import { DataTable, usePageOf } from '../table';
import { useCities } from './use-cities';

type CityRow = AdminCitiesPage['cities'][number];

function useColumns(): ColumnDef<CityRow>[] {
  const { t, format, locale } = useAdminI18n();
  const number = (value: number) => <span className="admin-num">{format.number(value)}</span>;
  return [
    {
      accessorKey: 'id',
      header: t('cities.id'),
      cell: ({ row }) => <span className="admin-num">{row.original.id}</span>,
    },
    { accessorKey: 'name', header: t('cities.name'), cell: ({ row }) => cityName(row.original.name, locale) },
    {
      accessorKey: 'origin_count',
      header: t('cities.originCount'),
      cell: ({ row }) => number(row.original.origin_count),
    },
    {
      accessorKey: 'destination_count',
      header: t('cities.destinationCount'),
      cell: ({ row }) => number(row.original.destination_count),
    },
  ];
}

function CitiesList({ q }: { q: string }) {
  const { t } = useAdminI18n();
  const columns = useColumns();
  const [page, onPage] = usePageOf(q);
  const cities = useCities(q, page);
  if (cities.isPending) return <TableSkeleton label={t('cities.loading')} columns={4} />;
  if (cities.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.citiesFailed)} query={cities} />;
  const { cities: rows, total, next, previous } = cities.data;
  if (rows.length === 0) {
    return q ? (
      <EmptyState icon={<MapPin size={28} />} title={t('cities.noMatch', { q })} text={t('cities.checkSpelling')} />
    ) : (
      <EmptyState icon={<MapPin size={28} />} title={t('cities.none')} text={t('cities.noneText')} />
    );
  }
  return (
    <div aria-busy={cities.isPlaceholderData || undefined}>
      <DataTable
        caption={t('cities.tab')}
        columns={columns}
        data={rows}
        rowKey={(city) => String(city.id)}
        paging={{ total, totalText: 'total.cities', next, previous, onPage }}
      />
    </div>
  );
}

/** The Cities tab: search and 50 a page by name, paged by the server with Previous and Next. */
export function CitiesTab() {
  const { t } = useAdminI18n();
  const [text, setText] = useState('');
  const q = useSettledText(text);
  return (
    <div className="cities-tab">
      <SearchField
        label={t('cities.search')}
        placeholder={t('cities.searchPlaceholder')}
        value={text}
        onChange={setText}
      />
      <CitiesList q={q} />
    </div>
  );
}
