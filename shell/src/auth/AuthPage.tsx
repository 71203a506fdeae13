import { type Role } from '@jatra/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { hostToast } from '../toast';
import './auth.css';
import { authErrorText } from './auth-error-text';
import { getAuthClient, toShellUser } from './auth-store';
import { IdentifyStep, type Channel } from './IdentifyStep';
import { OtpStep } from './OtpStep';
import { ProfileStep } from './ProfileStep';
import { forgetRedirect, landingAfterSignIn, rememberRedirect } from './redirect';
import { enforceVendorStop, isVendorStop, type VendorStop } from './vendor-gate';
import { VendorStopBadge, VendorStopStep } from './VendorStopStep';
import { authI18n, useAuthI18n, type AuthMessageId } from './i18n/auth-i18n';
import { withOwnWords } from '../i18n';

type Step =
  | { name: 'identify' }
  | { name: 'otp' }
  | { name: 'profile'; phone: string | null }
  | { name: 'stopped'; stop: VendorStop };

const TITLES: Record<Exclude<Step['name'], 'stopped'>, AuthMessageId> = {
  identify: 'auth.title.identify',
  otp: 'auth.title.otp',
  profile: 'auth.title.profile',
};

const STOP_TITLES: Record<VendorStop, AuthMessageId> = {
  pending: 'auth.title.pending',
  rejected: 'auth.title.rejected',
};

/** `navigate('/auth', { state })` from /auth/callback when Google signed in a stopped vendor. */
export interface AuthPageState {
  vendorStop?: VendorStop;
}

/** Where Google sends the browser back to (supabase-js adds `?code=`; PKCE). */
export const oauthCallbackUrl = () => `${window.location.origin}/auth/callback`;

/**
 * /auth: Google, or Email or Phone → OTP → (profile, if the user has no full name) → back where they
 * came from. A pending or rejected vendor applicant is stopped after OTP (or Google) and signed out.
 */
function AuthPageContent() {
  const { t } = useAuthI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>(() => {
    const stop = (location.state as AuthPageState | null)?.vendorStop;
    return isVendorStop(stop) ? { name: 'stopped', stop } : { name: 'identify' };
  });
  const [channel, setChannel] = useState<Channel>('email');
  const [address, setAddress] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = t('auth.pageTitle');
  }, [t]);

  // the stop replaces the whole card: move focus to its title so it is read out
  useEffect(() => {
    if (step.name === 'stopped') titleRef.current?.focus();
  }, [step.name]);

  const finish = (role?: Role) => navigate(landingAfterSignIn(params.get('redirect'), role), { replace: true });

  const sendOtp = async (to: Channel, value: string) => {
    const { error } = await (
      await getAuthClient()
    ).signInWithOtp(
      to === 'email'
        ? { email: value, options: { shouldCreateUser: true } }
        : { phone: value, options: { shouldCreateUser: true } },
    );
    if (error) {
      hostToast.error(
        authErrorText(error, to === 'email' ? t('auth.emailSendFailed') : t('auth.smsSendFailed'), t('auth.wrongOtp')),
      );
      return false;
    }
    hostToast.success(to === 'email' ? t('auth.otpSentEmail') : t('auth.otpSentPhone'));
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

  const google = async () => {
    // the guard's `redirect` survives the round trip in this tab; /auth/callback reads it
    rememberRedirect(params.get('redirect'));
    try {
      const { error } = await (
        await getAuthClient()
      ).signInWithOAuth({
        provider: 'google',
        options: { redirectTo: oauthCallbackUrl(), queryParams: { access_type: 'offline', prompt: 'consent' } },
      });
      if (!error) return true;
    } catch {
      // reported below like an error answer
    }
    forgetRedirect();
    hostToast.error(t('auth.googleFailed'));
    return false;
  };

  const verify = async (token: string): Promise<string | undefined> => {
    const { data, error } = await (
      await getAuthClient()
    ).verifyOtp(
      channel === 'email' ? { email: address, token, type: 'email' } : { phone: address, token, type: 'sms' },
    );
    // a refused code is said by the field, where the traveller looks to fix it
    if (error || !data.session)
      return error ? authErrorText(error, t('auth.authFailed'), t('auth.wrongOtp')) : t('auth.authFailed');
    const stop = await enforceVendorStop(data.session);
    if (stop) {
      setStep({ name: 'stopped', stop });
      return undefined;
    }
    const user = toShellUser(data.session);
    if (user?.fullName) {
      hostToast.success(t('auth.welcomeBack'));
      finish(user.role);
    } else {
      hostToast.success(t('auth.welcomeComplete'));
      setStep({ name: 'profile', phone: user?.phone ? `+${user.phone.replace(/^\+/, '')}` : null });
    }
    return undefined;
  };

  const saveProfile = async (fullName: string, phone: string) => {
    const { error } = await (await getAuthClient()).updateUser({ data: { full_name: fullName, phone } });
    if (error) return hostToast.error(authErrorText(error, t('auth.internal'), t('auth.wrongOtp')));
    hostToast.success(t('auth.profileCompleted'));
    finish();
  };

  const startOver = () => {
    setAddress('');
    setStep({ name: 'identify' });
    // drop the stop handed over by /auth/callback, so a reload shows the sign-in form
    if (location.state) navigate(location.pathname + location.search, { replace: true, state: null });
  };

  return (
    <main className="jt-container auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        {step.name === 'stopped' && <VendorStopBadge stop={step.stop} />}
        <h1 id="auth-title" className="auth-card__title" ref={titleRef} tabIndex={-1}>
          {t(step.name === 'stopped' ? STOP_TITLES[step.stop] : TITLES[step.name])}
        </h1>
        {step.name === 'identify' && <p className="auth-card__subtitle">{t('auth.subtitle')}</p>}
        {step.name === 'identify' && (
          <IdentifyStep initialChannel={channel} initialAddress={address} onSend={identify} onGoogle={google} />
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
        {step.name === 'stopped' && <VendorStopStep stop={step.stop} onAnotherAccount={startOver} />}
      </section>
    </main>
  );
}

export const AuthPage = withOwnWords(authI18n, AuthPageContent);
