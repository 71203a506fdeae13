import type { ReactNode } from 'react';
import './spinner.css';

/**
 * A small ring turning in the colour and at the size of the text beside it, while that text's work runs; given an
 * icon (e.g. `<Loader2 size={32} />`), that icon turning instead.
 */
export function Spinner({ icon, className }: { icon?: ReactNode; className?: string }) {
  const kind = icon ? 'jt-spinner jt-spinner--icon' : 'jt-spinner';
  return (
    <span className={[kind, className].filter(Boolean).join(' ')} aria-hidden="true">
      {icon}
    </span>
  );
}
