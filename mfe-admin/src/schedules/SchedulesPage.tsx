import {
  ADMIN_MESSAGES,
  adminSchedulesQuerySchema,
  arrivalDayOffset,
  isBeforeToday,
  todayInIndia,
  type AdminSchedule,
  type AdminSchedulesQuery,
  type City,
  sayRule,
} from '@jatra/shared';
import { DatePicker, EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, Search, Snowflake } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { cityName } from '@jatra/shared/i18n';
import { useAdminI18n } from '../i18n';
import { QueryFailed, orDash } from '../parts';
import { PageHead } from '../parts';
import { QueryForm } from '../parts';
import { StatusBadge } from '../parts';
import { TableSkeleton } from '../parts';
import { DataTable } from '../table';
import { CityField } from './CityField';
import { useSchedules } from './use-schedules';
import './schedules.css';

/** The provider marks a running schedule 'Update'; anything else ('New', …) is shown without a colour. */
const isUpdate = (status: string) => status.trim().toLowerCase() === 'update';

function useColumns(): ColumnDef<AdminSchedule>[] {
  const { t, format } = useAdminI18n();
  return useMemo(() => columnsFor(t, format), [t, format]);
}

type I18n = ReturnType<typeof useAdminI18n>;

const columnsFor = (t: I18n['t'], format: I18n['format']): ColumnDef<AdminSchedule>[] => [
  {
    accessorKey: 'schedule_id',
    header: t('schedules.scheduleId'),
    cell: ({ row }) => <code>{row.original.schedule_id}</code>,
  },
  {
    accessorKey: 'operator',
    header: t('schedules.operator'),
    cell: ({ row }) => (
      <>
        {row.original.operator}
        {row.original.service_name && (
          <span className="admin-muted schedules-service">{row.original.service_name}</span>
        )}
      </>
    ),
  },
  {
    accessorKey: 'bus_type',
    header: t('schedules.busType'),
    cell: ({ row }) => (
      <span className="schedules-bus">
        {row.original.bus_type}
        {row.original.is_ac && (
          <StatusBadge label={t('schedules.ac')} tone="info" icon={<Snowflake size={12} aria-hidden="true" />} />
        )}
      </span>
    ),
  },
  {
    accessorKey: 'departure',
    header: t('schedules.departure'),
    cell: ({ row }) => <span className="admin-num">{format.time(row.original.departure)}</span>,
  },
  {
    accessorKey: 'arrival',
    header: t('schedules.arrival'),
    cell: ({ row }) => {
      // a night bus arrives the next day, as every other page says
      const days = arrivalDayOffset(row.original.departure, row.original.arrival, Number.NaN);
      const time = format.time(row.original.arrival);
      return <span className="admin-num">{days > 0 ? t('schedules.arrivesLater', { time, days }) : time}</span>;
    },
  },
  {
    accessorKey: 'duration',
    header: t('schedules.duration'),
    cell: ({ row }) => <span className="admin-num">{row.original.duration}</span>,
  },
  {
    id: 'fares',
    header: t('schedules.fares'),
    enableSorting: false,
    cell: ({ row }) => (
      <ul className="schedules-fares">
        {row.original.fares.map((fare) => (
          <li key={`${fare.seat_type}-${fare.price}`}>
            {fare.seat_type} <span className="admin-num">{format.rupees(fare.price)}</span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    accessorKey: 'available_seats',
    header: t('schedules.seats'),
    cell: ({ row }) => (
      <span className="admin-num">
        {row.original.available_seats}/{orDash(row.original.total_seats)}
      </span>
    ),
  },
  {
    accessorKey: 'status',
    header: t('schedules.status'),
    cell: ({ row }) => (
      <span className="admin-badges">
        <StatusBadge label={row.original.status} tone={isUpdate(row.original.status) ? 'success' : 'neutral'} />
        {row.original.is_cancellable && (
          <StatusBadge
            label={t('schedules.cancellable')}
            tone="info"
            icon={<CheckCircle2 size={12} aria-hidden="true" />}
          />
        )}
      </span>
    ),
  },
];

interface Search {
  query: AdminSchedulesQuery;
  /** the provider's names of the cities searched */
  from: string;
  to: string;
}

function Results({ search }: { search: Search | null }) {
  const { t, format, locale } = useAdminI18n();
  const columns = useColumns();
  const schedules = useSchedules(search?.query ?? null);
  if (!search) return <p className="admin-muted">{t('schedules.choose')}</p>;
  const route = t('schedules.route', {
    from: cityName(search.from, locale),
    to: cityName(search.to, locale),
    date: format.date(search.query.date),
  });
  if (schedules.isPending) return <TableSkeleton label={t('schedules.loading')} columns={9} />;
  if (schedules.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.schedulesFailed)} query={schedules} />;
  if (schedules.data.length === 0) {
    return <EmptyState icon={<Search size={28} />} title={sayRule(ADMIN_MESSAGES.noSchedulesFound)} text={route} />;
  }
  return (
    <DataTable
      caption={t('schedules.caption', { route })}
      columns={columns}
      data={schedules.data}
      rowKey={(schedule) => schedule.schedule_id}
    />
  );
}

/** Admin › Schedules: what the provider runs on a route on a day, asked live. */
export function SchedulesPage() {
  const { t } = useAdminI18n();
  const [origin, setOrigin] = useState<City | null>(null);
  const [destination, setDestination] = useState<City | null>(null);
  const [date, setDate] = useState(() => todayInIndia());
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState<Search | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminSchedulesQuerySchema.safeParse({
      origin_id: origin?.id,
      destination_id: destination?.id,
      date,
    });
    if (!parsed.success)
      return setProblem(parsed.error.issues[0]?.message ?? sayRule(ADMIN_MESSAGES.scheduleFieldsRequired));
    if (isBeforeToday(parsed.data.date)) return setProblem(sayRule(ADMIN_MESSAGES.pastTravelDate));
    setProblem(null);
    setSearch({
      query: parsed.data,
      from: origin!.name,
      to: destination!.name,
    });
  };

  return (
    <div className="admin-page">
      <PageHead title={t('schedules.title')} intro={t('schedules.intro')} />
      <QueryForm
        label={t('schedules.find')}
        className="schedules-form"
        onSubmit={submit}
        submitIcon={Search}
        submitLabel={t('schedules.search')}
        problem={problem}
      >
        <CityField label={t('schedules.origin')} value={origin} onChange={setOrigin} />
        <CityField label={t('schedules.destination')} value={destination} onChange={setDestination} />
        <DatePicker label={t('schedules.date')} value={date} onChange={setDate} />
      </QueryForm>
      <Results search={search} />
    </div>
  );
}
