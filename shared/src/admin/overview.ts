import { z } from 'zod';

/** How many days the overview charts cover, today included. */
export const OVERVIEW_CHART_DAYS = 30;

export const dailyFigureSchema = z.object({
  /** yyyy-MM-dd in India */
  date: z.string(),
  /** bookings confirmed that day */
  bookings: z.number().int(),
  /** rupees paid that day for confirmed bookings, less refunds completed that day */
  revenue: z.number(),
});
export type DailyFigure = z.infer<typeof dailyFigureSchema>;

/** `GET /api/admin/overview`: the counters and the last 30 days, from our own tables. */
export const adminOverviewSchema = z.object({
  total_users: z.number().int(),
  /** operators in our synced copy of the provider's list */
  active_operators: z.number().int(),
  /** rupees paid for bookings, net of refunds */
  total_revenue: z.number(),
  /** the settings' commission rate (percent) and what it earns on total_revenue */
  commission_rate: z.number(),
  commission: z.number(),
  /** bookings confirmed today (India) */
  bookings_today: z.number().int(),
  daily: z.array(dailyFigureSchema),
  /** the instant the figures above were last brought up to date (the commission rate and operators are live) */
  as_of: z.string(),
  /** how often they are brought up to date */
  refresh_seconds: z.number().positive(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = z.object({ result: adminOverviewSchema });

export const ACTIVITY_KINDS = [
  'vendor_registered',
  'vendor_approved',
  'vendor_rejected',
  'booking_confirmed',
  'booking_cancelled',
  'trip_cancelled',
  'refund_completed',
  'sync',
  'user_status',
  'settings',
  'backup',
  'cache',
  'release',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of Recent Activities: who did what, newest first. */
export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** e.g. 'Approved vendor Brahmaputra Travels' */
  summary: z.string(),
  /** who did it (name or e-mail); null for the system */
  actor: z.string().nullable(),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const ADMIN_ACTIVITY_LIMIT = 20;
export const adminActivitiesResponseSchema = z.object({ result: z.array(activitySchema) });
