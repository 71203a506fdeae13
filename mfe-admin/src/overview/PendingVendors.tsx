import { ADMIN_MESSAGES, type Vendor } from '@jatra/shared';
import { Button, ConfirmDialog, EmptyState, ErrorState, useHost } from '@jatra/shared/ui';
import type { ColumnDef } from '@tanstack/react-table';
import { Check, Inbox, UserCheck, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDay } from '../parts';
import { Section } from '../parts';
import { TableSkeleton } from '../parts';
import { ACTIONS_COLUMN_ID, DataTable } from '../table';
import { ApproveVendorDialog } from './ApproveVendorDialog';
import { useDecideVendor, usePendingVendors, type VendorDecision } from './use-overview';

/** Vendor applications waiting for a decision, each with Approve and Reject. */
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
        id: ACTIONS_COLUMN_ID,
        header: () => <span className="jt-visually-hidden">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <div className="admin-table__actions">
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
    <Section title="Pending Vendor Approvals" icon={UserCheck}>
      {pending.isPending ? (
        <TableSkeleton label="Loading pending vendors" columns={5} />
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
    </Section>
  );
}
