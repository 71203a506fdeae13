import { Clock } from 'lucide-react';
import { adminI18n, useAdminI18n } from '../i18n';

/** The counters and charts are brought up to date on a schedule, not on each read: say as of when, and how often. */
export function FiguresAsOf({ asOf, refreshSeconds }: { asOf: string; refreshSeconds: number }) {
  const { format } = useAdminI18n();
  // 60 → 'every minute', 300 → 'every 5 minutes', 30 → 'every 30 seconds'
  const inMinutes = refreshSeconds % 60 === 0;
  return (
    <p className="overview-as-of">
      <Clock size={16} aria-hidden="true" />
      <span>
        <adminI18n.RichMessage
          id={inMinutes ? 'overview.asOfMinutes' : 'overview.asOfSeconds'}
          values={{ instant: format.instant(asOf), count: inMinutes ? refreshSeconds / 60 : refreshSeconds }}
          components={{ 0: <time dateTime={asOf} /> }}
        />
      </span>
    </p>
  );
}
