import { inEnglish } from '../rules/i18n';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ApiRequestError } from './api-client';
import { failureText } from './failure-text';

const screen = 'An error occurred while searching for buses';

describe('failureText', () => {
  it("keeps the API's words for a request the traveller can correct", () => {
    expect(failureText(new ApiRequestError('Schedule not found', 404, 'not_found'), screen)).toBe('Schedule not found');
  });

  it.each([
    ['a crash', new ApiRequestError(inEnglish(MESSAGES.internal), 500, 'internal')],
    ["the provider's own text", new ApiRequestError('HTTP 500', 502, 'provider_error')],
    ['the generic bad request', new ApiRequestError(inEnglish(MESSAGES.invalidRequest), 400, 'bad_request')],
    [
      'a refused session',
      new ApiRequestError('Session from session_id claim in JWT does not exist', 401, 'unauthorized'),
    ],
    ['a bug in our code', new TypeError('undefined is not a function')],
  ])("gives the screen's message for %s", (_what, error) => {
    expect(failureText(error, screen)).toBe(screen);
  });

  it('says what to do when the request never reached us', () => {
    expect(failureText(new ApiRequestError(inEnglish(MESSAGES.networkError), 0, 'network_error'), screen)).toBe(
      inEnglish(MESSAGES.networkFailure),
    );
  });
});
