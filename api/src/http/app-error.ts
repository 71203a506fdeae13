import { sayRule, type ApiErrorCode, type RuleMessage } from '@jatra/shared';
import './compile-catalogues';

/**
 * An error whose message is fit for the user; the central handler turns it into the error shape. Given as a rule
 * message (an id and values), it is answered in the request's language; its `message` is the English (for logs).
 */
export class AppError extends Error {
  /** the message by its id, when it has one: said in the language the request asks for */
  readonly rule?: RuleMessage;

  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string | RuleMessage,
  ) {
    super(typeof message === 'string' ? message : sayRule(message, 'en'));
    this.name = 'AppError';
    if (typeof message !== 'string') this.rule = message;
  }
}

type Message = string | RuleMessage;
export const badRequest = (message: Message) => new AppError(400, 'bad_request', message);
export const conflict = (message: Message) => new AppError(409, 'conflict', message);
export const notFound = (message: Message) => new AppError(404, 'not_found', message);
export const providerFailure = (message: Message) => new AppError(502, 'provider_error', message);
