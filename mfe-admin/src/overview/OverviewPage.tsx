import { ADMIN_MESSAGES } from '@jatra/shared';
import { ErrorState, Skeleton } from '@jatra/shared/ui';
import { TrendingUp } from 'lucide-react';
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
  return (
    <div className="admin-halves" role="status" aria-live="polite">
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
      <FiguresAsOf asOf={overview.data.as_of} refreshSeconds={overview.data.refresh_seconds} />
      <Counters overview={overview.data} />
      <Section title="Last 30 days" icon={TrendingUp}>
        <OverviewCharts daily={overview.data.daily} />
        <DailyFiguresTable daily={overview.data.daily} />
      </Section>
    </>
  );
}

/** `/admin`: the counters, the last 30 days, vendor applications to decide and what happened lately. */
export function OverviewPage() {
  return (
    <div className="admin-page">
      <PageHead title="Overview" intro="How Jatra is doing today and lately, and what waits for a decision." />
      <Figures />
      <div className="overview-columns">
        <PendingVendors />
        <RecentActivities />
      </div>
    </div>
  );
}
