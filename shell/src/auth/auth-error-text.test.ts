import { AUTH_MESSAGES, AUTH_UI_MESSAGES, inEnglish } from '@jatra/shared';
import { describe, expect, it } from 'vitest';
import { authErrorText } from './auth-error-text';

describe('authErrorText', () => {
  it('shows the server’s message for a 4xx', () => {
    expect(authErrorText({ message: 'Request rate limit reached', status: 429 }, 'fallback')).toBe(
      'Request rate limit reached',
    );
  });

  it('says a wrong or lapsed one-time code in a traveller’s words, not GoTrue’s', () => {
    const refused = { message: AUTH_MESSAGES.otpExpired, status: 403, code: 'otp_expired' };
    expect(authErrorText(refused, 'fallback')).toBe(
      'That code is wrong or has expired. Check it or ask for a new one.',
    );
    expect(inEnglish(AUTH_UI_MESSAGES.wrongOtp)).toBe(
      'That code is wrong or has expired. Check it or ask for a new one.',
    );
    // an answer without a code (a legacy error body) is known by GoTrue's words
    expect(authErrorText({ message: 'Token has expired or is invalid', status: 403 }, 'fallback')).toBe(
      inEnglish(AUTH_UI_MESSAGES.wrongOtp),
    );
  });

  it('shows our words for a server failure, whose message supabase-js leaves as the raw body', () => {
    expect(authErrorText({ message: '{}', status: 500 }, 'Error sending email OTP')).toBe('Error sending email OTP');
    expect(authErrorText({ message: 'Failed to fetch', status: 0 }, 'Error sending email OTP')).toBe(
      'Error sending email OTP',
    );
  });
});
