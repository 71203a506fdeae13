import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiRequestError,
  failureText,
  vendorApplicationSchema,
  type HostUser,
  type VendorApplication,
} from '@jatra/shared';
import { Alert, Button, Card, Input, useHost } from '@jatra/shared/ui';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useApply, useRefreshApplication } from './use-partner';
import { useAccountI18n } from '../i18n';

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error: FieldError | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="partner-field">
      <label className="partner-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p className="partner-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId && (
        <p className="partner-field__error" id={errorId}>
          {error!.message}
        </p>
      )}
    </div>
  );
}

/** The applicant's own contact details as a start: most operators apply for themselves. */
const startingValues = (user: HostUser | null): VendorApplication => ({
  company_name: '',
  registration_number: '',
  contact_name: user?.fullName ?? '',
  contact_email: user?.email ?? '',
  contact_phone: user?.phone ?? '',
});

/**
 * The application, checked with `vendorApplicationSchema` exactly as `POST /api/vendors/apply` checks it. A
 * refusal of the server stays on the form in its own words; "already applied" shows the application there is.
 */
export function PartnerForm() {
  const { t } = useAccountI18n();
  const host = useHost();
  const apply = useApply();
  const refresh = useRefreshApplication();
  const [serverError, setServerError] = useState<string | null>(null);
  const headingId = useId();
  const form = useForm<VendorApplication>({
    resolver: zodResolver(vendorApplicationSchema),
    defaultValues: startingValues(host.user),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const onSubmit = form.handleSubmit(async (application) => {
    setServerError(null);
    try {
      await apply.mutateAsync(application);
    } catch (error) {
      const message = failureText(error, t('partner.sendFailed'));
      setServerError(message);
      host.toast.error(message);
      if (error instanceof ApiRequestError && error.status === 409) void refresh();
      return;
    }
    host.toast.success(t('partner.sent'));
  });

  return (
    <Card
      as="form"
      className="partner-card partner-form"
      aria-labelledby={headingId}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <div>
        <h2 className="partner-card__title" id={headingId}>
          {t('partner.yourCompany')}
        </h2>
        <p className="partner-card__text">{t('partner.everyField')}</p>
      </div>
      {serverError && <Alert>{serverError}</Alert>}
      <div className="partner-form__fields">
        <Field label={t('partner.companyName')} error={errors.company_name}>
          {(props) => <Input {...props} autoComplete="organization" {...register('company_name')} />}
        </Field>
        <Field
          label={t('partner.registrationNumber')}
          hint={t('partner.registrationHint')}
          error={errors.registration_number}
        >
          {(props) => <Input {...props} autoComplete="off" {...register('registration_number')} />}
        </Field>
        <Field label={t('partner.contactName')} error={errors.contact_name}>
          {(props) => <Input {...props} autoComplete="name" {...register('contact_name')} />}
        </Field>
        <Field label={t('partner.contactEmail')} hint={t('partner.contactEmailHint')} error={errors.contact_email}>
          {(props) => <Input {...props} type="email" autoComplete="email" {...register('contact_email')} />}
        </Field>
        <Field label={t('partner.contactPhone')} hint={t('partner.contactPhoneHint')} error={errors.contact_phone}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" {...register('contact_phone')} />}
        </Field>
      </div>
      <Button type="submit" className="partner-form__submit" loading={apply.isPending}>
        {t('partner.send')}
      </Button>
    </Card>
  );
}
