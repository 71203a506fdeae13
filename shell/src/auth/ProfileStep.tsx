import { isCompletePhone, MOBILE_DIGITS, normalisePhone, phoneDigits } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { useState, type FormEvent } from 'react';
import { hostToast } from '../toast';
import { Field, PhoneField } from './fields';
import { useAuthI18n } from './i18n/auth-i18n';

/** Step 3, only for users without a full name: full name and phone. */
export function ProfileStep({
  initialPhone,
  onSave,
}: {
  initialPhone: string | null;
  onSave(fullName: string, phone: string): Promise<void>;
}) {
  const { t } = useAuthI18n();
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState(normalisePhone(initialPhone ?? ''));
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim() || !phoneDigits(phone)) return hostToast.error(t('auth.fillAllFields'));
    if (!isCompletePhone(phone)) return hostToast.error(t('auth.phoneInvalid', { digits: MOBILE_DIGITS }));
    setSaving(true);
    try {
      await onSave(fullName.trim(), phone);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="auth-form auth-step" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-form__lead">{t('auth.profileLead')}</p>
      <Field
        id="auth-full-name"
        label={t('auth.fullName')}
        autoComplete="name"
        value={fullName}
        onValue={setFullName}
        autoFocus
      />
      <PhoneField id="auth-profile-phone" label={t('auth.phoneLabel')} value={phone} onValue={setPhone} />
      <Button type="submit" loading={saving} className="auth-form__submit">
        {t('auth.completeProfile')}
      </Button>
    </form>
  );
}
