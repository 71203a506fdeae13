import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { useSharedI18n } from '../i18n/shared-i18n';
import { DialogRoot, useFocusReturn } from './DialogRoot';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the dialog's accessible name, shown in its header */
  title: string;
  /** read out after the title */
  description?: string;
  children: ReactNode;
  /**
   * 'wide' for details that need room on large screens (a definition list, a table); 'panel' for something kept
   * open beside the page (a chat): the whole screen on a phone, a full-height panel at the right edge on wide ones
   */
  size?: 'normal' | 'wide' | 'panel';
}

/**
 * A modal dialog to look at something (details of a row): focus stays inside, Escape, the backdrop and the
 * Close button close it, and focus goes back to the button that opened it. For a question before an action
 * use ConfirmDialog.
 */
export function Dialog({ open, onOpenChange, title, description, children, size = 'normal' }: DialogProps) {
  const focusReturn = useFocusReturn();
  const { t } = useSharedI18n();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="jt-dialog__overlay" />
        <RadixDialog.Content
          className={size === 'normal' ? 'jt-dialog' : `jt-dialog jt-dialog--${size}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focusReturn}
        >
          <div className="jt-dialog__header">
            <RadixDialog.Title className="jt-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" iconOnly aria-label={t('action.close')}>
                <X size={22} aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="jt-dialog__description">{description}</RadixDialog.Description>
          )}
          <div className="jt-dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </DialogRoot>
  );
}
