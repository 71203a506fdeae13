import { Clock } from 'lucide-react';
import { displayInstant } from '../parts';

/** 60 → 'every minute', 300 → 'every 5 minutes', 30 → 'every 30 seconds'. */
export function everyInterval(seconds: number): string {
  if (seconds % 60 !== 0) return seconds === 1 ? 'every second' : `every ${seconds} seconds`;
  return seconds === 60 ? 'every minute' : `every ${seconds / 60} minutes`;
}

/** The counters and charts are brought up to date on a schedule, not on each read: say as of when, and how often. */
export function FiguresAsOf({ asOf, refreshSeconds }: { asOf: string; refreshSeconds: number }) {
  return (
    <p className="overview-as-of">
      <Clock size={16} aria-hidden="true" />
      <span>
        Figures as of <time dateTime={asOf}>{displayInstant(asOf)}</time>, updated {everyInterval(refreshSeconds)}.
      </span>
    </p>
  );
}
