import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ComponentProps } from 'react';

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
