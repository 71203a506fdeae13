import { zodResolver } from '@hookform/resolvers/zod';
import { systemSettingsSchema, type SystemSettings } from '@jatra/shared';
import type { Resolver } from 'react-hook-form';
import type { AdminMessageId } from '../i18n';

/** What the fields hold while typed: numbers read with `valueAsNumber`, so a cleared one is NaN, not 0. */
export type SettingsFormValues = SystemSettings;

const check = zodResolver(systemSettingsSchema);

/** The form is checked with @jatra/shared's `systemSettingsSchema`, exactly as the API checks the PUT body. */
export const settingsResolver: Resolver<SettingsFormValues, unknown, SystemSettings> = (values, context, options) =>
  check(values, context, options as Parameters<typeof check>[2]) as ReturnType<
    Resolver<SettingsFormValues, unknown, SystemSettings>
  >;

export type SettingsField = keyof SystemSettings;

/** Each field's label and what it is for: the fees are bookkeeping, never part of a traveller's price. */
export const SETTINGS_FIELDS = [
  { name: 'commission_rate', label: 'settings.commissionRate', help: 'settings.commissionRateHelp' },
  { name: 'booking_fee', label: 'settings.bookingFee', help: 'settings.bookingFeeHelp' },
  { name: 'cancellation_fee', label: 'settings.cancellationFee', help: 'settings.cancellationFeeHelp' },
  { name: 'support_email', label: 'settings.supportEmail', help: 'settings.supportEmailHelp' },
  { name: 'support_phone', label: 'settings.supportPhone', help: 'settings.supportPhoneHelp' },
] as const satisfies readonly { name: SettingsField; label: AdminMessageId; help: AdminMessageId }[];
