import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ruleMessage, sayRule, type ApiErrorBody } from '@jatra/shared';
import { AppError } from './app-error';
import { localeOfRequest } from './request-locale';

const body = (code: string, message: string): ApiErrorBody => ({ error: { code, message } });

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json(body('not_found', sayRule(ruleMessage('request.notFound'), localeOfRequest(req))));
};

/**
 * The one place errors become answers: never a stack trace, never a 500 for bad input. A message with an id is
 * said in the request's language; English (the spec's words) otherwise.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const say = (id: Parameters<typeof ruleMessage>[0]) => sayRule(ruleMessage(id), localeOfRequest(req));
  if (error instanceof AppError) {
    if (error.status >= 500) req.log.warn({ err: error }, 'request failed');
    const message = error.rule ? sayRule(error.rule, localeOfRequest(req)) : error.message;
    res.status(error.status).json(body(error.code, message));
    return;
  }
  const status = (error as { status?: unknown }).status;
  // body-parser and friends mark client mistakes (bad JSON, too large) with a 4xx status
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json(body('bad_request', say('request.invalid')));
    return;
  }
  req.log.error({ err: error }, 'unexpected error');
  res.status(500).json(body('internal', say('request.internal')));
};
