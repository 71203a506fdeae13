import { useState } from 'react';

/**
 * Whether a dialog has been open at least once. A closed Radix dialog still mounts its presence parts, and their
 * first layout effect asks React for an urgent second render of the page: a page that only might open the dialog
 * (the filters sheet, the fare summary on a phone) should not pay for it while it first draws. Once opened, the
 * dialog stays mounted, so that it closes with its animation and gives focus back.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
