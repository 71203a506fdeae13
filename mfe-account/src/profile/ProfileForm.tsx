import {
  failureText,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  PROFILE_MESSAGES,
  REGION_LABEL,
  type Profile,
  sayRule,
} from '@jatra/shared';
import { Alert, Button, Card, Input, Select, useHost } from '@jatra/shared/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { cleanPhone, profileFormResolver, profileFormValues, type ProfileFormValues } from './profile-form';
import type { SavedProfileFields } from './profile-api';
import { useSaveProfile } from './use-profile';
import { useAccountI18n, type AccountMessageId } from '../i18n';

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: FieldError | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="profile-field">
      <label className="profile-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error?.message && (
        <p className="profile-field__error" id={errorId}>
          {error.message}
        </p>
      )}
    </div>
  );
}

const REGION_GROUPS = [
  ['profile.states', INDIAN_STATES],
  ['profile.unionTerritories', INDIAN_UNION_TERRITORIES],
] as const satisfies readonly (readonly [AccountMessageId, readonly string[]])[];

/**
 * Edits the profile, checked with `profileUpdateSchema` as the API checks it. Save puts it, tells the
 * traveller and returns to the view; a refusal of the server stays on the form, in its own words.
 */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useAccountI18n();
  const host = useHost();
  const save = useSaveProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, SavedProfileFields>({
    resolver: profileFormResolver,
    defaultValues: profileFormValues(profile),
  });
  const { register, formState } = form;
  useEffect(() => form.setFocus('full_name'), [form]);
  const errors = formState.errors;

  const onSubmit = form.handleSubmit(async (update) => {
    setServerError(null);
    try {
      await save.mutateAsync(update);
    } catch (error) {
      const message = failureText(error, PROFILE_MESSAGES.updateFailed);
      setServerError(message);
      host.toast.error(message);
      return;
    }
    host.toast.success(sayRule(PROFILE_MESSAGES.updated));
    onDone();
  });

  const phone = register('phone', {
    // show the number as it will be saved: +91, spaces and dashes go
    onBlur: (event: { target: { value: string } }) =>
      form.setValue('phone', cleanPhone(event.target.value), { shouldValidate: formState.isSubmitted }),
  });

  return (
    <Card as="form" className="profile-card profile-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {serverError && <Alert>{serverError}</Alert>}
      <div className="profile-form__fields">
        <Field label={t('profile.fullName')} error={errors.full_name}>
          {(props) => <Input {...props} autoComplete="name" {...register('full_name')} />}
        </Field>
        <Field label={t('profile.email')} error={errors.email}>
          {(props) => (
            <Input
              {...props}

              type="email"
              autoComplete="email"
              {...register('email')}
            />
          )}
        </Field>
        <Field label={t('profile.phone')} error={errors.phone}>
          {(props) => (
            <Input
              {...props}

              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...phone}
            />
          )}
        </Field>
        <Field label={REGION_LABEL} error={errors.state}>
          {(props) => (
            <Select {...props} {...register('state')}>
              <option value="">{t('profile.chooseRegion')}</option>
              {REGION_GROUPS.map(([group, names]) => (
                <optgroup key={group} label={t(group)}>
                  {names.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="profile-actions">
        <Button type="submit" loading={save.isPending}>
          {t('profile.save')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('profile.cancel')}
        </Button>
      </div>
    </Card>
  );
}
