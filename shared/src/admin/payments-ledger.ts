import { z } from 'zod';
import { listPageFields, listPagingQuerySchema } from './list-paging';

export const ADMIN_LEDGER_PAGE_SIZE = 25;
export const LEDGER_KINDS = ['payments', 'refunds'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * `GET /api/admin/payments?kind=&q=&after=|before=`: our own record of money taken (payment orders, one per attempt)
 * or given back (refunds), newest first. `q` finds a PNR, an order or a refund id by its start: every order id is
 * `<PNR>-<attempt>` and every refund id starts with its order's.
 */
export const adminLedgerQuerySchema = listPagingQuerySchema.extend({
  kind: z.enum(LEDGER_KINDS, { error: 'Unknown list' }).default('payments'),
  q: z
    .string()
    .trim()
    .max(60, 'Search is too long')
    .default('')
    .transform((value) => value.toUpperCase()),
});
export type AdminLedgerQuery = z.infer<typeof adminLedgerQuerySchema>;

const ledgerEntryFields = {
  id: z.string(),
  pnr: z.string(),
  /** whole rupees and paise, as the gateway moved them */
  amount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const adminPaymentEntrySchema = z.object({
  ...ledgerEntryFields,
  state: z.enum(['PENDING', 'COMPLETED', 'FAILED']),
  /** the gateway's transaction id, once it has one */
  transaction_id: z.string().nullable(),
});
export type AdminPaymentEntry = z.infer<typeof adminPaymentEntrySchema>;

export const adminRefundEntrySchema = z.object({
  ...ledgerEntryFields,
  order_id: z.string(),
  state: z.enum(['NEW', 'PENDING', 'CONFIRMED', 'COMPLETED', 'FAILED']),
  /** why the money goes back: a cancellation, or a payment that never became a ticket */
  reason: z.string(),
});
export type AdminRefundEntry = z.infer<typeof adminRefundEntrySchema>;

export const adminLedgerPageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payments'), entries: z.array(adminPaymentEntrySchema), ...listPageFields }),
  z.object({ kind: z.literal('refunds'), entries: z.array(adminRefundEntrySchema), ...listPageFields }),
]);
export type AdminLedgerPage = z.infer<typeof adminLedgerPageSchema>;
export const adminLedgerResponseSchema = z.object({ result: adminLedgerPageSchema });
