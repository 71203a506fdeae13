import {
  ADMIN_LEDGER_PAGE_SIZE,
  type AdminLedgerPage,
  type AdminLedgerQuery,
  type AdminPaymentEntry,
  type AdminRefundEntry,
} from '@jatra/shared';
import type { PaymentsLedgerRepository } from './payments-ledger.repository';
import type { PaymentOrderRow, RefundRow } from './payments.schema';

const rupees = (paise: number) => paise / 100;

const paymentJson = (row: PaymentOrderRow & { pnr: string }): AdminPaymentEntry => ({
  id: row.merchantOrderId,
  pnr: row.pnr,
  amount: rupees(row.amountPaise),
  state: row.state,
  transaction_id: row.transactionId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const refundJson = (row: RefundRow & { pnr: string }): AdminRefundEntry => ({
  id: row.merchantRefundId,
  order_id: row.merchantOrderId,
  pnr: row.pnr,
  amount: rupees(row.amountPaise),
  state: row.state,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Admin › Transactions › Jatra's payments: every payment attempt and refund as our records hold them. */
export function createPaymentsLedger(repository: PaymentsLedgerRepository) {
  return {
    async page(query: AdminLedgerQuery): Promise<AdminLedgerPage> {
      const filter = {
        q: query.q,
        paging: { after: query.after, before: query.before },
        pageSize: ADMIN_LEDGER_PAGE_SIZE,
      };
      const common = { page_size: ADMIN_LEDGER_PAGE_SIZE };
      if (query.kind === 'refunds') {
        const { rows, ...page } = await repository.refunds(filter);
        return { kind: 'refunds', entries: rows.map(refundJson), ...page, ...common };
      }
      const { rows, ...page } = await repository.payments(filter);
      return { kind: 'payments', entries: rows.map(paymentJson), ...page, ...common };
    },
  };
}

export type PaymentsLedger = ReturnType<typeof createPaymentsLedger>;
