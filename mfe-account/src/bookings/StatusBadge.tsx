import type { BookingStatus } from '@jatra/shared';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { statusBadge } from './booking-status';
import { useAccountI18n } from '../i18n';

const ICONS = { success: CheckCircle2, danger: XCircle, warning: Clock } as const;

/** Green confirmed, red cancelled, yellow others; with an icon and a word as well as colour. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useAccountI18n();
  const { label, tone } = statusBadge(status, t);
  const Icon = ICONS[tone];
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <Icon size={14} aria-hidden="true" />
      {label}
    </span>
  );
}
