import { ADMIN_MESSAGES } from '@jatra/shared';
import { Card, ErrorState, Skeleton } from '@jatra/shared/ui';
import { TrendingUp } from 'lucide-react';
import { Counters, CountersSkeleton } from './Counters';
import { DailyFiguresTable } from './DailyFiguresTable';
import { OverviewCharts } from './OverviewCharts';
import { PendingVendors } from './PendingVendors';
import { RecentActivities } from './RecentActivities';
import { useOverview } from './use-overview';
import './overview.css';

function ChartsSkeleton() {
  return (
    <div className="overview-charts" role="status" aria-live="polite">
      <span className="jt-visually-hidden">Loading the charts</span>
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
        title={ADMIN_MESSAGES.dashboardStatsFailed}
        message={overview.error.message}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return (
    <>
      <Counters overview={overview.data} />
      <Card className="admin-section" aria-labelledby="last-30-days-title">
        <h2 className="admin-section__title" id="last-30-days-title">
          <TrendingUp size={20} aria-hidden="true" />
          Last 30 days
        </h2>
        <OverviewCharts daily={overview.data.daily} />
        <DailyFiguresTable daily={overview.data.daily} />
      </Card>
    </>
  );
}

/** `/admin`: the counters, the last 30 days, vendor applications to decide and what happened lately. */
export function OverviewPage() {
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">Overview</h1>
      <Figures />
      <div className="overview-columns">
        <PendingVendors />
        <RecentActivities />
      </div>
    </div>
  );
}
