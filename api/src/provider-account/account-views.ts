/** The admin's views of the provider's account: the day's transactions tallied, the balance judged. */
import {
  balanceHealth,
  type AdminBalance,
  type AdminTransaction,
  type AdminTransactions,
  type AdminTransactionsSummary,
} from '@jatra/shared';
import type { ProviderBalance } from '../provider/gds/balance';

const toPaisa = (amount: number) => Math.round(amount * 100) / 100;
const sum = (list: readonly AdminTransaction[]) => toPaisa(list.reduce((total, entry) => total + entry.fare, 0));

/**
 * The day's sales, cancellations and net, each event counted once (docs/transaction-log.md). A `Confirmed` row is
 * a ticket sold: a PNR the log names twice was still sold once (the provider confirms a PNR once), so its first
 * row counts. A `Cancelled` row is one cancel call of some seats, its fare what those seats were sold for: a ticket
 * cancelled in two calls has two rows, each counted. A ticket sold and cancelled the same day is in both, and
 * nets to nothing, as it should; it is never added to itself.
 */
function summaryOf(transactions: readonly AdminTransaction[]): AdminTransactionsSummary {
  const sold = new Map<string, AdminTransaction>();
  for (const entry of transactions) {
    if (entry.status === 'confirmed' && !sold.has(entry.pnr_number)) sold.set(entry.pnr_number, entry);
  }
  const cancellations = transactions.filter((entry) => entry.status === 'cancelled');
  const sales = sum([...sold.values()]);
  const cancelled = sum(cancellations);
  return {
    sales: { tickets: sold.size, amount: sales },
    cancellations: { count: cancellations.length, amount: cancelled },
    net: toPaisa(sales - cancelled),
    pending: transactions.filter((entry) => entry.status === 'pending').length,
  };
}

export function transactionsOf(date: string, transactions: AdminTransaction[]): AdminTransactions {
  return { date, summary: summaryOf(transactions), transactions };
}

export function balanceOf(balance: ProviderBalance, travelId: number | undefined): AdminBalance {
  return {
    name: balance.name,
    balance_amount: balance.balanceAmount,
    credit_limit: balance.creditLimit,
    notify_limit: balance.notifyLimit,
    available_credit: toPaisa(balance.balanceAmount + (balance.creditLimit ?? 0)),
    health: balanceHealth(balance.balanceAmount, balance.notifyLimit),
    travel_id: travelId ?? null,
  };
}
