/** An error of the auth service, answered in GoTrue's format `{code, message}` (docs/auth-wire.md, Errors). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** a refusal that ends: the seconds until it does (Retry-After) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}
