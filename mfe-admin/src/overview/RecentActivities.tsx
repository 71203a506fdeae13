import { ADMIN_MESSAGES } from '@jatra/shared';
import { EmptyState, ErrorState, Skeleton } from '@jatra/shared/ui';
import { Activity as ActivityIcon, History } from 'lucide-react';
import { displayInstant } from '../parts';
import { Section } from '../parts';
import { useActivities } from './use-overview';

/** The latest vendor registrations and what admins and the system did, newest first. */
export function RecentActivities() {
  const activities = useActivities();
  return (
    <Section title="Recent Activities" icon={ActivityIcon}>
      {activities.isPending ? (
        <div className="overview-rows" role="status" aria-live="polite">
          <span className="jt-visually-hidden">Loading recent activities</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </div>
      ) : activities.isError ? (
        <ErrorState
          title={ADMIN_MESSAGES.dashboardFailed}
          message={activities.error.message}
          onRetry={() => void activities.refetch()}
        />
      ) : activities.data.length === 0 ? (
        <EmptyState icon={<History size={28} />} title="Nothing has happened yet" />
      ) : (
        <ol className="overview-activities">
          {activities.data.map((activity) => (
            <li key={activity.id} className="overview-activity">
              <span className="overview-activity__summary">{activity.summary}</span>
              <span className="overview-activity__meta">
                {activity.actor ?? 'System'} · <time dateTime={activity.at}>{displayInstant(activity.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
