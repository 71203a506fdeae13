import {
  ADMIN_ACTIVITY_LIMIT,
  addDaysIso,
  formatPaise,
  OVERVIEW_CHART_DAYS,
  todayInIndia,
  type Activity,
  type AdminOverview,
  type DailyFigure,
} from '@jatra/shared';
import type { AdminStatsRepository } from './admin-stats.repository';
import type { OverviewFigures } from './overview-figures';
import type { OverviewFiguresRepository } from './overview-figures.repository';

const seatWords = (seats: readonly string[]) => `seat${seats.length === 1 ? '' : 's'} ${seats.join(', ')}`;

/**
 * The admin's Overview counters and chart, read from the figures kept per day (as of their last refresh, which
 * the answer states), and Recent Activities, read from our own tables.
 */
export function createOverviewService(deps: {
  stats: AdminStatsRepository;
  figures: Pick<OverviewFigures, 'ensureReady' | 'intervalMs'>;
  stored: Pick<OverviewFiguresRepository, 'read' | 'refreshed'>;
  settings: { current(): Promise<{ commission_rate: number }> };
  /** operators in our synced copy of the provider's list */
  operatorsCount(): Promise<number>;
  audit: { recent(limit: number): Promise<Activity[]> };
  now?: () => Date;
}) {
  const { stats, settings, audit } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async overview(): Promise<AdminOverview> {
      await deps.figures.ensureReady();
      const first = addDaysIso(todayInIndia(now()), 1 - OVERVIEW_CHART_DAYS);
      const [stored, refreshed, operators, { commission_rate }] = await Promise.all([
        deps.stored.read(first),
        deps.stored.refreshed(),
        deps.operatorsCount(),
        settings.current(),
      ]);
      const byDay = new Map(stored.days.map((row) => [row.day, row]));
      // every one of the last OVERVIEW_CHART_DAYS India days, today last, zeros where nothing happened
      const daily: DailyFigure[] = Array.from({ length: OVERVIEW_CHART_DAYS }, (_, index) => {
        const date = addDaysIso(first, index);
        const day = byDay.get(date);
        return { date, bookings: day?.bookings ?? 0, revenue: day ? (day.paidPaise - day.refundedPaise) / 100 : 0 };
      });
      // revenue: what travellers paid for their tickets (each ticket's paying order), less what went back to
      // them from those payments (completed cancellation refunds). Orders that never became a ticket are
      // refunded whole and count on neither side. Paise throughout, so the sum is exact.
      const revenuePaise = stored.totals.paidPaise - stored.totals.refundedPaise;
      return {
        total_users: stored.totals.users,
        active_operators: operators,
        total_revenue: revenuePaise / 100,
        commission_rate,
        // the rate's share of the revenue, rounded to the paisa
        commission: Math.round((revenuePaise * commission_rate) / 100) / 100,
        bookings_today: daily.at(-1)!.bookings,
        daily,
        as_of: (refreshed?.asOf ?? now()).toISOString(),
        refresh_seconds: deps.figures.intervalMs / 1000,
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
        ...cancelled.map((row) =>
          row.cancelledBy === 'operator'
            ? {
                id: `cancellation:${row.id}`,
                kind: 'trip_cancelled' as const,
                summary: `Operator cancelled the trip of booking ${row.pnr}: ${seatWords(row.seatNumbers)} refunded in full`,
                actor: null,
                at: row.at.toISOString(),
              }
            : {
                id: `cancellation:${row.id}`,
                kind: 'booking_cancelled' as const,
                summary: `Cancelled ${seatWords(row.seatNumbers)} of booking ${row.pnr}`,
                actor: row.actor,
                at: row.at.toISOString(),
              },
        ),
        ...refunded.map((row) => ({
          id: `refund:${row.id}`,
          kind: 'refund_completed' as const,
          summary: `Refund of ${formatPaise(row.amountPaise)} completed for booking ${row.pnr}${row.cancelledBy === 'operator' ? ' (trip cancelled by the operator)' : ''}`,
          actor: null,
          at: row.at.toISOString(),
        })),
      ];
      return [...recorded, ...derived].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
