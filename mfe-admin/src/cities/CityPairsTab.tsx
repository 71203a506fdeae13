import { ADMIN_MESSAGES, type AdminCityPair, sayRule } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Route } from 'lucide-react';
import { useState } from 'react';
import { cityName } from '@jatra/shared/i18n';
import { useAdminI18n } from '../i18n';
import { NOT_SENT, QueryFailed } from '../parts';
import { SearchField, useSettledText } from '../parts';
import { TableSkeleton } from '../parts';
import { DataTable, usePageOf } from '../table';
import { useCityPairs } from './use-cities';

function useColumns(): ColumnDef<AdminCityPair>[] {
  const { t, format, locale } = useAdminI18n();
  // 330 → '5h 30m', 45 → '45m', 120 → '2h'
  const minutes = (total: number) => {
    const hours = Math.floor(total / 60);
    const rest = total % 60;
    if (hours === 0) return t('duration.minutes', { minutes: rest });
    return rest === 0 ? t('duration.hours', { hours }) : t('duration.hoursMinutes', { hours, minutes: rest });
  };
  return [
    {
      accessorKey: 'origin_city',
      header: t('pairs.origin'),
      cell: ({ row }) => cityName(row.original.origin_city, locale),
    },
    {
      accessorKey: 'destination_city',
      header: t('pairs.destination'),
      cell: ({ row }) => cityName(row.original.destination_city, locale),
    },
    {
      accessorKey: 'distance_km',
      header: t('pairs.distance'),
      cell: ({ row }) => (
        <span className="admin-num">
          {row.original.distance_km === null ? NOT_SENT : format.number(row.original.distance_km)}
        </span>
      ),
    },
    {
      accessorKey: 'travel_time_minutes',
      header: t('pairs.travelTime'),
      cell: ({ row }) => (
        <span className="admin-num">
          {row.original.travel_time_minutes === null ? NOT_SENT : minutes(row.original.travel_time_minutes)}
        </span>
      ),
    },
    {
      accessorKey: 'routes_count',
      header: t('pairs.routes'),
      cell: ({ row }) => <span className="admin-num">{format.number(row.original.routes_count)}</span>,
    },
  ];
}

function PairsList({ q }: { q: string }) {
  const { t } = useAdminI18n();
  const columns = useColumns();
  const [page, onPage] = usePageOf(q);
  const pairs = useCityPairs(q, page);
  if (pairs.isPending) return <TableSkeleton label={t('pairs.loading')} columns={5} />;
  if (pairs.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.cityPairsFailed)} query={pairs} />;
  const { pairs: rows, total, next, previous } = pairs.data;
  if (rows.length === 0) {
    return q ? (
      <EmptyState icon={<Route size={28} />} title={t('pairs.noMatch', { q })} text={t('cities.checkSpelling')} />
    ) : (
      <EmptyState icon={<Route size={28} />} title={t('pairs.none')} text={t('pairs.noneText')} />
    );
  }
  const unsent = rows.some((pair) => pair.distance_km === null || pair.travel_time_minutes === null);
  return (
    <div aria-busy={pairs.isPlaceholderData || undefined} className="cities-pairs">
      {/* at most ADMIN_CITY_PAIRS_LIMIT rows a page, all shown together */}
      <DataTable
        caption={t('pairs.caption')}
        columns={columns}
        data={rows}
        rowKey={(pair) => `${pair.origin_id}-${pair.destination_id}`}
        paging={{ total, totalText: 'total.pairs', next, previous, onPage }}
      />
      {unsent && <p className="admin-muted">{t('pairs.unsent')}</p>}
    </div>
  );
}

/** The Origin-Destination Pairs tab: either city matches the search; 100 rows a page, by origin then destination. */
export function CityPairsTab() {
  const { t } = useAdminI18n();
  const [text, setText] = useState('');
  const q = useSettledText(text);
  return (
    <div className="cities-tab">
      <SearchField
        label={t('pairs.search')}
        placeholder={t('pairs.searchPlaceholder')}
        value={text}
        onChange={setText}
        searched="cityName"
      />
      <PairsList q={q} />
    </div>
  );
}
