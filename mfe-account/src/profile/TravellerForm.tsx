import {
  failureText,
  PASSENGER_GENDERS,
  SAVED_TRAVELLER_MESSAGES,
  type SavedTraveller,
  type SavedTravellerInput,
  sayRule,
} from '@jatra/shared';
import { Alert, Button, Input, Select, useHost } from '@jatra/shared/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  cleanAge,
  cleanMobile,
  GENDER_LABELS,
  travellerFormResolver,
  travellerFormValues,
  type TravellerFormValues,
} from './traveller-form';
import { useSaveTraveller } from './use-travellers';
import { useAccountI18n } from '../i18n';

function Field({
  label,
  invalid,
  describedBy,
  children,
}: {
  label: string;
  invalid: boolean;
  describedBy: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="profile-field">
      <label className="profile-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': invalid ? describedBy : undefined })}
    </div>
  );
}

/**
 * Adds a traveller, or edits one (`traveller`), checked as the passenger form is. The schema has one message
 * for every field: it is said once, above the fields, and each wrong field is marked and points to it.
 */
export function TravellerForm({ traveller, onDone }: { traveller: SavedTraveller | null; onDone: () => void }) {
  const { t } = useAccountI18n();
  const host = useHost();
  const save = useSaveTraveller();
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const form = useForm<TravellerFormValues, unknown, SavedTravellerInput>({
    resolver: travellerFormResolver,
    defaultValues: travellerFormValues(traveller),
  });
  const { register, formState, setValue, setFocus } = form;
  const errors = formState.errors;
  useEffect(() => {
    // once the dialog has noted which button opened it (focus goes back there on close), the name is first
    const timer = setTimeout(() => setFocus('name'));
    return () => clearTimeout(timer);
  }, [setFocus]);
  const invalidMessage = Object.values(errors)[0]?.message;
  const shown = serverError ?? invalidMessage ?? null;

  const onSubmit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await save.mutateAsync({ id: traveller?.id, input });
    } catch (error) {
      setServerError(failureText(error, SAVED_TRAVELLER_MESSAGES.saveFailed));
      return;
    }
    host.toast.success(sayRule(SAVED_TRAVELLER_MESSAGES.saved));
    onDone();
  });

  const revalidate = { shouldValidate: formState.isSubmitted };
  const age = register('age', {
    onChange: (event: { target: { value: string } }) => setValue('age', cleanAge(event.target.value), revalidate),
  });
  const mobile = register('mobile', {
    // a pasted '+91 98765 43210' is cleaned to its 10 digits, not cut at the 10th character
    onBlur: (event: { target: { value: string } }) => setValue('mobile', cleanMobile(event.target.value), revalidate),
  });
  const field = (name: keyof TravellerFormValues) => ({ invalid: Boolean(errors[name]), describedBy: errorId });

  return (
    <form className="traveller-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {shown && <Alert id={errorId}>{shown}</Alert>}
      <div className="traveller-form__fields">
        <Field label={t('profile.fullName')} {...field('name')}>
          {(props) => (
            <Input
              {...props}

              autoComplete="off"
              maxLength={80}
              {...register('name')}
            />
          )}
        </Field>
        <Field label={t('ticket.age')} {...field('age')}>
          {(props) => <Input {...props} inputMode="numeric" autoComplete="off" {...age} />}
        </Field>
        <Field label={t('ticket.gender')} {...field('gender')}>
          {(props) => (
            <Select {...props} {...register('gender')}>
              <option value="">{t('travellers.choose')}</option>
              {PASSENGER_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(GENDER_LABELS[gender])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('travellers.mobile')} {...field('mobile')}>
          {(props) => (
            <Input
              {...props}

              type="tel"
              inputMode="numeric"
              autoComplete="off"
              {...mobile}
            />
          )}
        </Field>
        <Field label={t('profile.email')} {...field('email')}>
          {(props) => <Input {...props} type="email" autoComplete="off" {...register('email')} />}
        </Field>
      </div>
      <div className="traveller-form__actions">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
