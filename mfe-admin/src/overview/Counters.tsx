import type { AdminOverview } from '@jatra/shared';
import { Bus, CalendarCheck, IndianRupee, Users } from 'lucide-react';
import { useAdminI18n } from '../i18n';
import { Stat, StatsSkeleton } from '../parts';

/** The overview's four counters; revenue carries the commission it earns at the settings' rate. */
export function Counters({ overview }: { overview: AdminOverview }) {
  const { t, format } = useAdminI18n();
  return (
    <div className="admin-stats admin-stats--four">
      <Stat label={t('overview.totalUsers')} icon={Users} value={format.number(overview.total_users)} />
      <Stat label={t('overview.activeOperators')} icon={Bus} value={format.number(overview.active_operators)} />
      <Stat
        label={t('overview.totalRevenue')}
        icon={IndianRupee}
        value={format.rupees(overview.total_revenue)}
        note={t('overview.commission', {
          amount: format.rupees(overview.commission),
          rate: overview.commission_rate,
        })}
      />
      <Stat label={t('overview.bookingsToday')} icon={CalendarCheck} value={format.number(overview.bookings_today)} />
    </div>
  );
}

export function CountersSkeleton() {
  const { t } = useAdminI18n();
  return <StatsSkeleton label={t('overview.loadingCounters')} count={4} four icons />;
}
