import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { useSharedI18n } from '../i18n/shared-i18n';
import { DialogRoot, useFocusReturn } from './DialogRoot';
import './dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the question, e.g. 'Are you sure you want to cancel this booking?'; the dialog's accessible name */
  title: string;
  /** read out after the title: what will happen */
  description?: string;
  /** more to look at before deciding, e.g. the refund amount */
  children?: ReactNode;
  /** 'Yes, cancel ticket' */
  confirmLabel: string;
  /** 'Go back' by default */
  cancelLabel?: string;
  onConfirm: () => void;
  /** 'danger' for what cannot be undone */
  tone?: 'primary' | 'danger';
  /** the confirmed action is running: the confirm button spins, nothing closes the dialog, nothing is pressed twice */
  loading?: boolean;
}

/**
 * A modal question before an action (WAI-ARIA alert dialog on the Radix dialog): focus starts on the safe
 * choice, stays inside, and goes back to the button that opened it; Escape and the backdrop close it unless
 * the action is already running.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'primary',
  loading = false,
}: ConfirmDialogProps) {
  const focusReturn = useFocusReturn();
  const { t } = useSharedI18n();
  const cancel = useRef<HTMLButtonElement | null>(null);
  const change = (next: boolean) => {
    if (!next && loading) return;
    onOpenChange(next);
  };
  return (
    <DialogRoot open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="jt-dialog__overlay" />
        <Dialog.Content
          className="jt-dialog"
          role="alertdialog"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            focusReturn.onOpenAutoFocus();
            event.preventDefault();
            cancel.current?.focus();
          }}
          onCloseAutoFocus={focusReturn.onCloseAutoFocus}
          // an alert dialog wants an answer: a stray tap beside it does not count as one
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="jt-dialog__title">{title}</Dialog.Title>
          {description && <Dialog.Description className="jt-dialog__description">{description}</Dialog.Description>}
          {children && <div className="jt-dialog__body">{children}</div>}
          <div className="jt-dialog__actions">
            <Button ref={cancel} variant="secondary" onClick={() => change(false)} disabled={loading}>
              {cancelLabel ?? t('action.goBack')}
            </Button>
            <Button variant={tone} loading={loading} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
