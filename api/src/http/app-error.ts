import type { ApiErrorCode } from '@jatra/shared';

/** An error whose message is fit for the user; the central handler turns it into the error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const providerFailure = (message: string) => new AppError(502, 'provider_error', message);
