import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { ruleError, ruleMessage, type RuleMessage } from '../rules/i18n/rule-catalogues';

const isoDate = (required: RuleMessage) =>
  z
    .string(ruleError(required))
    .trim()
    .min(1, ruleError(required))
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');

/** `GET /api/admin/schedules?origin_id=&destination_id=&date=`: the provider's schedules. No past dates. */
export const adminSchedulesQuerySchema = z.object({
  origin_id: z.coerce
    .number(ruleError(ADMIN_MESSAGES.scheduleFieldsRequired))
    .int(ruleError(ADMIN_MESSAGES.scheduleFieldsRequired))
    .positive(ruleError(ADMIN_MESSAGES.scheduleFieldsRequired)),
  destination_id: z.coerce
    .number(ruleError(ADMIN_MESSAGES.scheduleFieldsRequired))
    .int(ruleError(ADMIN_MESSAGES.scheduleFieldsRequired))
    .positive(ruleError(ADMIN_MESSAGES.scheduleFieldsRequired)),
  date: isoDate(ADMIN_MESSAGES.scheduleFieldsRequired),
});
export type AdminSchedulesQuery = z.infer<typeof adminSchedulesQuerySchema>;

export const adminScheduleSchema = z.object({
  schedule_id: z.string(),
  operator: z.string(),
  /** the service's own name, when the provider sends one besides the operator's */
  service_name: z.string().nullable(),
  bus_type: z.string(),
  is_ac: z.boolean(),
  /** HH:mm, 24-hour, as the provider sends them */
  departure: z.string(),
  arrival: z.string(),
  duration: z.string(),
  fares: z.array(z.object({ seat_type: z.string(), price: z.number() })),
  available_seats: z.number().int(),
  total_seats: z.number().int().nullable(),
  status: z.string(),
  is_cancellable: z.boolean(),
});
export type AdminSchedule = z.infer<typeof adminScheduleSchema>;
export const adminSchedulesResponseSchema = z.object({ result: z.array(adminScheduleSchema) });

/** `GET /api/admin/transactions?date=`: the provider's transaction log of that day. Not in the future. */
export const adminTransactionsQuerySchema = z.object({ date: isoDate(ADMIN_MESSAGES.transactionDateRequired) });

export const adminTransactionSchema = z.object({
  pnr_number: z.string(),
  operator_pnr: z.string().nullable(),
  travel_date: z.string(),
  /** 1 confirmed, 0 cancelled, anything else pending */
  status_code: z.number().int().nullable(),
  status: z.enum(['confirmed', 'cancelled', 'pending']),
  /** the provider's own label */
  status_label: z.string(),
  travel_id: z.number().int().nullable(),
  reservation_id: z.string().nullable(),
  route_id: z.number().int().nullable(),
  passenger_name: z.string(),
  fare: z.number(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/**
 * The day's money, each event counted once (docs/transaction-log.md): a ticket is sold once however often the log
 * names it; each cancellation row is one cancel call, its amount the cancelled seats' fare and tax; net is sales
 * less cancellations. Rows of any other status move no money and are only counted.
 */
export const adminTransactionsSummarySchema = z.object({
  sales: z.object({ tickets: z.number().int(), amount: z.number() }),
  cancellations: z.object({ count: z.number().int(), amount: z.number() }),
  net: z.number(),
  pending: z.number().int(),
});
export type AdminTransactionsSummary = z.infer<typeof adminTransactionsSummarySchema>;

export const adminTransactionsSchema = z.object({
  date: z.string(),
  summary: adminTransactionsSummarySchema,
  transactions: z.array(adminTransactionSchema),
});
export type AdminTransactions = z.infer<typeof adminTransactionsSchema>;
export const adminTransactionsResponseSchema = z.object({ result: adminTransactionsSchema });

/** `GET /api/admin/balance?travel_id=` (docs/gds-wire.md, Account). */
export const adminBalanceQuerySchema = z.object({
  travel_id: z.coerce
    .number(ruleError('admin.unknownTravelId'))
    .int(ruleError('admin.unknownTravelId'))
    .positive(ruleError('admin.unknownTravelId'))
    .optional(),
});

export const BALANCE_HEALTH = ['danger', 'warning', 'healthy'] as const;
export type BalanceHealth = (typeof BALANCE_HEALTH)[number];
export const BALANCE_HEALTH_TEXT: Record<BalanceHealth, RuleMessage> = {
  danger: ruleMessage('admin.balanceDanger'),
  warning: ruleMessage('admin.balanceWarning'),
  healthy: ruleMessage('admin.balanceHealthy'),
};

/** Zero or less is danger; at or below the notify limit, warning; otherwise healthy. */
export function balanceHealth(balance: number, notifyLimit: number | null): BalanceHealth {
  if (balance <= 0) return 'danger';
  if (notifyLimit !== null && balance <= notifyLimit) return 'warning';
  return 'healthy';
}

export const adminBalanceSchema = z.object({
  /** null when the provider does not send it (only balance_amount was seen) */
  name: z.string().nullable(),
  balance_amount: z.number(),
  credit_limit: z.number().nullable(),
  notify_limit: z.number().nullable(),
  /** balance plus credit limit */
  available_credit: z.number(),
  health: z.enum(BALANCE_HEALTH),
  travel_id: z.number().int().nullable(),
});
export type AdminBalance = z.infer<typeof adminBalanceSchema>;
export const adminBalanceResponseSchema = z.object({ result: adminBalanceSchema });
