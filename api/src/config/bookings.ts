import type { Env } from './env';

/** Seats held unpaid at once (on one bus, in all) and holds made in the last hour, per account and per address. */
export interface HoldCaps {
  perUser: { seatsPerBus: number; seats: number; holdsPerHour: number };
  perIp: { seatsPerBus: number; seats: number; holdsPerHour: number };
}

/**
 * The caps on held seats. API tests all come from 127.0.0.1, so in test mode the per-address caps are off unless
 * a test sets them; the per-account ones stay as configured.
 */
export function holdCaps(parsed: Env): HoldCaps {
  const perIp = (value: number | undefined, perUser: number) =>
    value ?? (parsed.NODE_ENV === 'test' ? 100_000 : perUser * 2);
  return {
    perUser: {
      seatsPerBus: parsed.HOLD_MAX_SEATS_PER_BUS,
      seats: parsed.HOLD_MAX_SEATS,
      holdsPerHour: parsed.HOLDS_PER_HOUR,
    },
    perIp: {
      seatsPerBus: perIp(parsed.HOLD_MAX_SEATS_PER_BUS_PER_IP, parsed.HOLD_MAX_SEATS_PER_BUS),
      seats: perIp(parsed.HOLD_MAX_SEATS_PER_IP, parsed.HOLD_MAX_SEATS),
      holdsPerHour: perIp(parsed.HOLDS_PER_HOUR_PER_IP, parsed.HOLDS_PER_HOUR),
    },
  };
}
