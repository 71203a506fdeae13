import { formatRupees, type AdminOverview } from '@jatra/shared';
import { Bus, CalendarCheck, IndianRupee, Users } from 'lucide-react';
import { count } from '../parts';
import { Stat, StatsSkeleton } from '../parts';

/** The overview's four counters; revenue carries the commission it earns at the settings' rate. */
export function Counters({ overview }: { overview: AdminOverview }) {
  return (
    <div className="admin-stats admin-stats--four">
      <Stat label="Total Users" icon={Users} value={count(overview.total_users)} />
      <Stat label="Active Operators" icon={Bus} value={count(overview.active_operators)} />
      <Stat
        label="Total Revenue"
        icon={IndianRupee}
        value={formatRupees(overview.total_revenue)}
        note={`commission ${formatRupees(overview.commission)} at ${overview.commission_rate}%`}
      />
      <Stat label="Bookings Today" icon={CalendarCheck} value={count(overview.bookings_today)} />
    </div>
  );
}

export const CountersSkeleton = () => <StatsSkeleton label="Loading the counters" count={4} four icons />;
