import { ADMIN_MESSAGES, sayRule } from '@jatra/shared';
import { EmptyState, ErrorState, Skeleton } from '@jatra/shared/ui';
import { Activity as ActivityIcon, History } from 'lucide-react';
import { useAdminI18n } from '../i18n';
import { Section } from '../parts';
import { useActivities } from './use-overview';

/** The latest vendor registrations and what admins and the system did, newest first. */
export function RecentActivities() {
  const { t, format } = useAdminI18n();
  const activities = useActivities();
  return (
    <Section title={t('activities.title')} icon={ActivityIcon}>
      {activities.isPending ? (
        <div className="overview-rows" role="status" aria-live="polite">
          <span className="jt-visually-hidden">{t('activities.loading')}</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </div>
      ) : activities.isError ? (
        <ErrorState
          title={sayRule(ADMIN_MESSAGES.dashboardFailed)}
          message={activities.error.message}
          onRetry={() => void activities.refetch()}
        />
      ) : activities.data.length === 0 ? (
        <EmptyState icon={<History size={28} />} title={t('activities.none')} />
      ) : (
        <ol className="overview-activities">
          {activities.data.map((activity) => (
            <li key={activity.id} className="overview-activity">
              <span className="overview-activity__summary">{activity.summary}</span>
              <span className="overview-activity__meta">
                {activity.actor ?? t('activities.system')} ·{' '}
                <time dateTime={activity.at}>{format.instant(activity.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
