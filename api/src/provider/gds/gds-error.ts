/** A failed provider call, with the message our mapping gives it. */
export class GdsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** the envelope's `response.code`: set only when the provider itself answered with a refusal */
    readonly providerCode?: string | number,
  ) {
    super(message);
    this.name = 'GdsError';
  }
}

/** The provider answers untyped JSON; objects are told apart from arrays and null here. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
