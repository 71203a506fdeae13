import {
  ADMIN_MESSAGES,
  adminSchedulesQuerySchema,
  arrivalDayLabel,
  displayDate,
  displayTime,
  formatRupees,
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
import { useState, type FormEvent } from 'react';
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

const columns: ColumnDef<AdminSchedule>[] = [
  { accessorKey: 'schedule_id', header: 'Schedule ID', cell: ({ row }) => <code>{row.original.schedule_id}</code> },
  {
    accessorKey: 'operator',
    header: 'Operator',
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
    header: 'Bus type',
    cell: ({ row }) => (
      <span className="schedules-bus">
        {row.original.bus_type}
        {row.original.is_ac && <StatusBadge label="AC" tone="info" icon={<Snowflake size={12} aria-hidden="true" />} />}
      </span>
    ),
  },
  {
    accessorKey: 'departure',
    header: 'Departure',
    cell: ({ row }) => <span className="admin-num">{displayTime(row.original.departure)}</span>,
  },
  {
    accessorKey: 'arrival',
    header: 'Arrival',
    cell: ({ row }) => {
      // a night bus arrives the next day, as every other page says
      const day = arrivalDayLabel(row.original.departure, row.original.arrival);
      return <span className="admin-num">{`${displayTime(row.original.arrival)}${day ? ` ${day}` : ''}`}</span>;
    },
  },
  {
    accessorKey: 'duration',
    header: 'Duration',
    cell: ({ row }) => <span className="admin-num">{row.original.duration}</span>,
  },
  {
    id: 'fares',
    header: 'Fares',
    enableSorting: false,
    cell: ({ row }) => (
      <ul className="schedules-fares">
        {row.original.fares.map((fare) => (
          <li key={`${fare.seat_type}-${fare.price}`}>
            {fare.seat_type} <span className="admin-num">{formatRupees(fare.price)}</span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    accessorKey: 'available_seats',
    header: 'Seats',
    cell: ({ row }) => (
      <span className="admin-num">
        {row.original.available_seats}/{orDash(row.original.total_seats)}
      </span>
    ),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className="admin-badges">
        <StatusBadge label={row.original.status} tone={isUpdate(row.original.status) ? 'success' : 'neutral'} />
        {row.original.is_cancellable && (
          <StatusBadge label="Cancellable" tone="info" icon={<CheckCircle2 size={12} aria-hidden="true" />} />
        )}
      </span>
    ),
  },
];

interface Search {
  query: AdminSchedulesQuery;
  route: string;
}

function Results({ search }: { search: Search | null }) {
  const schedules = useSchedules(search?.query ?? null);
  if (!search) return <p className="admin-muted">Choose a route and a travel date, then press Search Schedules.</p>;
  if (schedules.isPending) return <TableSkeleton label="Loading schedules" columns={9} />;
  if (schedules.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.schedulesFailed)} query={schedules} />;
  if (schedules.data.length === 0) {
    return (
      <EmptyState icon={<Search size={28} />} title={sayRule(ADMIN_MESSAGES.noSchedulesFound)} text={search.route} />
    );
  }
  return (
    <DataTable
      caption={`Schedules, ${search.route}`}
      columns={columns}
      data={schedules.data}
      rowKey={(schedule) => schedule.schedule_id}
    />
  );
}

/** Admin › Schedules: what the provider runs on a route on a day, asked live. */
export function SchedulesPage() {
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
      route: `${origin!.name} to ${destination!.name} on ${displayDate(parsed.data.date)}`,
    });
  };

  return (
    <div className="admin-page">
      <PageHead title="Schedules" intro="The buses the provider runs on a route and day, with live fares and seats." />
      <QueryForm
        label="Find schedules"
        className="schedules-form"
        onSubmit={submit}
        submitIcon={Search}
        submitLabel="Search Schedules"
        problem={problem}
      >
        <CityField label="Origin city" value={origin} onChange={setOrigin} />
        <CityField label="Destination city" value={destination} onChange={setDestination} />
        <DatePicker label="Travel date" value={date} onChange={setDate} />
      </QueryForm>
      <Results search={search} />
    </div>
  );
}
