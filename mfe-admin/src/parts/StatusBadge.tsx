import type { ReactNode } from 'react';
import './parts.css';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

/** A status as a word (the meaning never rests on colour alone), tinted by tone, with an optional icon. */
export function StatusBadge({ label, tone, icon }: { label: string; tone: BadgeTone; icon?: ReactNode }) {
  return (
    <span className={`admin-badge admin-badge--${tone}`}>
      {icon}
      {label}
    </span>
  );
}
