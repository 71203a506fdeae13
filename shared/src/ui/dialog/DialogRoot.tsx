import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type ComponentProps } from 'react';

/**
 * Radix's dialog root, mounted once the dialog is first opened. A closed Radix dialog still mounts its presence
 * parts, and their first layout effect asks React for an urgent second render of the page: a page that only might
 * open a dialog (the filters sheet, the fare summary on a phone) should not pay for it while it first draws. Once
 * opened, the dialog stays mounted, so that it closes with its animation and gives focus back.
 */
export function DialogRoot(props: ComponentProps<typeof RadixDialog.Root> & { open: boolean }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened || props.open ? <RadixDialog.Root {...props} /> : null;
}

/**
 * A dialog opened from any button (not a Radix trigger) gives focus back to that button on close: Radix
 * Content's two focus handlers, remembering the button on open and going back to it on close.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
