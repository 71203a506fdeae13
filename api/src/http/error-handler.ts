import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MESSAGES, type ApiErrorBody } from '@jatra/shared';
import { AppError } from './app-error';

const body = (code: string, message: string): ApiErrorBody => ({ error: { code, message } });

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json(body('not_found', MESSAGES.notFound));
};

/** The one place errors become answers: never a stack trace, never a 500 for bad input. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (error instanceof AppError) {
    if (error.status >= 500) req.log.warn({ err: error }, 'request failed');
    res.status(error.status).json(body(error.code, error.message));
    return;
  }
  const status = (error as { status?: unknown }).status;
  // body-parser and friends mark client mistakes (bad JSON, too large) with a 4xx status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json(body('bad_request', MESSAGES.invalidRequest));
    return;
  }
  req.log.error({ err: error }, 'unexpected error');
  res.status(500).json(body('internal', MESSAGES.internal));
};
