import {
  ADMIN_MESSAGES,
  LEDGER_KINDS,
  type AdminLedgerPage,
  type AdminPaymentEntry,
  type AdminRefundEntry,
  type LedgerKind,
  type ListPagingQuery,
  sayRule,
} from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { ReceiptText, Search } from 'lucide-react';
import { useState } from 'react';
import { useAdminI18n, type AdminMessageId } from '../i18n';
import { Field, StatusBadge, TableSkeleton, QueryFailed, orDash, useSettledText, type BadgeTone } from '../parts';
import { DataTable, usePageOf } from '../table';
import { PAYMENT_STATE_LOOK, REFUND_STATE_LOOK } from './ledger-text';
import { useLedger } from './use-ledger';

const KIND_LABELS = {
  payments: 'ledger.kind.payments',
  refunds: 'ledger.kind.refunds',
} as const satisfies Record<LedgerKind, AdminMessageId>;
// what the rows are, one and many, for @jatra/shared's list total ('1,000+ payments')
const TOTALS = {
  payments: 'total.payments',
  refunds: 'total.refunds',
} as const satisfies Record<LedgerKind, AdminMessageId>;

/** The PNR an admin is asked about, and under it the id the gateway knows (the PNR and its attempt). */
const pnrAndId = (entry: { pnr: string; id: string }) => (
  <span className="ledger-ids">
    <code>{entry.pnr}</code>
    <code className="ledger-ids__id">{entry.id}</code>
  </span>
);

function useLedgerColumns() {
  const { t, format } = useAdminI18n();
  const when = (iso: string) => <time dateTime={iso}>{format.instant(iso)}</time>;
  const amount = (rupees: number) => <span className="admin-num">{format.rupees(rupees)}</span>;
  const badge = ({ label, tone }: { label: AdminMessageId; tone: BadgeTone }) => (
    <StatusBadge label={t(label)} tone={tone} />
  );
  const payments: ColumnDef<AdminPaymentEntry>[] = [
    { accessorKey: 'created_at', header: t('ledger.started'), cell: ({ row }) => when(row.original.created_at) },
    { accessorKey: 'pnr', header: t('ledger.pnrAndOrder'), cell: ({ row }) => pnrAndId(row.original) },
    { accessorKey: 'amount', header: t('ledger.amount'), cell: ({ row }) => amount(row.original.amount) },
    {
      accessorKey: 'state',
      header: t('ledger.state'),
      cell: ({ row }) => badge(PAYMENT_STATE_LOOK[row.original.state]),
    },
    {
      accessorKey: 'transaction_id',
      header: t('ledger.gatewayTransaction'),
      cell: ({ row }) => orDash(row.original.transaction_id),
    },
  ];
  const refunds: ColumnDef<AdminRefundEntry>[] = [
    { accessorKey: 'created_at', header: t('ledger.started'), cell: ({ row }) => when(row.original.created_at) },
    { accessorKey: 'pnr', header: t('ledger.pnrAndRefund'), cell: ({ row }) => pnrAndId(row.original) },
    { accessorKey: 'amount', header: t('ledger.amount'), cell: ({ row }) => amount(row.original.amount) },
    {
      accessorKey: 'state',
      header: t('ledger.state'),
      cell: ({ row }) => badge(REFUND_STATE_LOOK[row.original.state]),
    },
    { accessorKey: 'updated_at', header: t('ledger.lastChange'), cell: ({ row }) => when(row.original.updated_at) },
    { accessorKey: 'reason', header: t('ledger.reason') },
  ];
  return { payments, refunds };
}

function LedgerTable({ data, onPage }: { data: AdminLedgerPage; onPage: (page: ListPagingQuery) => void }) {
  const { t } = useAdminI18n();
  const columns = useLedgerColumns();
  const { total, next, previous } = data;
  const paging = { total, totalText: TOTALS[data.kind], next, previous, onPage };
  const caption = t(data.kind === 'payments' ? 'ledger.captionPayments' : 'ledger.captionRefunds');
  return data.kind === 'payments' ? (
    <DataTable
      caption={caption}
      columns={columns.payments}
      data={data.entries}
      rowKey={(row) => row.id}
      paging={paging}
    />
  ) : (
    <DataTable
      caption={caption}
      columns={columns.refunds}
      data={data.entries}
      rowKey={(row) => row.id}
      paging={paging}
    />
  );
}

function LedgerList({ kind, q }: { kind: LedgerKind; q: string }) {
  const { t } = useAdminI18n();
  const [page, onPage] = usePageOf(`${kind}:${q}`);
  const ledger = useLedger(kind, q, page);
  if (ledger.isPending)
    return (
      <TableSkeleton label={t(kind === 'payments' ? 'ledger.loadingPayments' : 'ledger.loadingRefunds')} columns={7} />
    );
  if (ledger.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.transactionsFailed)} query={ledger} />;
  if (ledger.data.entries.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptText size={28} />}
        title={
          kind === 'payments'
            ? q
              ? t('ledger.noPaymentsFor', { q })
              : t('ledger.noPayments')
            : q
              ? t('ledger.noRefundsFor', { q })
              : t('ledger.noRefunds')
        }
        text={q ? t('ledger.noneText') : undefined}
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
  const { t } = useAdminI18n();
  const [kind, setKind] = useState<LedgerKind>('payments');
  const [text, setText] = useState('');
  const q = useSettledText(text);
  return (
    <div className="transactions-tab">
      <div className="admin-toolbar" role="search" aria-label={t('ledger.captionPayments')}>
        <Field
          label={t('ledger.find')}
          icon={<Search size={20} />}
          className="admin-search"
          help={t('ledger.findHelp')}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              placeholder={t('ledger.findPlaceholder')}
              value={text}
              maxLength={60}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setText(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field label={t('ledger.show')}>
          {(control) => (
            <select {...control} value={kind} onChange={(event) => setKind(event.currentTarget.value as LedgerKind)}>
              {LEDGER_KINDS.map((each) => (
                <option key={each} value={each}>
                  {t(KIND_LABELS[each])}
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
