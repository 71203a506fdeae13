import { isCompletePhone, MOBILE_DIGITS, phoneDigits, PHONE_PREFIX } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { Mail, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { hostToast } from '../toast';
import { Field, PhoneField } from './fields';
import { useAuthI18n, type AuthMessageId } from './i18n/auth-i18n';

export type Channel = 'email' | 'phone';

const TABS = [
  { channel: 'email', label: 'auth.tab.email', Icon: Mail },
  { channel: 'phone', label: 'auth.tab.phone', Icon: Smartphone },
] as const satisfies readonly { channel: Channel; label: AuthMessageId; Icon: typeof Mail }[];

/** Google's "G" (brand colours), drawn inline: lucide has no brand logos. */
function GoogleLogo() {
  return (
    <svg className="auth-google__logo" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** Step 1: Google sign-in, or choose Email or Phone and send an OTP to it. */
export function IdentifyStep({
  initialChannel = 'email',
  initialAddress = '',
  onSend,
  onGoogle,
}: {
  initialChannel?: Channel;
  initialAddress?: string;
  /** resolves true when the OTP was sent */
  onSend(channel: Channel, address: string): Promise<boolean>;
  /** starts the Google round trip; resolves false when it could not start */
  onGoogle(): Promise<boolean>;
}) {
  const { t } = useAuthI18n();
  const [channel, setChannel] = useState<Channel>(initialChannel);
  const [email, setEmail] = useState(initialChannel === 'email' ? initialAddress : '');
  const [phone, setPhone] = useState(initialChannel === 'phone' ? initialAddress : PHONE_PREFIX);
  const [sending, setSending] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Back from Google may restore this page from the back/forward cache, still "leaving"
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const tabRefs = useRef<Record<Channel, HTMLButtonElement | null>>({ email: null, phone: null });

  const onTabKey = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Channel =
      event.key === 'Home' ? 'email' : event.key === 'End' ? 'phone' : channel === 'email' ? 'phone' : 'email';
    setChannel(next);
    tabRefs.current[next]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (channel === 'email' && !email.trim()) return hostToast.error(t('auth.enterEmail'));
    if (channel === 'phone' && !phoneDigits(phone)) return hostToast.error(t('auth.enterPhone'));
    if (channel === 'phone' && !isCompletePhone(phone))
      return hostToast.error(t('auth.phoneInvalid', { digits: MOBILE_DIGITS }));
    setSending(true);
    try {
      await onSend(channel, channel === 'email' ? email.trim() : phone);
    } finally {
      setSending(false);
    }
  };

  const google = async () => {
    setLeaving(true);
    // on success the browser is on its way to Google: the button stays busy until the page unloads
    if (!(await onGoogle())) setLeaving(false);
  };

  return (
    <div className="auth-step">
      <Button variant="secondary" loading={leaving} className="auth-google" onClick={() => void google()}>
        {!leaving && <GoogleLogo />}
        {t('auth.google')}
      </Button>
      <p className="auth-divider">
        <span>{t('auth.divider')}</span>
      </p>
      <div className="auth-tabs" role="tablist" aria-label={t('auth.tabs')}>
        {TABS.map(({ channel: tab, label, Icon }) => (
          <button
            key={tab}
            ref={(node) => {
              tabRefs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${tab}`}
            aria-selected={channel === tab}
            aria-controls="auth-tabpanel"
            tabIndex={channel === tab ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => setChannel(tab)}
            onKeyDown={onTabKey}
          >
            <Icon size={18} aria-hidden="true" />
            {t(label)}
          </button>
        ))}
      </div>
      <form
        id="auth-tabpanel"
        role="tabpanel"
        aria-labelledby={`auth-tab-${channel}`}
        className="auth-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {channel === 'email' ? (
          <Field
            id="auth-email"
            label={t('auth.emailLabel')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onValue={setEmail}
          />
        ) : (
          <PhoneField id="auth-phone" label={t('auth.phoneLabel')} value={phone} onValue={setPhone} />
        )}
        <p className="auth-form__hint">{channel === 'email' ? t('auth.emailHint') : t('auth.phoneHint')}</p>
        <Button type="submit" loading={sending} disabled={sending || leaving} className="auth-form__submit">
          {t('auth.sendOtp')}
        </Button>
      </form>
    </div>
  );
}
