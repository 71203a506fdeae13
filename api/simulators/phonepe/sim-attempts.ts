/**
 * The payment attempts the simulator records, one builder per way to pay, with the references a real
 * attempt carries (A5): a UPI payment its UTR and UPI transaction id, a card or bank payment the gateway's
 * ids on its PG rail and the bank's on its instrument, a wallet payment PhonePe's wallet rail.
 */
import { randomInt } from 'node:crypto';
import type { Instrument, PaymentDetail, Rail } from './sim-wire';

/** What a traveller chose; the order's ids, time, amount and outcome are added when it settles. */
export type Attempt = Pick<PaymentDetail, 'paymentMode'> & { instrument: Instrument; rail: Rail };

export const UPI_FLOWS = ['UPI_COLLECT', 'UPI_INTENT', 'UPI_QR'] as const;
export type UpiFlow = (typeof UPI_FLOWS)[number];

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const hex = (count: number) => Array.from({ length: count }, () => randomInt(16).toString(16)).join('');

/** A card or bank gateway's ids for one payment. */
const pgRail = (): Rail => ({
  type: 'PG',
  transactionId: digits(10),
  authorizationCode: digits(6),
  serviceTransactionId: `PG${digits(22)}`,
});

const bankReferences = (bankId: string) => ({
  bankTransactionId: digits(12),
  bankId,
  brn: `B${digits(11)}`,
  arn: digits(23),
});

/** A UPI payment from the payer's bank account: a collect request to `vpa`, or the payer's app (intent, QR). */
export function upiAttempt(flow: UpiFlow, vpa: string): Attempt {
  return {
    paymentMode: flow,
    instrument: {
      type: 'ACCOUNT',
      maskedAccountNumber: `XXXXXXX${digits(5)}`,
      ifsc: 'SBIN0000001',
      accountType: 'SAVINGS',
    },
    rail: { type: 'UPI', utr: digits(12), upiTransactionId: `YBL${hex(32)}`, vpa },
  };
}

export function cardAttempt(cardType: 'CREDIT_CARD' | 'DEBIT_CARD', issuerBankId: string): Attempt {
  return { paymentMode: 'CARD', instrument: { type: cardType, ...bankReferences(issuerBankId) }, rail: pgRail() };
}

export function netBankingAttempt(bankId: string): Attempt {
  return { paymentMode: 'NET_BANKING', instrument: { type: 'NET_BANKING', ...bankReferences(bankId) }, rail: pgRail() };
}

/** The notes know wallets only as PhonePe's own prepaid instrument, paid inside its app. */
export function walletAttempt(walletId: string): Attempt {
  return { paymentMode: 'PPE_INTENT', instrument: { type: 'WALLET', walletId }, rail: { type: 'PPI_WALLET' } };
}
