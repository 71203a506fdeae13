import { AUTH_UI_MESSAGES } from '@jatra/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hostToast } from '../host/use-host-api';
import './auth.css';
import { toShellUser } from './auth-store';
import { IdentifyStep, type Channel } from './IdentifyStep';
import { OtpStep } from './OtpStep';
import { ProfileStep } from './ProfileStep';
import { safeRedirect } from './redirect';
import { getAuthClient } from './supabase-client';

type Step = { name: 'identify' } | { name: 'otp' } | { name: 'profile'; phone: string | null };

const TITLES: Record<Step['name'], string> = {
  identify: 'Sign in to Jatra',
  otp: 'Verify your OTP',
  profile: 'Complete your profile',
};

/** /auth: Email or Phone → OTP → (profile, if the user has no full name) → back where they came from. */
export function AuthPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [channel, setChannel] = useState<Channel>('email');
  const [address, setAddress] = useState('');

  useEffect(() => {
    document.title = 'Sign in · Jatra';
  }, []);

  const finish = () => navigate(safeRedirect(params.get('redirect')), { replace: true });

  const sendOtp = async (to: Channel, value: string) => {
    const { error } = await getAuthClient().signInWithOtp(
      to === 'email'
        ? { email: value, options: { shouldCreateUser: true } }
        : { phone: value, options: { shouldCreateUser: true } },
    );
    if (error) {
      hostToast.error(error.message);
      return false;
    }
    hostToast.success(to === 'email' ? AUTH_UI_MESSAGES.otpSentEmail : AUTH_UI_MESSAGES.otpSentPhone);
    return true;
  };

  const identify = async (to: Channel, value: string) => {
    const sent = await sendOtp(to, value);
    if (!sent) return false;
    setChannel(to);
    setAddress(value);
    setStep({ name: 'otp' });
    return true;
  };

  const verify = async (token: string) => {
    const { data, error } = await getAuthClient().verifyOtp(
      channel === 'email' ? { email: address, token, type: 'email' } : { phone: address, token, type: 'sms' },
    );
    if (error || !data.session) return hostToast.error(error?.message ?? AUTH_UI_MESSAGES.authFailed);
    const user = toShellUser(data.session);
    if (user?.fullName) {
      hostToast.success(AUTH_UI_MESSAGES.welcomeBack);
      finish();
    } else {
      hostToast.success(AUTH_UI_MESSAGES.completeProfile);
      setStep({ name: 'profile', phone: user?.phone ? `+${user.phone.replace(/^\+/, '')}` : null });
    }
  };

  const saveProfile = async (fullName: string, phone: string) => {
    const { error } = await getAuthClient().updateUser({ data: { full_name: fullName, phone } });
    if (error) return hostToast.error(error.message);
    hostToast.success(AUTH_UI_MESSAGES.profileCompleted);
    finish();
  };

  return (
    <main className="jt-container auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth-card__title">
          {TITLES[step.name]}
        </h1>
        {step.name === 'identify' && (
          <p className="auth-card__subtitle">Book bus tickets across Assam. No password needed.</p>
        )}
        {step.name === 'identify' && (
          <IdentifyStep initialChannel={channel} initialAddress={address} onSend={identify} />
        )}
        {step.name === 'otp' && (
          <OtpStep
            channel={channel}
            address={address}
            onVerify={verify}
            onResend={() => sendOtp(channel, address)}
            onChangeAddress={() => setStep({ name: 'identify' })}
          />
        )}
        {step.name === 'profile' && <ProfileStep initialPhone={step.phone} onSave={saveProfile} />}
      </section>
    </main>
  );
}
