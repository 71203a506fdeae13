import { ADMIN_MESSAGES, sayRule } from '@jatra/shared';
import { ErrorState, Skeleton } from '@jatra/shared/ui';
import { TrendingUp } from 'lucide-react';
import { useAdminI18n } from '../i18n';
import { PageHead } from '../parts';
import { Section } from '../parts';
import { Counters, CountersSkeleton } from './Counters';
import { DailyFiguresTable } from './DailyFiguresTable';
import { FiguresAsOf } from './FiguresAsOf';
import { OverviewCharts } from './OverviewCharts';
import { PendingVendors } from './PendingVendors';
import { RecentActivities } from './RecentActivities';
import { useOverview } from './use-overview';
import './overview.css';

function ChartsSkeleton() {
  const { t } = useAdminI18n();
  return (
    <div className="admin-halves" role="status" aria-live="polite">
      <span className="jt-visually-hidden">{t('overview.loadingCharts')}</span>
      {[0, 1].map((chart) => (
        <div key={chart} className="overview-chart">
          <Skeleton width="40%" />
          <Skeleton height={240} radius="lg" />
        </div>
      ))}
    </div>
  );
}

function Figures() {
  const { t } = useAdminI18n();
  const overview = useOverview();
  if (overview.isPending) {
    return (
      <>
        <CountersSkeleton />
        <ChartsSkeleton />
      </>
    );
  }
  if (overview.isError) {
    return (
      <ErrorState
        title={sayRule(ADMIN_MESSAGES.dashboardStatsFailed)}
        message={overview.error.message}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return (
    <>
      <FiguresAsOf asOf={overview.data.as_of} refreshSeconds={overview.data.refresh_seconds} />
      <Counters overview={overview.data} />
      <Section title={t('overview.last30Days')} icon={TrendingUp}>
        <OverviewCharts daily={overview.data.daily} />
        <DailyFiguresTable daily={overview.data.daily} />
      </Section>
    </>
  );
}

/** `/admin`: the counters, the last 30 days, vendor applications to decide and what happened lately. */
export function OverviewPage() {
  const { t } = useAdminI18n();
  return (
    <div className="admin-page">
      <PageHead title={t('overview.title')} intro={t('overview.intro')} />
      <Figures />
      <div className="overview-columns">
        <PendingVendors />
        <RecentActivities />
      </div>
    </div>
  );
}
