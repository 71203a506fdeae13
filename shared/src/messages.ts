import { ruleMessage } from './rules/i18n/rule-catalogues';

/**
 * The product's general words, defined once, each by its id in the rules' catalogue (rules/i18n), which holds them
 * in every language; `sayRule` says one in the reader's language (docs/languages.md).
 */
export const MESSAGES = {
  invalidRequest: ruleMessage('request.invalid'),
  notFound: ruleMessage('request.notFound'),
  internal: ruleMessage('request.internal'),
  invalidCity: ruleMessage('search.invalidCity'),
  citySearchTooShort: ruleMessage('search.citySearchTooShort'),
  invalidResponseFormat: ruleMessage('app.invalidResponseFormat'),
  networkError: ruleMessage('app.networkError'),
  /** what a traveller reads when the request never reached us */
  networkFailure: ruleMessage('app.networkFailure'),
  sessionEnded: ruleMessage('app.sessionEnded'),
  remoteFailed: ruleMessage('app.remoteFailed'),
  /** a remote whose release the shell cannot mount: built against another HostApi or React major */
  remoteOutdated: ruleMessage('app.remoteOutdated'),
  remoteOutdatedText: ruleMessage('app.remoteOutdatedText'),
  searchFieldsRequired: ruleMessage('app.searchFieldsRequired'),
  invalidDate: ruleMessage('app.invalidDate'),
  pastDate: ruleMessage('app.pastDate'),
  /** a date past the provider's booking horizon: `{days}` ahead at most, `{last}` as dd MMM yyyy */
  beyondHorizon: ruleMessage('app.beyondHorizon'),
  /** the general per-IP limit on /api */
  tooManyRequests: ruleMessage('request.tooMany'),
  noBusesFound: ruleMessage('app.noBusesFound'),
  noBusesAvailable: ruleMessage('app.noBusesAvailable'),
  noFilterMatch: ruleMessage('app.noFilterMatch'),
  searchFailed: ruleMessage('app.searchFailed'),
  scheduleNotFound: ruleMessage('app.scheduleNotFound'),
} as const;

/** 'Found 3 bus(es) for your route (from cache)' */
export function foundBusesMessage(count: number, fromCache: boolean): string {
  return `Found ${count} bus(es) for your route${fromCache ? ' (from cache)' : ''}`;
}
