import { formatRupees, type AdminOverview } from '@jatra/shared';
import { Card, Skeleton } from '@jatra/shared/ui';
import { Bus, CalendarCheck, IndianRupee, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const count = new Intl.NumberFormat('en-IN');

function Counter({
  label,
  icon: Icon,
  value,
  note,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  note?: string;
}) {
  return (
    <Card className="overview-counter">
      <span className="overview-counter__icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <dl className="overview-counter__text">
        <dt className="overview-counter__label">{label}</dt>
        <dd className="overview-counter__value">{value}</dd>
        {note && <dd className="overview-counter__note">{note}</dd>}
      </dl>
    </Card>
  );
}

/** The four counters of spec §2 (Overview); revenue carries the commission it earns at the settings' rate. */
export function Counters({ overview }: { overview: AdminOverview }) {
  return (
    <div className="overview-counters">
      <Counter label="Total Users" icon={Users} value={count.format(overview.total_users)} />
      <Counter label="Active Operators" icon={Bus} value={count.format(overview.active_operators)} />
      <Counter
        label="Total Revenue"
        icon={IndianRupee}
        value={formatRupees(overview.total_revenue)}
        note={`commission ${formatRupees(overview.commission)} at ${overview.commission_rate}%`}
      />
      <Counter label="Bookings Today" icon={CalendarCheck} value={count.format(overview.bookings_today)} />
    </div>
  );
}

export function CountersSkeleton() {
  return (
    <div className="overview-counters" role="status" aria-live="polite">
      <span className="jt-visually-hidden">Loading the counters</span>
      {[0, 1, 2, 3].map((counter) => (
        <Card key={counter} className="overview-counter">
          <Skeleton width={44} height={44} radius="pill" />
          <div className="overview-counter__text">
            <Skeleton width="60%" />
            <Skeleton width="45%" height={30} />
          </div>
        </Card>
      ))}
    </div>
  );
}
