import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import type { BadgeTone } from './vendor-text';
// the badge's own styles, for the pages outside the dashboard that show it too
import './vendor.css';

const ICONS = { success: CheckCircle2, danger: XCircle, warning: Clock } as const;

/** A status as a word with an icon, coloured by tone; the word carries the meaning. */
export function Badge({ label, tone }: { label: string; tone: BadgeTone }) {
  const Icon = ICONS[tone];
  return (
    <span className={`vendor-badge vendor-badge--${tone}`}>
      <Icon size={14} aria-hidden="true" />
      {label}
    </span>
  );
}
