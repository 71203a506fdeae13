/**
 * get_balance.json (docs/gds-wire.md, Account). Only `result.balance_amount` was seen; `name`, `credit_limit` and
 * `notify_limit` are deliberate extensions for the product's balance screen. A null limit knob
 * leaves its key out, as the seen provider does.
 */
import { toPaisa } from './format';

export interface BalanceFigures {
  name: string;
  balance: number;
  creditLimit: number | null;
  notifyLimit: number | null;
}

export function balanceAnswer(figures: BalanceFigures) {
  return {
    result: {
      balance_amount: toPaisa(figures.balance),
      name: figures.name,
      ...(figures.creditLimit === null ? {} : { credit_limit: figures.creditLimit }),
      ...(figures.notifyLimit === null ? {} : { notify_limit: figures.notifyLimit }),
    },
  };
}
