/**
 * Settings for a run in which every client is 127.0.0.1 (the e2e suite, the fault run): the per-address limits
 * would otherwise meet the whole run at once; the per-account caps on holds stay.
 */
export const ONE_ADDRESS_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_OTP_SENDS_PER_IP_PER_HOUR: '100000',
  AUTH_OTP_FAILURES_PER_IP_PER_HOUR: '100000',
  API_RATE_LIMIT_PER_MINUTE: '100000',
  HOLD_MAX_SEATS_PER_BUS_PER_IP: '1000',
  HOLD_MAX_SEATS_PER_IP: '1000',
  HOLDS_PER_HOUR_PER_IP: '1000',
} as const;
