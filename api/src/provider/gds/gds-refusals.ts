/**
 * The provider refuses a tentative booking with code 500 and a message that clients show the traveller
 * (docs/gds-wire.md, Failures). Where its message means something our booking page already says, the traveller reads
 * our words instead: the same refusal reads the same whether our own check or the provider's made it.
 * The provider's texts for these refusals are not in any public code; the patterns are those of the
 * simulated provider. Any other refusal keeps the provider's words.
 */
import { BOOKING_MESSAGES, sayRule, withValues, type RuleMessage } from '@jatra/shared';
import { GdsError } from './gds-error';

const REFUSALS: readonly { pattern: RegExp; ours: (match: RegExpExecArray) => RuleMessage }[] = [
  {
    pattern: /^Seat (.+) already booked$/,
    ours: (match) => withValues(BOOKING_MESSAGES.seatTaken, { seats: match[1]! }),
  },
  {
    pattern: /^Invalid seat number: (.+)$/,
    ours: (match) => withValues(BOOKING_MESSAGES.seatNotOnBus, { seats: match[1]! }),
  },
  { pattern: /^Seat .+ is reserved for ladies$/, ours: () => BOOKING_MESSAGES.womenOnlySeat },
  { pattern: /^Service has already departed$/, ours: () => BOOKING_MESSAGES.departed },
  {
    pattern: /^Maximum (\d+) seats allowed per ticket$/,
    ours: (match) => withValues(BOOKING_MESSAGES.tooManySeats, { max: match[1]! }),
  },
  { pattern: /^Invalid boarding or dropping point$/, ours: () => BOOKING_MESSAGES.unknownStage },
];

/** A refusal of the provider's own (it answered, with a code) in the traveller's words; anything else as it was. */
export function inTravellersWords(error: unknown): unknown {
  if (!(error instanceof GdsError) || error.providerCode === undefined) return error;
  for (const { pattern, ours } of REFUSALS) {
    const match = pattern.exec(error.message);
    if (match) return new GdsError(sayRule(ours(match)), error.status, error.providerCode);
  }
  return error;
}
