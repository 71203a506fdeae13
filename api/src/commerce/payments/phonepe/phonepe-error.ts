/** A failed PhonePe call. `httpStatus` 0: no answer (network, timeout); `code` is PhonePe's or ours. */
export class PhonePeError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'PhonePeError';
  }
}

/** Our codes for failures PhonePe did not name. */
export const PHONEPE_CLIENT_CODES = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const;
