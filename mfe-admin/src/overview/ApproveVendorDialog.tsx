import { vendorApprovalSchema, type Vendor } from '@jatra/shared';
import { Button, ConfirmDialog, Skeleton } from '@jatra/shared/ui';
import { useState } from 'react';
import { Field } from '../parts';
import { useOperatorChoices } from './use-overview';

interface ApproveVendorDialogProps {
  vendor: Vendor | null;
  onClose: () => void;
  onApprove: (operatorId: number | null) => void;
  approving: boolean;
}

/**
 * Approving makes the applicant a vendor and links them to the provider operator they run, so their dashboard
 * shows that operator's sales. Before the first operators sync there is nothing to link: the admin may approve
 * anyway and link later.
 */
export function ApproveVendorDialog({ vendor, onClose, onApprove, approving }: ApproveVendorDialogProps) {
  const operators = useOperatorChoices(vendor !== null);
  const [choice, setChoice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setChoice('');
    setProblem(null);
    onClose();
  };

  const confirm = () => {
    if (!operators.isSuccess) return;
    if (operators.data.length === 0) return onApprove(null);
    const picked = vendorApprovalSchema.safeParse({ operator_id: choice });
    if (!picked.success) return setProblem(picked.error.issues[0]?.message ?? null);
    onApprove(picked.data.operator_id);
  };

  return (
    <ConfirmDialog
      open={vendor !== null}
      onOpenChange={(open) => !open && close()}
      title={`Approve ${vendor?.company_name ?? 'this vendor'}?`}
      description="The applicant becomes a vendor and sees the sales of the operator you link."
      confirmLabel="Approve"
      loading={approving}
      onConfirm={confirm}
    >
      {operators.isPending ? (
        <div role="status" aria-live="polite" className="overview-approve__loading">
          <span className="jt-visually-hidden">Loading operators</span>
          <Skeleton width="40%" />
          <Skeleton height={44} />
        </div>
      ) : operators.isError ? (
        <div role="alert" className="overview-approve__problem">
          <p>We could not load the operators: {operators.error.message}</p>
          <Button variant="secondary" onClick={() => void operators.refetch()}>
            Retry
          </Button>
        </div>
      ) : operators.data.length === 0 ? (
        <p className="overview-approve__note">
          No operators are synced yet, so there is none to link. Approve now and link the operator after running Sync
          Operators in Settings.
        </p>
      ) : (
        <Field label="Operator this vendor runs" error={problem}>
          {(control) => (
            <select
              {...control}
              value={choice}
              onChange={(event) => {
                setChoice(event.currentTarget.value);
                setProblem(null);
              }}
            >
              <option value="">Choose an operator</option>
              {operators.data.map((operator) => (
                <option key={operator.id} value={operator.id}>
                  {operator.name} (ID {operator.id})
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </ConfirmDialog>
  );
}
