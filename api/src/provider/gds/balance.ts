/** The agent account's balance, `get_balance.json` (docs/gds-wire.md, Account). */
import { inEnglish, MESSAGES } from '@jatra/shared';
import { GdsError, isRecord } from './gds-error';
import { nonNegativeCell, numberCell, textCell } from './provider-cells';

export interface ProviderBalance {
  name: string | null;
  balanceAmount: number;
  creditLimit: number | null;
  notifyLimit: number | null;
}

/** Only `balance_amount` is sure to come; without it the answer is no balance at all. */
export function parseBalance(result: unknown): ProviderBalance {
  const balance = isRecord(result) ? numberCell(result.balance_amount) : null;
  if (!isRecord(result) || balance === null) throw new GdsError(inEnglish(MESSAGES.invalidResponseFormat), 200);
  return {
    name: textCell(result.name),
    balanceAmount: balance,
    creditLimit: nonNegativeCell(result.credit_limit),
    notifyLimit: nonNegativeCell(result.notify_limit),
  };
}
