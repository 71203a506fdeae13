import { ADMIN_MESSAGES, type AdminOperator, sayRule } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Bus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useAdminI18n } from '../i18n';
import { NOT_SENT, QueryFailed, orDash } from '../parts';
import { PageHead } from '../parts';
import { SearchField, useSettledText } from '../parts';
import { TableSkeleton } from '../parts';
import { SyncButton } from '../sync';
import { DataTable, usePageOf } from '../table';
import { OperatorDetails } from './OperatorDetails';
import { initials, yesNo } from './operator-text';
import { useOperators } from './use-operators';
import './operators.css';

function Logo({ operator }: { operator: AdminOperator }) {
  const { t } = useAdminI18n();
  if (operator.logo) {
    return <img className="operators-logo" src={operator.logo} alt={t('operators.logoOf', { name: operator.name })} />;
  }
  return (
    <span className="operators-logo operators-logo--initials" aria-hidden="true" translate="no">
      {initials(operator.name)}
    </span>
  );
}

type T = ReturnType<typeof useAdminI18n>['t'];

function columnsFor(t: T, open: (operator: AdminOperator) => void): ColumnDef<AdminOperator>[] {
  return [
    {
      id: 'logo',
      header: t('operators.logo'),
      enableSorting: false,
      cell: ({ row }) => <Logo operator={row.original} />,
    },
    {
      accessorKey: 'id',
      header: t('operators.id'),
      cell: ({ row }) => <span className="admin-num">{row.original.id}</span>,
    },
    {
      accessorKey: 'name',
      header: t('operators.name'),
      cell: ({ row }) => (
        <button type="button" className="operators-name" aria-haspopup="dialog" onClick={() => open(row.original)}>
          {row.original.name}
        </button>
      ),
    },
    {
      accessorKey: 'cancellation_time',
      header: t('operators.cancellationHours'),
      cell: ({ row }) => <span className="admin-num">{orDash(row.original.cancellation_time)}</span>,
    },
    {
      accessorKey: 'schedules_count',
      header: t('operators.schedules'),
      cell: ({ row }) => <span className="admin-num">{orDash(row.original.schedules_count)}</span>,
    },
    {
      accessorKey: 'commission_percent',
      header: t('operators.commissionPercent'),
      cell: ({ row }) => (
        <span className="admin-num">
          {row.original.commission_percent === null ? NOT_SENT : `${row.original.commission_percent}%`}
        </span>
      ),
    },
    {
      accessorKey: 'round_trip',
      header: t('operators.roundTrip'),
      cell: ({ row }) => t(yesNo(row.original.round_trip)),
    },
  ];
}

function OperatorsList({ q, onOpen }: { q: string; onOpen: (operator: AdminOperator) => void }) {
  const { t } = useAdminI18n();
  const [page, onPage] = usePageOf(q);
  const operators = useOperators(q, page);
  const columns = useMemo(() => columnsFor(t, onOpen), [t, onOpen]);
  if (operators.isPending) return <TableSkeleton label={t('operators.loading')} columns={7} />;
  if (operators.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.operatorsFailed)} query={operators} />;
  const { operators: rows, total, next, previous } = operators.data;
  if (rows.length === 0) {
    return q ? (
      <EmptyState icon={<Bus size={28} />} title={t('operators.noMatch', { q })} text={t('operators.checkSpelling')} />
    ) : (
      <EmptyState icon={<Bus size={28} />} title={t('operators.none')} text={t('operators.noneText')} />
    );
  }
  return (
    <div aria-busy={operators.isPlaceholderData || undefined}>
      <DataTable
        caption={t('operators.caption')}
        columns={columns}
        data={rows}
        rowKey={(operator) => String(operator.id)}
        paging={{ total, totalText: 'total.operators', next, previous, onPage }}
      />
    </div>
  );
}

/** Admin › Operators: our synced copy of the provider's operators, searchable, each row opening its details. */
export function OperatorsPage() {
  const { t } = useAdminI18n();
  const [text, setText] = useState('');
  const q = useSettledText(text);
  const [open, setOpen] = useState<AdminOperator | null>(null);
  return (
    <div className="admin-page">
      <PageHead
        title={t('operators.title')}
        intro={t('operators.intro')}
        actions={<SyncButton target="operators" label={t('operators.sync')} />}
      />
      <SearchField
        label={t('operators.search')}
        placeholder={t('operators.searchPlaceholder')}
        value={text}
        onChange={setText}
      />
      <OperatorsList q={q} onOpen={setOpen} />
      <OperatorDetails operator={open} onClose={() => setOpen(null)} />
    </div>
  );
}
