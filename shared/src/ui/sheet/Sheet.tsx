import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { useSharedI18n } from '../i18n/shared-i18n';
import { DialogRoot, useFocusReturn } from '../dialog/DialogRoot';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the dialog's accessible name, shown in its header */
  title: string;
  /** read out after the title, e.g. 'Changes apply when you press Apply Filters' */
  description?: string;
  children: ReactNode;
  /** stays in view under the scrolling body, e.g. 'Clear all' and 'Apply Filters' */
  footer?: ReactNode;
}

/**
 * A bottom sheet for phones: a modal dialog (focus kept inside, Escape and the backdrop close it) that
 * slides up from the bottom edge, at most 85% of the screen high, with a scrolling body and a fixed footer.
 */
export function Sheet({ open, onOpenChange, title, description, children, footer }: SheetProps) {
  const focusReturn = useFocusReturn();
  const { t } = useSharedI18n();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="jt-sheet__overlay" />
        <Dialog.Content
          className="jt-sheet"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focusReturn}
        >
          <div className="jt-sheet__handle" aria-hidden="true" />
          <div className="jt-sheet__header">
            <Dialog.Title className="jt-sheet__title">{title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" iconOnly aria-label={t('action.close')}>
                <X size={22} aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="jt-visually-hidden">{description}</Dialog.Description>}
          <div className="jt-sheet__body">{children}</div>
          {footer && <div className="jt-sheet__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
