/**
 * Ticket numbers in the provider's style (docs/gds-wire.md): `TS` + yymmddHHMMSS in India + a
 * four-digit serial + four capital letters, e.g. `TS2603140930150001ABCD`. Uniqueness is the
 * database's primary key; the serial and letters only make a clash unlikely enough that a retry
 * is rare, also between API instances.
 */
import { randomInt } from 'node:crypto';
import { INDIA_UTC_OFFSET_MS } from '../network/travel-dates';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let serial = randomInt(10_000);

export function newPnr(now: Date): string {
  const stamp = new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(2, 19).replace(/[-T:]/g, '');
  serial = (serial + 1) % 10_000;
  const letters = Array.from({ length: 4 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return `TS${stamp}${String(serial).padStart(4, '0')}${letters}`;
}

/** The operator's own reference: a short number (docs/gds-wire.md). */
export const newOperatorPnr = (): string => String(randomInt(100_000, 1_000_000));
