import {
  ADMIN_MESSAGES,
  adminTransactionsQuerySchema,
  displayDate,
  formatRupees,
  todayInIndia,
  type AdminTransaction,
  type AdminTransactions,
} from '@jatra/shared';
import { DatePicker, EmptyState, ErrorState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, Clock, Download, ReceiptText, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { count, errorDetail, orDash } from '../parts';
import { PageHead } from '../parts';
import { QueryForm } from '../parts';
import { StatusBadge, type BadgeTone } from '../parts';
import { Section } from '../parts';
import { Stat, StatsSkeleton } from '../parts';
import { TableSkeleton } from '../parts';
import { DataTable } from '../table';
import { useTransactions } from './use-transactions';

const STATUS_LOOK: Record<AdminTransaction['status'], { tone: BadgeTone; Icon: typeof CheckCircle2 }> = {
  confirmed: { tone: 'success', Icon: CheckCircle2 },
  cancelled: { tone: 'danger', Icon: XCircle },
  pending: { tone: 'warning', Icon: Clock },
};

const columns: ColumnDef<AdminTransaction>[] = [
  { accessorKey: 'pnr_number', header: 'PNR', cell: ({ row }) => <code>{row.original.pnr_number}</code> },
  { accessorKey: 'operator_pnr', header: 'Operator PNR', cell: ({ row }) => orDash(row.original.operator_pnr) },
  {
    accessorKey: 'travel_date',
    header: 'Travel date',
    cell: ({ row }) => <span className="admin-num">{displayDate(row.original.travel_date)}</span>,
  },
  {
    accessorKey: 'status_label',
    header: 'Status',
    cell: ({ row }) => {
      const { tone, Icon } = STATUS_LOOK[row.original.status];
      return <StatusBadge label={row.original.status_label} tone={tone} icon={<Icon size={12} aria-hidden="true" />} />;
    },
  },
  { accessorKey: 'travel_id', header: 'Travel ID', cell: ({ row }) => orDash(row.original.travel_id) },
  { accessorKey: 'route_id', header: 'Route ID', cell: ({ row }) => orDash(row.original.route_id) },
  { accessorKey: 'passenger_name', header: 'Passenger' },
  {
    accessorKey: 'fare',
    header: 'Fare',
    cell: ({ row }) => <span className="admin-num">{formatRupees(row.original.fare)}</span>,
  },
];

function Tally({ label, tally }: { label: string; tally: { count: number; amount: number } }) {
  return (
    <Stat
      label={label}
      level={3}
      value={formatRupees(tally.amount)}
      note={`${count(tally.count)} ${tally.count === 1 ? 'transaction' : 'transactions'}`}
    />
  );
}

function Summary({ data }: { data: AdminTransactions }) {
  return (
    <div className="admin-stats">
      <Tally label="Total" tally={data.summary.total} />
      <Tally label="Confirmed" tally={data.summary.confirmed} />
      <Tally label="Cancelled" tally={data.summary.cancelled} />
    </div>
  );
}

function Results({ date }: { date: string | null }) {
  const transactions = useTransactions(date);
  if (date === null) return <p className="admin-muted">Choose a day, then press Load Transactions.</p>;
  if (transactions.isPending) {
    return (
      <div className="admin-section">
        <StatsSkeleton label="Loading transactions" count={3} />
        <TableSkeleton columns={8} />
      </div>
    );
  }
  if (transactions.isError) {
    return (
      <ErrorState
        title={ADMIN_MESSAGES.transactionsFailed}
        message={errorDetail(ADMIN_MESSAGES.transactionsFailed, transactions.error)}
        onRetry={() => void transactions.refetch()}
      />
    );
  }
  const data = transactions.data;
  if (data.transactions.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText size={28} />}
        title={ADMIN_MESSAGES.noTransactionsFound}
        text={displayDate(data.date)}
      />
    );
  }
  return (
    <Section title={`Transactions on ${displayDate(data.date)}`} plain>
      <Summary data={data} />
      <DataTable
        caption={`Transactions on ${displayDate(data.date)}`}
        columns={columns}
        data={data.transactions}
        rowKey={(transaction) =>
          `${transaction.pnr_number}-${transaction.reservation_id ?? ''}-${transaction.passenger_name}`
        }
      />
    </Section>
  );
}

/** Admin › Transactions: the provider's log of one day, its tallies first. */
export function TransactionsPage() {
  const today = todayInIndia();
  const [date, setDate] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminTransactionsQuerySchema.safeParse({ date });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.transactionDateRequired);
    if (parsed.data.date > todayInIndia()) return setProblem(ADMIN_MESSAGES.futureTransactionDate);
    setProblem(null);
    setLoaded(parsed.data.date);
  };

  return (
    <div className="admin-page">
      <PageHead title="Transactions" intro="What the provider recorded for Jatra on one day." />
      <QueryForm
        label="Choose a day"
        onSubmit={submit}
        submitIcon={Download}
        submitLabel="Load Transactions"
        problem={problem}
      >
        <DatePicker label="Transaction date" value={date} onChange={setDate} min={null} max={today} />
      </QueryForm>
      <Results date={loaded} />
    </div>
  );
}
