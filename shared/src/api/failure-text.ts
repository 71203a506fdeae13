import { MESSAGES } from '../messages';
import { sayRule, type RuleMessage } from '../rules/i18n/rule-catalogues';
import { ApiRequestError, isClientError } from './api-request-error';

/**
 * What a traveller reads when a request failed. The API's own 4xx messages are written for people (the product's
 * words: "Schedule not found", "Invalid source or destination city"); anything else (a crash, the provider's
 * own text, a network failure, the generic "The request is not valid") gives way to the screen's message.
 */
export function failureText(error: unknown, screenMessage: string | RuleMessage): string {
  const screenText = typeof screenMessage === 'string' ? screenMessage : sayRule(screenMessage);
  if (!(error instanceof ApiRequestError)) return screenText;
  if (error.status === 0) return sayRule(MESSAGES.networkFailure);
  const meantForPeople = isClientError(error) && error.status !== 401;
  return meantForPeople && error.message !== sayRule(MESSAGES.invalidRequest) ? error.message : screenText;
}
