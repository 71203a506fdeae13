import {
  ADMIN_MESSAGES,
  LEDGER_KINDS,
  formatRupees,
  type AdminLedgerPage,
  type AdminPaymentEntry,
  type AdminRefundEntry,
  type LedgerKind,
  type ListPagingQuery,
} from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { ReceiptText, Search } from 'lucide-react';
import { useState } from 'react';
import { Field, StatusBadge, TableSkeleton, displayInstant, QueryFailed, orDash, useSettledText } from '../parts';
import { DataTable, usePageOf } from '../table';
import { PAYMENT_STATE_LOOK, REFUND_STATE_LOOK } from './ledger-text';
import { useLedger } from './use-ledger';

const KIND_LABELS: Record<LedgerKind, string> = { payments: 'Payments', refunds: 'Refunds' };
const NOUNS: Record<LedgerKind, [string, string]> = {
  payments: ['payment', 'payments'],
  refunds: ['refund', 'refunds'],
};

const when = (iso: string) => <time dateTime={iso}>{displayInstant(iso)}</time>;
/** The PNR an admin is asked about, and under it the id the gateway knows (the PNR and its attempt). */
const pnrAndId = (entry: { pnr: string; id: string }) => (
  <span className="ledger-ids">
    <code>{entry.pnr}</code>
    <code className="ledger-ids__id">{entry.id}</code>
  </span>
);
const amount = (rupees: number) => <span className="admin-num">{formatRupees(rupees)}</span>;

const paymentColumns: ColumnDef<AdminPaymentEntry>[] = [
  { accessorKey: 'created_at', header: 'Started', cell: ({ row }) => when(row.original.created_at) },
  { accessorKey: 'pnr', header: 'PNR and order', cell: ({ row }) => pnrAndId(row.original) },
  { accessorKey: 'amount', header: 'Amount', cell: ({ row }) => amount(row.original.amount) },
  {
    accessorKey: 'state',
    header: 'State',
    cell: ({ row }) => <StatusBadge {...PAYMENT_STATE_LOOK[row.original.state]} />,
  },
  {
    accessorKey: 'transaction_id',
    header: 'Gateway transaction',
    cell: ({ row }) => orDash(row.original.transaction_id),
  },
];

const refundColumns: ColumnDef<AdminRefundEntry>[] = [
  { accessorKey: 'created_at', header: 'Started', cell: ({ row }) => when(row.original.created_at) },
  { accessorKey: 'pnr', header: 'PNR and refund', cell: ({ row }) => pnrAndId(row.original) },
  { accessorKey: 'amount', header: 'Amount', cell: ({ row }) => amount(row.original.amount) },
  {
    accessorKey: 'state',
    header: 'State',
    cell: ({ row }) => <StatusBadge {...REFUND_STATE_LOOK[row.original.state]} />,
  },
  { accessorKey: 'updated_at', header: 'Last change', cell: ({ row }) => when(row.original.updated_at) },
  { accessorKey: 'reason', header: 'Reason' },
];

function LedgerTable({ data, onPage }: { data: AdminLedgerPage; onPage: (page: ListPagingQuery) => void }) {
  const { total, next, previous } = data;
  const paging = { total, noun: NOUNS[data.kind], next, previous, onPage };
  const caption = `Jatra's ${data.kind}`;
  return data.kind === 'payments' ? (
    <DataTable
      caption={caption}
      columns={paymentColumns}
      data={data.entries}
      rowKey={(row) => row.id}
      paging={paging}
    />
  ) : (
    <DataTable caption={caption} columns={refundColumns} data={data.entries} rowKey={(row) => row.id} paging={paging} />
  );
}

function LedgerList({ kind, q }: { kind: LedgerKind; q: string }) {
  const [page, onPage] = usePageOf(`${kind}:${q}`);
  const ledger = useLedger(kind, q, page);
  if (ledger.isPending) return <TableSkeleton label={`Loading ${kind}`} columns={7} />;
  if (ledger.isError) return <QueryFailed title={ADMIN_MESSAGES.transactionsFailed} query={ledger} />;
  if (ledger.data.entries.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText size={28} />}
        title={q ? `No ${NOUNS[kind][1]} for “${q}”` : `No ${NOUNS[kind][1]} yet`}
        text={q ? 'Check the PNR, or clear the search.' : undefined}
      />
    );
  }
  return (
    <div aria-busy={ledger.isPlaceholderData || undefined}>
      <LedgerTable data={ledger.data} onPage={onPage} />
    </div>
  );
}

/** Our own record of the money: every payment attempt and every refund, newest first, found by PNR. */
export function LedgerTab() {
  const [kind, setKind] = useState<LedgerKind>('payments');
  const [text, setText] = useState('');
  const q = useSettledText(text);
  return (
    <div className="transactions-tab">
      <div className="admin-toolbar" role="search" aria-label="Jatra's payments">
        <Field
          label="Find a PNR"
          icon={<Search size={20} />}
          className="admin-search"
          help="Matches the start of a PNR, an order or a refund."
        >
          {(control) => (
            <input
              {...control}
              type="search"
              placeholder="e.g. JT7Q2K"
              value={text}
              maxLength={60}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setText(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Show">
          {(control) => (
            <select {...control} value={kind} onChange={(event) => setKind(event.currentTarget.value as LedgerKind)}>
              {LEDGER_KINDS.map((each) => (
                <option key={each} value={each}>
                  {KIND_LABELS[each]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <LedgerList kind={kind} q={q} />
    </div>
  );
}
