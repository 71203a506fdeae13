import { plainEnglish as rule } from './rules/i18n/plain-english';

/**
 * The product's words, defined once. Texts the product quotes are kept exactly as written. Those the API answers
 * with are the English of the rules' catalogue (rules/i18n), which says them in every language.
 */
export const MESSAGES = {
  invalidRequest: rule('request.invalid'),
  notFound: rule('request.notFound'),
  internal: rule('request.internal'),
  invalidCity: rule('search.invalidCity'),
  citySearchTooShort: rule('search.citySearchTooShort'),
  invalidResponseFormat: 'Invalid response format',
  networkError: 'Network Error',
  /** what a traveller reads when the request never reached us */
  networkFailure: 'We could not reach Jatra. Please check your connection and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  remoteFailed: 'This part of Jatra could not be loaded.',
  /** a remote whose release the shell cannot mount: built against another HostApi or React major */
  remoteOutdated: 'This page needs a reload',
  remoteOutdatedText:
    'This part of Jatra was updated and cannot open in this version of the page. Reload the page; if it goes on, we have been told.',
  searchFieldsRequired: 'Please select source, destination, and date',
  invalidDate: 'Date input not valid.',
  pastDate: 'Please choose today or a later date',
  /** a date past the provider's booking horizon: `{days}` ahead at most, `{last}` as dd MMM yyyy */
  beyondHorizon: 'Tickets go on sale {days} days ahead. Please choose a date up to {last}.',
  /** the general per-IP limit on /api */
  tooManyRequests: rule('request.tooMany'),
  noBusesFound: 'No buses found for this route on the selected date',
  noBusesAvailable: 'No buses available for this route on the selected date',
  noFilterMatch: 'No buses found matching your criteria. Try adjusting your filters.',
  searchFailed: 'An error occurred while searching for buses',
  scheduleNotFound: 'Schedule not found',
} as const;

/** 'Found 3 bus(es) for your route (from cache)' */
export function foundBusesMessage(count: number, fromCache: boolean): string {
  return `Found ${count} bus(es) for your route${fromCache ? ' (from cache)' : ''}`;
}
