import {
  ADMIN_ACTIVITY_LIMIT,
  addDaysIso,
  formatPaise,
  instantInIndia,
  OVERVIEW_CHART_DAYS,
  todayInIndia,
  type Activity,
  type AdminOverview,
  type DailyFigure,
} from '@jatra/shared';
import type { AdminStatsRepository } from './admin-stats.repository';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The admin's Overview counters and chart, and Recent Activities, read from our own tables. */
export function createOverviewService(deps: {
  stats: AdminStatsRepository;
  settings: { current(): Promise<{ commission_rate: number }> };
  /** operators in our synced copy of the provider's list */
  operatorsCount(): Promise<number>;
  audit: { recent(limit: number): Promise<Activity[]> };
  now?: () => Date;
}) {
  const { stats, settings, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every one of the last OVERVIEW_CHART_DAYS India days, today last, zeros where nothing happened. */
  async function daily(today: string): Promise<DailyFigure[]> {
    const first = addDaysIso(today, 1 - OVERVIEW_CHART_DAYS);
    const figures = new Map((await stats.dailyFigures(instantInIndia(first, 0))).map((row) => [row.day, row]));
    return Array.from({ length: OVERVIEW_CHART_DAYS }, (_, index) => {
      const date = addDaysIso(first, index);
      const day = figures.get(dayNumber(date));
      return {
        date,
        bookings: day?.bookings ?? 0,
        revenue: day ? (day.paidPaise - day.refundedPaise) / 100 : 0,
      };
    });
  }

  return {
    async overview(): Promise<AdminOverview> {
      const [totalUsers, operators, revenue, { commission_rate }, chart] = await Promise.all([
        stats.totalUsers(),
        deps.operatorsCount(),
        stats.revenuePaise(),
        settings.current(),
        daily(todayInIndia(now())),
      ]);
      // revenue: what travellers paid for their tickets (each ticket's paying order), less what went back to
      // them from those payments (completed cancellation refunds). Orders that never became a ticket are
      // refunded whole and count on neither side. Paise throughout, so the sum is exact.
      const revenuePaise = revenue.paidPaise - revenue.refundedPaise;
      return {
        total_users: totalUsers,
        active_operators: operators,
        total_revenue: revenuePaise / 100,
        commission_rate,
        // the rate's share of the revenue, rounded to the paisa
        commission: Math.round((revenuePaise * commission_rate) / 100) / 100,
        bookings_today: chart.at(-1)!.bookings,
        daily: chart,
      };
    },

    /** Newest first: what admins recorded, merged with what the other tables tell (each already newest first). */
    async activities(): Promise<Activity[]> {
      const limit = ADMIN_ACTIVITY_LIMIT;
      const [recorded, vendors, confirmed, cancelled, refunded] = await Promise.all([
        audit.recent(limit),
        stats.vendorRegistrations(limit),
        stats.bookingsConfirmed(limit),
        stats.cancellationsCompleted(limit),
        stats.refundsCompleted(limit),
      ]);
      const derived: Activity[] = [
        ...vendors.map((row) => ({
          id: `vendor:${row.id}`,
          kind: 'vendor_registered' as const,
          summary: `New vendor registration: ${row.company}`,
          actor: row.actor,
          at: row.at.toISOString(),
        })),
        ...confirmed.map((row) => ({
          id: `booking:${row.id}`,
          kind: 'booking_confirmed' as const,
          summary: `Booking ${row.pnr} confirmed: ${row.origin} to ${row.destination}`,
          actor: row.actor,
          at: row.at.toISOString(),
        })),
        ...cancelled.map((row) => ({
          id: `cancellation:${row.id}`,
          kind: 'booking_cancelled' as const,
          summary: `Cancelled seat${row.seatNumbers.length === 1 ? '' : 's'} ${row.seatNumbers.join(', ')} of booking ${row.pnr}`,
          actor: row.actor,
          at: row.at.toISOString(),
        })),
        ...refunded.map((row) => ({
          id: `refund:${row.id}`,
          kind: 'refund_completed' as const,
          summary: `Refund of ${formatPaise(row.amountPaise)} completed for booking ${row.pnr}`,
          actor: null,
          at: row.at.toISOString(),
        })),
      ];
      return [...recorded, ...derived].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
