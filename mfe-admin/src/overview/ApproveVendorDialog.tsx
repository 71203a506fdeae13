import { vendorApprovalSchema, type AdminOperator, type Vendor } from '@jatra/shared';
import { Button, Combobox, ConfirmDialog, Skeleton } from '@jatra/shared/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useAdminI18n } from '../i18n';
import { useSettledText } from '../parts';
import { useOperatorChoices } from './use-overview';

interface ApproveVendorDialogProps {
  vendor: Vendor | null;
  onClose: () => void;
  onApprove: (operatorId: number | null) => void;
  approving: boolean;
}

/**
 * Approving makes the applicant a vendor and links them to the provider operator they run, so their dashboard
 * shows that operator's sales. The operators are searched by name on the server (there may be thousands). Before
 * the first operators sync there is nothing to link: the admin may approve anyway and link later.
 */
export function ApproveVendorDialog({ vendor, onClose, onApprove, approving }: ApproveVendorDialogProps) {
  const { t } = useAdminI18n();
  const operatorLabel = (operator: AdminOperator | null) =>
    operator ? t('approve.operatorLabel', { name: operator.name, id: operator.id }) : '';
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<AdminOperator | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // the chosen operator's label in the box is not a search
  const typed = text === operatorLabel(chosen) ? '' : text;
  const q = useSettledText(typed, 150);
  const operators = useOperatorChoices(q, vendor !== null);
  const noneSynced = operators.isSuccess && q === '' && operators.data.total.count === 0;

  const close = () => {
    setText('');
    setChosen(null);
    setProblem(null);
    onClose();
  };

  const confirm = () => {
    if (!operators.isSuccess) return;
    if (noneSynced) return onApprove(null);
    const picked = vendorApprovalSchema.safeParse({ operator_id: chosen?.id ?? '' });
    if (!picked.success) return setProblem(picked.error.issues[0]?.message ?? null);
    onApprove(picked.data.operator_id);
  };

  const shown = operators.data?.operators ?? [];
  const more = operators.data?.next ? t('approve.more', { count: shown.length }) : null;

  return (
    <ConfirmDialog
      open={vendor !== null}
      onOpenChange={(open) => !open && close()}
      title={vendor ? t('approve.title', { name: vendor.company_name }) : t('approve.thisVendor')}
      description={t('approve.text')}
      confirmLabel={t('vendors.approve')}
      loading={approving}
      onConfirm={confirm}
    >
      {operators.isPending ? (
        <div role="status" aria-live="polite" className="overview-approve__loading">
          <span className="jt-visually-hidden">{t('approve.loading')}</span>
          <Skeleton width="40%" />
          <Skeleton height={44} />
        </div>
      ) : operators.isError ? (
        <div role="alert" className="overview-approve__problem">
          <p>{t('approve.failed', { message: operators.error.message })}</p>
          <Button variant="secondary" onClick={() => void operators.refetch()}>
            {t('approve.retry')}
          </Button>
        </div>
      ) : noneSynced ? (
        <p className="overview-approve__note">{t('approve.noneSynced')}</p>
      ) : (
        <div className="overview-approve__picker">
          <Combobox<AdminOperator>
            label={t('approve.operator')}
            placeholder={t('approve.placeholder')}
            icon={<Search size={20} />}
            items={shown}
            itemKey={(operator) => operator.id}
            itemToString={operatorLabel}
            selectedItem={chosen}
            onSelectedItemChange={(operator) => {
              setChosen(operator);
              setText(operatorLabel(operator));
              setProblem(null);
            }}
            inputValue={text}
            onInputValueChange={(value) => {
              setText(value);
              if (chosen && value !== operatorLabel(chosen)) setChosen(null);
            }}
            hint={operators.isFetching ? t('approve.searching') : t('approve.noMatch', { q })}
            statusMessage={shown.length ? t('approve.shown', { count: shown.length, more: more ?? '' }) : undefined}
          />
          {problem && (
            <p className="admin-error" role="alert">
              {problem}
            </p>
          )}
          {more && <p className="admin-muted">{more}</p>}
        </div>
      )}
    </ConfirmDialog>
  );
}
