/** The admin's views of the provider's account: the day's transactions tallied, the balance judged. */
import { balanceHealth, type AdminBalance, type AdminTransaction, type AdminTransactions } from '@jatra/shared';
import type { ProviderBalance } from '../provider/gds/balance';

const toPaisa = (amount: number) => Math.round(amount * 100) / 100;

function tally(list: readonly AdminTransaction[]) {
  return { count: list.length, amount: toPaisa(list.reduce((sum, entry) => sum + entry.fare, 0)) };
}

export function transactionsOf(date: string, transactions: AdminTransaction[]): AdminTransactions {
  return {
    date,
    summary: {
      total: tally(transactions),
      confirmed: tally(transactions.filter((entry) => entry.status === 'confirmed')),
      cancelled: tally(transactions.filter((entry) => entry.status === 'cancelled')),
    },
    transactions,
  };
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
