import { ADMIN_MESSAGES, type Vendor } from '@jatra/shared';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, Skeleton, useHost } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, Inbox, UserCheck, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDay } from '../format/when';
import { DataTable } from '../table/DataTable';
import { ApproveVendorDialog } from './ApproveVendorDialog';
import { useDecideVendor, usePendingVendors, type VendorDecision } from './use-overview';

function PendingSkeleton() {
  return (
    <div className="overview-rows" role="status" aria-live="polite">
      <span className="jt-visually-hidden">Loading pending vendors</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={44} />
      ))}
    </div>
  );
}

/** Spec §2 (Overview): vendor applications waiting for a decision, each with Approve and Reject. */
export function PendingVendors() {
  const host = useHost();
  const pending = usePendingVendors();
  const decide = useDecideVendor();
  const [approving, setApproving] = useState<Vendor | null>(null);
  const [rejecting, setRejecting] = useState<Vendor | null>(null);

  const run = (decision: VendorDecision, done: () => void) =>
    decide.mutate(decision, {
      onSuccess: () => {
        host.toast.success(
          decision.verdict === 'approve' ? ADMIN_MESSAGES.vendorApproved : ADMIN_MESSAGES.vendorRejected,
        );
        done();
      },
      onError: (error) => host.toast.error(error.message),
    });

  const columns = useMemo<ColumnDef<Vendor, unknown>[]>(
    () => [
      { accessorKey: 'company_name', header: 'Company' },
      { accessorKey: 'contact_name', header: 'Contact' },
      {
        accessorKey: 'contact_email',
        header: 'E-mail',
        cell: ({ row }) => <a href={`mailto:${row.original.contact_email}`}>{row.original.contact_email}</a>,
      },
      {
        accessorKey: 'created_at',
        header: 'Applied',
        cell: ({ row }) => <time dateTime={row.original.created_at}>{formatDay(row.original.created_at)}</time>,
      },
      {
        id: 'actions',
        header: () => <span className="jt-visually-hidden">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <div className="overview-actions">
            <Button
              variant="secondary"
              aria-label={`Approve ${row.original.company_name}`}
              onClick={() => setApproving(row.original)}
            >
              <Check size={16} aria-hidden="true" />
              Approve
            </Button>
            <Button
              variant="ghost"
              aria-label={`Reject ${row.original.company_name}`}
              onClick={() => setRejecting(row.original)}
            >
              <X size={16} aria-hidden="true" />
              Reject
            </Button>
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <Card className="admin-section" aria-labelledby="pending-vendors-title">
      <div className="admin-section__head">
        <h2 className="admin-section__title" id="pending-vendors-title">
          <UserCheck size={20} aria-hidden="true" />
          Pending Vendor Approvals
        </h2>
      </div>
      {pending.isPending ? (
        <PendingSkeleton />
      ) : pending.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.pendingVendorsFailed}
          message={pending.error.message}
          onRetry={() => void pending.refetch()}
        />
      ) : pending.data.length === 0 ? (
        <EmptyState
          icon={<Inbox size={28} />}
          title="No applications waiting"
          text="New vendor applications appear here."
        />
      ) : (
        <DataTable
          caption="Pending vendor applications"
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
        title={`Reject ${rejecting?.company_name ?? 'this vendor'}?`}
        description="The applicant stays a traveller and is told the application was rejected."
        confirmLabel="Reject"
        tone="danger"
        loading={decide.isPending}
        onConfirm={() => rejecting && run({ vendor: rejecting, verdict: 'reject' }, () => setRejecting(null))}
      />
    </Card>
  );
}
