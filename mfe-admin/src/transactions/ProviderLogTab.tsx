import {
  ADMIN_MESSAGES,
  adminTransactionsQuerySchema,
  displayDate,
  formatRupees,
  todayInIndia,
  type AdminTransaction,
  type AdminTransactionsSummary,
} from '@jatra/shared';
import { DatePicker, EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, Clock, Download, ReceiptText, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { count, QueryFailed, orDash } from '../parts';
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

/** An amount taken off the day's net, with a true minus sign (a screen reader says "minus"). */
const less = (amount: number) => (amount > 0 ? `\u2212${formatRupees(amount)}` : formatRupees(0));

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
    header: 'Amount',
    // a cancellation gives back what its seats were sold for: shown as the minus it is in the day's net
    cell: ({ row }) => (
      <span className="admin-num">
        {row.original.status === 'cancelled' ? less(row.original.fare) : formatRupees(row.original.fare)}
      </span>
    ),
  },
];

const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/** The day's sales, cancellations and net as the API counted them, each event once. */
function Summary({ summary }: { summary: AdminTransactionsSummary }) {
  const { sales, cancellations, net, pending } = summary;
  return (
    <>
      <div className="admin-stats">
        <Stat
          label="Sales"
          level={3}
          value={formatRupees(sales.amount)}
          note={`${plural(sales.tickets, 'ticket', 'tickets')} sold`}
        />
        <Stat
          label="Cancellations"
          level={3}
          value={less(cancellations.amount)}
          note={`${plural(cancellations.count, 'cancellation', 'cancellations')}, seats' fare and tax`}
        />
        <Stat label="Net" level={3} value={formatRupees(net)} note="Sales less cancellations" />
      </div>
      {pending > 0 && (
        <p className="admin-muted">
          {plural(pending, 'entry', 'entries')} not yet settled by the operator, counted in none of these.
        </p>
      )}
    </>
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
  if (transactions.isError) return <QueryFailed title={ADMIN_MESSAGES.transactionsFailed} query={transactions} />;
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
      <Summary summary={data.summary} />
      {/* the log's rows are events with no id of their own (a ticket and its cancellations share a PNR): a
          row's place in the day is its key */}
      <DataTable caption={`Transactions on ${displayDate(data.date)}`} columns={columns} data={data.transactions} />
    </Section>
  );
}

/** The provider's log of one day, its sales, cancellations and net first. */
export function ProviderLogTab() {
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
    <div className="transactions-tab">
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
