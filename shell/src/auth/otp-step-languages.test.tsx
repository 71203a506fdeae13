import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authI18n } from './i18n/auth-i18n';
import { OtpStep } from './OtpStep';

beforeAll(async () => {
  await Promise.all([authI18n.catalogues.load('as'), authI18n.catalogues.load('hi')]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderOtpStep = (locale: 'as' | 'hi') =>
  render(
    <authI18n.I18nProvider locale={locale}>
      <OtpStep
        channel="email"
        address="asha@example.com"
        onVerify={async () => undefined}
        onResend={async () => true}
        onChangeAddress={() => undefined}
      />
    </authI18n.I18nProvider>,
  );

/** One tick at a time, as the countdown schedules them. */
const wait = (seconds: number) => {
  for (let tick = 0; tick < seconds; tick++) act(() => void vi.advanceTimersByTime(1000));
};

describe('the OTP step in other languages', () => {
  it.each([
    ['as', '2 ছেকেণ্ডত পুনৰ OTP পঠিয়াওক', '1 ছেকেণ্ডত পুনৰ OTP পঠিয়াওক', 'পুনৰ OTP পঠিয়াওক'],
    ['hi', '2 सेकंड में OTP दोबारा भेजें', '1 सेकंड में OTP दोबारा भेजें', 'OTP दोबारा भेजें'],
  ] as const)('counts the resend wait down in %s', (locale, two, one, ready) => {
    vi.useFakeTimers();
    renderOtpStep(locale);
    wait(58);
    expect(screen.getByRole('button', { name: two })).toBeDisabled();
    wait(1);
    expect(screen.getByRole('button', { name: one })).toBeDisabled();
    wait(1);
    expect(screen.getByRole('button', { name: ready })).toBeEnabled();
  });

  it.each([
    ['as', 0, '0 ছেকেণ্ডত পুনৰ OTP পঠিয়াওক'],
    ['as', 1, '1 ছেকেণ্ডত পুনৰ OTP পঠিয়াওক'],
    ['as', 2, '2 ছেকেণ্ডত পুনৰ OTP পঠিয়াওক'],
    ['hi', 0, '0 सेकंड में OTP दोबारा भेजें'],
    ['hi', 1, '1 सेकंड में OTP दोबारा भेजें'],
    ['hi', 2, '2 सेकंड में OTP दोबारा भेजें'],
  ] as const)('says the wait in %s for %i seconds by the plural rule', async (locale, seconds, text) => {
    const { t } = await authI18n.catalogues.load(locale);
    expect(t('auth.resendIn', { seconds })).toBe(text);
  });

  it('asks for the code in Assamese, the address kept as typed', () => {
    renderOtpStep('as');
    expect(screen.getByText(/লৈ আমি পঠিওৱা 6-অংকৰ ক'ডটো লিখক।/)).toBeInTheDocument();
    expect(screen.getByText('asha@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('textbox', { name: 'এবাৰৰ বাবে পাছৱৰ্ড' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OTP নিশ্চিত কৰক' })).toBeInTheDocument();
  });
});
