import { ADMIN_MESSAGES, type AdminOperator, sayRule } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Bus } from 'lucide-react';
import { useMemo, useState } from 'react';
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
  if (operator.logo) return <img className="operators-logo" src={operator.logo} alt={`${operator.name} logo`} />;
  return (
    <span className="operators-logo operators-logo--initials" aria-hidden="true">
      {initials(operator.name)}
    </span>
  );
}

function columnsFor(open: (operator: AdminOperator) => void): ColumnDef<AdminOperator>[] {
  return [
    { id: 'logo', header: 'Logo', enableSorting: false, cell: ({ row }) => <Logo operator={row.original} /> },
    { accessorKey: 'id', header: 'ID', cell: ({ row }) => <span className="admin-num">{row.original.id}</span> },
    {
      accessorKey: 'name',
      header: 'Name',
      cell: ({ row }) => (
        <button type="button" className="operators-name" aria-haspopup="dialog" onClick={() => open(row.original)}>
          {row.original.name}
        </button>
      ),
    },
    {
      accessorKey: 'cancellation_time',
      header: 'Cancellation time (h)',
      cell: ({ row }) => <span className="admin-num">{orDash(row.original.cancellation_time)}</span>,
    },
    {
      accessorKey: 'schedules_count',
      header: 'Schedules',
      cell: ({ row }) => <span className="admin-num">{orDash(row.original.schedules_count)}</span>,
    },
    {
      accessorKey: 'commission_percent',
      header: 'Commission %',
      cell: ({ row }) => (
        <span className="admin-num">
          {row.original.commission_percent === null ? NOT_SENT : `${row.original.commission_percent}%`}
        </span>
      ),
    },
    { accessorKey: 'round_trip', header: 'Round trip', cell: ({ row }) => yesNo(row.original.round_trip) },
  ];
}

function OperatorsList({ q, onOpen }: { q: string; onOpen: (operator: AdminOperator) => void }) {
  const [page, onPage] = usePageOf(q);
  const operators = useOperators(q, page);
  const columns = useMemo(() => columnsFor(onOpen), [onOpen]);
  if (operators.isPending) return <TableSkeleton label="Loading operators" columns={7} />;
  if (operators.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.operatorsFailed)} query={operators} />;
  const { operators: rows, total, next, previous } = operators.data;
  if (rows.length === 0) {
    return q ? (
      <EmptyState
        icon={<Bus size={28} />}
        title={`No operator matches “${q}”`}
        text="Check the spelling or clear the search."
      />
    ) : (
      <EmptyState
        icon={<Bus size={28} />}
        title="No operators yet"
        text="Press Sync Operators to copy them from the provider."
      />
    );
  }
  return (
    <div aria-busy={operators.isPlaceholderData || undefined}>
      <DataTable
        caption="Operators"
        columns={columns}
        data={rows}
        rowKey={(operator) => String(operator.id)}
        paging={{ total, noun: ['operator', 'operators'], next, previous, onPage }}
      />
    </div>
  );
}

/** Admin › Operators: our synced copy of the provider's operators, searchable, each row opening its details. */
export function OperatorsPage() {
  const [text, setText] = useState('');
  const q = useSettledText(text);
  const [open, setOpen] = useState<AdminOperator | null>(null);
  return (
    <div className="admin-page">
      <PageHead
        title="Operators"
        intro="The bus operators the provider sells through Jatra."
        actions={<SyncButton target="operators" label="Sync Operators" />}
      />
      <SearchField label="Search by operator name" placeholder="e.g. Network Travels" value={text} onChange={setText} />
      <OperatorsList q={q} onOpen={setOpen} />
      <OperatorDetails operator={open} onClose={() => setOpen(null)} />
    </div>
  );
}
