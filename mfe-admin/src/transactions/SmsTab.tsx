import { ADMIN_MESSAGES, type AdminBookingSms, sayRule } from '@jatra/shared';
import { EmptyState } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { MessageSquareText, Search } from 'lucide-react';
import { useState } from 'react';
import { useAdminI18n } from '../i18n';
import { Field, QueryFailed, StatusBadge, TableSkeleton, orDash, useSettledText } from '../parts';
import { DataTable } from '../table';
import { SMS_KIND_LABEL, SMS_STATE_LOOK } from './sms-text';
import { useBookingSms } from './use-booking-sms';

function useSmsColumns(): ColumnDef<AdminBookingSms>[] {
  const { t, format } = useAdminI18n();
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{format.instant(iso)}</time> : orDash(null));
  return [
    { accessorKey: 'created_at', header: t('sms.queuedAt'), cell: ({ row }) => when(row.original.created_at) },
    { accessorKey: 'kind', header: t('sms.kind'), cell: ({ row }) => t(SMS_KIND_LABEL[row.original.kind]) },
    {
      accessorKey: 'to_mobile',
      header: t('sms.to'),
      cell: ({ row }) => <span className="admin-num">{row.original.to_mobile}</span>,
    },
    {
      accessorKey: 'state',
      header: t('sms.state'),
      cell: ({ row }) => {
        const { state, state_detail, last_error, reported_at } = row.original;
        const look = SMS_STATE_LOOK[state];
        // the gateway's words where they add to the badge: why it failed, or why it is still queued
        const detail = state === 'delivered' ? null : (state_detail ?? last_error);
        return (
          <span className="sms-state">
            <StatusBadge label={t(look.label)} tone={look.tone} />
            {detail && <span className="sms-state__detail">{detail}</span>}
            {reported_at && (
              <span className="sms-state__detail">
                {t('sms.reportedAt')} {when(reported_at)}
              </span>
            )}
          </span>
        );
      },
    },
    {
      accessorKey: 'segments',
      header: t('sms.segments'),
      cell: ({ row }) => <span className="admin-num">{row.original.segments}</span>,
    },
    {
      accessorKey: 'text',
      header: t('sms.text'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="sms-text" lang={row.original.locale}>
          {row.original.text}
        </span>
      ),
    },
  ];
}

function SmsList({ pnr }: { pnr: string }) {
  const { t } = useAdminI18n();
  const columns = useSmsColumns();
  const sms = useBookingSms(pnr);
  if (!sms.isEnabled) return <EmptyState icon={<MessageSquareText size={28} />} title={t('sms.askPnr')} />;
  if (sms.isPending) return <TableSkeleton label={t('sms.loading')} columns={7} />;
  if (sms.isError) return <QueryFailed title={sayRule(ADMIN_MESSAGES.transactionsFailed)} query={sms} />;
  if (sms.data.messages.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquareText size={28} />}
        title={t('sms.noneFor', { pnr: sms.data.pnr })}
        text={t('sms.noneText')}
      />
    );
  }
  return (
    <DataTable
      caption={t('sms.caption', { pnr: sms.data.pnr })}
      columns={columns}
      data={sms.data.messages}
      rowKey={(row) => `${row.kind}:${row.created_at}`}
    />
  );
}

/** The SMS a booking sent (m-ticket, cancellation, departure change) and what the gateway reported of each. */
export function SmsTab() {
  const { t } = useAdminI18n();
  const [text, setText] = useState('');
  const pnr = useSettledText(text);
  return (
    <div className="transactions-tab">
      <div className="admin-toolbar" role="search" aria-label={t('sms.searchLabel')}>
        <Field label={t('sms.find')} icon={<Search size={20} />} className="admin-search" help={t('sms.findHelp')}>
          {(control) => (
            <input
              {...control}
              type="search"
              placeholder={t('ledger.findPlaceholder')}
              value={text}
              maxLength={40}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setText(event.currentTarget.value)}
            />
          )}
        </Field>
      </div>
      <SmsList pnr={pnr} />
    </div>
  );
}
