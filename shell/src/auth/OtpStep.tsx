import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@jatra/shared';
import { Button, Split } from '@jatra/shared/ui';
import { useState, type FormEvent } from 'react';
import { Field } from './fields';
import type { Channel } from './IdentifyStep';
import { useCountdown } from './use-countdown';
import { authI18n, useAuthI18n } from './i18n/auth-i18n';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Step 2: the 6-digit code, a resend button after 60 s and a way back to change the address. */
export function OtpStep({
  channel,
  address,
  onVerify,
  onResend,
  onChangeAddress,
}: {
  channel: Channel;
  address: string;
  /** resolves with why the code was refused, shown by the field; undefined when it was taken */
  onVerify(token: string): Promise<string | undefined>;
  /** resolves true when a new code was sent */
  onResend(): Promise<boolean>;
  onChangeAddress(): void;
}) {
  const { t } = useAuthI18n();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [secondsLeft, restartCountdown] = useCountdown(OTP_RESEND_SECONDS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // cleared first, so the same message given again is read out again
    setError(null);
    if (!OTP_PATTERN.test(otp)) return setError(t('auth.invalidOtp', { digits: OTP_LENGTH }));
    setVerifying(true);
    try {
      setError((await onVerify(otp)) ?? null);
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      if (await onResend()) {
        restartCountdown();
        // a new code is on its way: what was said of the old one no longer holds
        setError(null);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="auth-form auth-step" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-form__lead">
        <authI18n.RichMessage
          id="auth.otpLead"
          values={{ digits: OTP_LENGTH, address }}
          components={{ 0: <strong className="auth-form__address" /> }}
        />
      </p>
      <Field
        id="auth-otp"
        label={t('auth.otpLabel')}
        className="auth-field__input auth-field__input--otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={otp}
        onValue={(raw) => {
          setOtp(raw.replace(/\D/g, '').slice(0, OTP_LENGTH));
          setError(null);
        }}
        error={error}
        autoFocus
      />
      <Button type="submit" loading={verifying} className="auth-form__submit">
        {t('auth.verifyOtp')}
      </Button>
      <Split wrap>
        <Button variant="ghost" disabled={secondsLeft > 0} loading={resending} onClick={() => void resend()}>
          {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.resend')}
        </Button>
        <Button variant="ghost" onClick={onChangeAddress}>
          {channel === 'email' ? t('auth.changeEmail') : t('auth.changePhone')}
        </Button>
      </Split>
    </form>
  );
}
