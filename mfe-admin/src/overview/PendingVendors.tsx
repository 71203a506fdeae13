import { ADMIN_MESSAGES, type Vendor, sayRule } from '@jatra/shared';
import { Button, ConfirmDialog, EmptyState, ErrorState, useHost } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, Inbox, UserCheck, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useAdminI18n } from '../i18n';
import { formatDay } from '../parts';
import { Section } from '../parts';
import { TableSkeleton } from '../parts';
import { ACTIONS_COLUMN_ID, DataTable } from '../table';
import { ApproveVendorDialog } from './ApproveVendorDialog';
import { useDecideVendor, usePendingVendors, type VendorDecision } from './use-overview';

/** Vendor applications waiting for a decision, each with Approve and Reject. */
export function PendingVendors() {
  const { t, format } = useAdminI18n();
  const host = useHost();
  const pending = usePendingVendors();
  const decide = useDecideVendor();
  const [approving, setApproving] = useState<Vendor | null>(null);
  const [rejecting, setRejecting] = useState<Vendor | null>(null);

  const run = (decision: VendorDecision, done: () => void) =>
    decide.mutate(decision, {
      onSuccess: () => {
        host.toast.success(
          decision.verdict === 'approve'
            ? sayRule(ADMIN_MESSAGES.vendorApproved)
            : sayRule(ADMIN_MESSAGES.vendorRejected),
        );
        done();
      },
      onError: (error) => host.toast.error(error.message),
    });

  const columns = useMemo<ColumnDef<Vendor, unknown>[]>(
    () => [
      { accessorKey: 'company_name', header: t('vendors.company') },
      { accessorKey: 'contact_name', header: t('vendors.contact') },
      {
        accessorKey: 'contact_email',
        header: t('vendors.email'),
        cell: ({ row }) => <a href={`mailto:${row.original.contact_email}`}>{row.original.contact_email}</a>,
      },
      {
        accessorKey: 'created_at',
        header: t('vendors.applied'),
        cell: ({ row }) => <time dateTime={row.original.created_at}>{formatDay(row.original.created_at, format)}</time>,
      },
      {
        id: ACTIONS_COLUMN_ID,
        header: () => <span className="jt-visually-hidden">{t('table.actions')}</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <div className="admin-table__actions">
            <Button
              variant="secondary"
              aria-label={t('vendors.approveNamed', { name: row.original.company_name })}
              onClick={() => setApproving(row.original)}
            >
              <Check size={16} aria-hidden="true" />
              {t('vendors.approve')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t('vendors.rejectNamed', { name: row.original.company_name })}
              onClick={() => setRejecting(row.original)}
            >
              <X size={16} aria-hidden="true" />
              {t('vendors.reject')}
            </Button>
          </div>
        ),
      },
    ],
    [t, format],
  );

  return (
    <Section title={t('vendors.title')} icon={UserCheck}>
      {pending.isPending ? (
        <TableSkeleton label={t('vendors.loading')} columns={5} />
      ) : pending.isError ? (
        <ErrorState
          title={sayRule(ADMIN_MESSAGES.pendingVendorsFailed)}
          message={pending.error.message}
          onRetry={() => void pending.refetch()}
        />
      ) : pending.data.length === 0 ? (
        <EmptyState icon={<Inbox size={28} />} title={t('vendors.none')} text={t('vendors.noneText')} />
      ) : (
        <DataTable
          caption={t('vendors.caption')}
          columns={columns}
          data={pending.data}
          rowKey={(vendor) => vendor.id}
        />
      )}
      <ApproveVendorDialog
        key={approving?.id ?? 'none'}
        vendor={approving}
        approving={decide.isPending}
        onClose={() => setApproving(null)}
        onApprove={(operatorId) =>
          approving && run({ vendor: approving, verdict: 'approve', operatorId }, () => setApproving(null))
        }
      />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={rejecting ? t('vendors.rejectTitle', { name: rejecting.company_name }) : t('vendors.rejectThis')}
        description={t('vendors.rejectText')}
        confirmLabel={t('vendors.reject')}
        tone="danger"
        loading={decide.isPending}
        onConfirm={() => rejecting && run({ vendor: rejecting, verdict: 'reject' }, () => setRejecting(null))}
      />
    </Section>
  );
}
