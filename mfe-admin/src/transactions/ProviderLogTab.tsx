import {
  ADMIN_MESSAGES,
  adminTransactionsQuerySchema,
  todayInIndia,
  type AdminTransaction,
  type AdminTransactionsSummary,
  sayRule,
} from '@jatra/shared';
import { DatePicker, EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, Clock, Download, ReceiptText, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useAdminI18n } from '../i18n';
import { QueryFailed, orDash } from '../parts';
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

type Format = ReturnType<typeof useAdminI18n>['format'];

/** An amount taken off the day's net, with a true minus sign (a screen reader says "minus"). */
const less = (amount: number, format: Format) => (amount > 0 ? `\u2212${format.rupees(amount)}` : format.rupees(0));

function useColumns(): ColumnDef<AdminTransaction>[] {
  const { t, format } = useAdminI18n();
  return [
    { accessorKey: 'pnr_number', header: t('provider.pnr'), cell: ({ row }) => <code>{row.original.pnr_number}</code> },
    {
      accessorKey: 'operator_pnr',
      header: t('provider.operatorPnr'),
      cell: ({ row }) => orDash(row.original.operator_pnr),
    },
    {
      accessorKey: 'travel_date',
      header: t('provider.travelDate'),
      cell: ({ row }) => <span className="admin-num">{format.date(row.original.travel_date)}</span>,
    },
    {
      accessorKey: 'status_label',
      header: t('provider.status'),
      // the provider's own word for the state, as its log writes it
      cell: ({ row }) => {
        const { tone, Icon } = STATUS_LOOK[row.original.status];
        return (
          <StatusBadge label={row.original.status_label} tone={tone} icon={<Icon size={12} aria-hidden="true" />} />
        );
      },
    },
    { accessorKey: 'travel_id', header: t('provider.travelId'), cell: ({ row }) => orDash(row.original.travel_id) },
    { accessorKey: 'route_id', header: t('provider.routeId'), cell: ({ row }) => orDash(row.original.route_id) },
    { accessorKey: 'passenger_name', header: t('provider.passenger') },
    {
      accessorKey: 'fare',
      header: t('provider.amount'),
      // a cancellation gives back what its seats were sold for: shown as the minus it is in the day's net
      cell: ({ row }) => (
        <span className="admin-num">
          {row.original.status === 'cancelled' ? less(row.original.fare, format) : format.rupees(row.original.fare)}
        </span>
      ),
    },
  ];
}

/** The day's sales, cancellations and net as the API counted them, each event once. */
function Summary({ summary }: { summary: AdminTransactionsSummary }) {
  const { t, format } = useAdminI18n();
  const { sales, cancellations, net, pending } = summary;
  return (
    <>
      <div className="admin-stats">
        <Stat
          label={t('provider.sales')}
          level={3}
          value={format.rupees(sales.amount)}
          note={t('provider.ticketsSold', { count: sales.tickets })}
        />
        <Stat
          label={t('provider.cancellations')}
          level={3}
          value={less(cancellations.amount, format)}
          note={t('provider.cancellationsNote', { count: cancellations.count })}
        />
        <Stat label={t('provider.net')} level={3} value={format.rupees(net)} note={t('provider.netNote')} />
      </div>
      {pending > 0 && <p className="admin-muted">{t('provider.pending', { count: pending })}</p>}
    </>
  );
}

function Results({ date }: { date: string | null }) {
  const { t, format } = useAdminI18n();
  const columns = useColumns();
  const transactions = useTransactions(date);
  if (date === null) return <p className="admin-muted">{t('provider.choose')}</p>;
  if (transactions.isPending) {
    return (
      <div className="admin-section">
        <StatsSkeleton label={t('provider.loading')} count={3} />
        <TableSkeleton columns={8} />
      </div>
    );
  }
  if (transactions.isError)
    return <QueryFailed title={sayRule(ADMIN_MESSAGES.transactionsFailed)} query={transactions} />;
  const data = transactions.data;
  if (data.transactions.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText size={28} />}
        title={sayRule(ADMIN_MESSAGES.noTransactionsFound)}
        text={format.date(data.date)}
      />
    );
  }
  return (
    <Section title={t('provider.on', { date: format.date(data.date) })} plain>
      <Summary summary={data.summary} />
      {/* the log's rows are events with no id of their own (a ticket and its cancellations share a PNR): a
          row's place in the day is its key */}
      <DataTable
        caption={t('provider.on', { date: format.date(data.date) })}
        columns={columns}
        data={data.transactions}
      />
    </Section>
  );
}

/** The provider's log of one day, its sales, cancellations and net first. */
export function ProviderLogTab() {
  const { t } = useAdminI18n();
  const today = todayInIndia();
  const [date, setDate] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminTransactionsQuerySchema.safeParse({ date });
    if (!parsed.success)
      return setProblem(parsed.error.issues[0]?.message ?? sayRule(ADMIN_MESSAGES.transactionDateRequired));
    if (parsed.data.date > todayInIndia()) return setProblem(sayRule(ADMIN_MESSAGES.futureTransactionDate));
    setProblem(null);
    setLoaded(parsed.data.date);
  };

  return (
    <div className="transactions-tab">
      <QueryForm
        label={t('provider.chooseDay')}
        onSubmit={submit}
        submitIcon={Download}
        submitLabel={t('provider.load')}
        problem={problem}
      >
        <DatePicker label={t('provider.date')} value={date} onChange={setDate} min={null} max={today} />
      </QueryForm>
      <Results date={loaded} />
    </div>
  );
}
