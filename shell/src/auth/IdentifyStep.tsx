import { AUTH_UI_MESSAGES } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { Mail, Smartphone } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { hostToast } from '../host/use-host-api';
import { Field, isCompletePhone, PhoneField, PHONE_PREFIX } from './fields';

export type Channel = 'email' | 'phone';

const TABS: { channel: Channel; label: string; Icon: typeof Mail }[] = [
  { channel: 'email', label: 'Email', Icon: Mail },
  { channel: 'phone', label: 'Phone', Icon: Smartphone },
];

/** Step 1: choose Email or Phone and send an OTP to it. */
export function IdentifyStep({
  initialChannel = 'email',
  initialAddress = '',
  onSend,
}: {
  initialChannel?: Channel;
  initialAddress?: string;
  /** resolves true when the OTP was sent */
  onSend(channel: Channel, address: string): Promise<boolean>;
}) {
  const [channel, setChannel] = useState<Channel>(initialChannel);
  const [email, setEmail] = useState(initialChannel === 'email' ? initialAddress : '');
  const [phone, setPhone] = useState(initialChannel === 'phone' ? initialAddress : PHONE_PREFIX);
  const [sending, setSending] = useState(false);
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
    if (channel === 'email' && !email.trim()) return hostToast.error(AUTH_UI_MESSAGES.enterEmail);
    if (channel === 'phone' && !isCompletePhone(phone)) return hostToast.error(AUTH_UI_MESSAGES.enterPhone);
    setSending(true);
    try {
      await onSend(channel, channel === 'email' ? email.trim() : phone);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="auth-step">
      <div className="auth-tabs" role="tablist" aria-label="Sign in with">
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
            {label}
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
            label="Email address"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onValue={setEmail}
          />
        ) : (
          <PhoneField id="auth-phone" label="Phone number" value={phone} onValue={setPhone} />
        )}
        <p className="auth-form__hint">
          {channel === 'email'
            ? 'We will e-mail you a 6-digit code. New here? Your account is created when you verify.'
            : 'We will text a 6-digit code to this number. New here? Your account is created when you verify.'}
        </p>
        <Button type="submit" loading={sending} className="auth-form__submit">
          Send OTP
        </Button>
      </form>
    </div>
  );
}
