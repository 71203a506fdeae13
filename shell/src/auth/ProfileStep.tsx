import { AUTH_UI_MESSAGES, isCompletePhone, normalisePhone, phoneDigits, PROFILE_MESSAGES } from '@jatra/shared';
import { Button } from '@jatra/shared/ui';
import { useState, type FormEvent } from 'react';
import { hostToast } from '../toast';
import { Field, PhoneField } from './fields';

/** Step 3, only for users without a full name: full name and phone. */
export function ProfileStep({
  initialPhone,
  onSave,
}: {
  initialPhone: string | null;
  onSave(fullName: string, phone: string): Promise<void>;
}) {
  const [fullName, setFullName] = useState('');
  const [phone, setPhone] = useState(normalisePhone(initialPhone ?? ''));
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim() || !phoneDigits(phone)) return hostToast.error(AUTH_UI_MESSAGES.fillAllFields);
    if (!isCompletePhone(phone)) return hostToast.error(PROFILE_MESSAGES.phoneInvalid);
    setSaving(true);
    try {
      await onSave(fullName.trim(), phone);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="auth-form auth-step" noValidate onSubmit={(event) => void submit(event)}>
      <p className="auth-form__lead">One last step: tell us who is travelling.</p>
      <Field
        id="auth-full-name"
        label="Full name"
        autoComplete="name"
        value={fullName}
        onValue={setFullName}
        autoFocus
      />
      <PhoneField id="auth-profile-phone" label="Phone number" value={phone} onValue={setPhone} />
      <Button type="submit" loading={saving} className="auth-form__submit">
        Complete profile
      </Button>
    </form>
  );
}
