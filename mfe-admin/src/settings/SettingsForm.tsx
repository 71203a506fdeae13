import { ADMIN_MESSAGES, GST_PERCENT, isClientError, type SystemSettings, sayRule } from '@jatra/shared';
import { Button, useHost } from '@jatra/shared/ui';
import { SlidersHorizontal } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { adminI18n, useAdminI18n } from '../i18n';
import { Field } from '../parts';
import { Section } from '../parts';
import type { StoredSettings } from './settings-api';
import { SETTINGS_FIELDS, settingsResolver, type SettingsField, type SettingsFormValues } from './settings-form';
import { useSaveSettings } from './use-settings';

const INPUTS: Record<SettingsField, InputHTMLAttributes<HTMLInputElement>> = {
  commission_rate: { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: 0.1 },
  booking_fee: { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 },
  cancellation_fee: { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 },
  support_email: { type: 'email', autoComplete: 'off' },
  support_phone: { type: 'tel', autoComplete: 'off' },
};

const NUMBERS = new Set<SettingsField>(['commission_rate', 'booking_fee', 'cancellation_fee']);

const toFormValues = ({ updated_at: _updatedAt, ...settings }: StoredSettings): SettingsFormValues => settings;

/** Fees, commission and the support contacts, checked with the API's own schema before they are sent. */
export function SettingsForm({ stored }: { stored: StoredSettings }) {
  const host = useHost();
  const { t, format } = useAdminI18n();
  const save = useSaveSettings();
  const form = useForm<SettingsFormValues, unknown, SystemSettings>({
    resolver: settingsResolver,
    defaultValues: toFormValues(stored),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((settings) =>
    save.mutateAsync(settings).then(
      (saved) => {
        form.reset(toFormValues(saved));
        host.toast.success(sayRule(ADMIN_MESSAGES.settingsSaved));
      },
      (error: Error) =>
        host.toast.error(isClientError(error) ? error.message : sayRule(ADMIN_MESSAGES.settingsSaveFailed)),
    ),
  );

  return (
    <Section title={t('settings.feesTitle')} icon={SlidersHorizontal}>
      <form className="settings-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="admin-halves">
          {SETTINGS_FIELDS.map(({ name, label, help }) => (
            <Field key={name} label={t(label)} help={t(help, { gst: GST_PERCENT })} error={errors[name]?.message}>
              {(control) => (
                <input
                  {...control}
                  {...INPUTS[name]}
                  {...form.register(name, NUMBERS.has(name) ? { valueAsNumber: true } : {})}
                />
              )}
            </Field>
          ))}
        </div>
        <div className="settings-form__actions">
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
          {stored.updated_at && (
            <p className="admin-muted">
              <adminI18n.RichMessage
                id="settings.lastSaved"
                values={{ instant: format.instant(stored.updated_at) }}
                components={{ 0: <time dateTime={stored.updated_at} /> }}
              />
            </p>
          )}
        </div>
      </form>
    </Section>
  );
}
