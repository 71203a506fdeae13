import { describe, expect, it } from 'vitest';
import { authErrorText } from './auth-error-text';

describe('authErrorText', () => {
  it('shows the server’s message for a 4xx', () => {
    expect(authErrorText({ message: 'Token has expired or is invalid', status: 403 }, 'fallback')).toBe(
      'Token has expired or is invalid',
    );
  });

  it('shows our words for a server failure, whose message supabase-js leaves as the raw body', () => {
    expect(authErrorText({ message: '{}', status: 500 }, 'Error sending email OTP')).toBe('Error sending email OTP');
    expect(authErrorText({ message: 'Failed to fetch', status: 0 }, 'Error sending email OTP')).toBe(
      'Error sending email OTP',
    );
  });
});
