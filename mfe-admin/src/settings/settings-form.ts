import { zodResolver } from '@hookform/resolvers/zod';
import { GST_PERCENT, systemSettingsSchema, type SystemSettings } from '@jatra/shared';
import type { Resolver } from 'react-hook-form';

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
export const SETTINGS_FIELDS: readonly { name: SettingsField; label: string; help: string }[] = [
  {
    name: 'commission_rate',
    label: 'Commission rate (%)',
    help: 'Our share of the revenue, from 0 to 100 in steps of 0.1. The Overview shows the commission it earns.',
  },
  {
    name: 'booking_fee',
    label: 'Booking fee (₹)',
    help: `Recorded against each booking for settling with operators. It is not added to what a traveller pays: the fare plus ${GST_PERCENT}% GST, with the convenience fee FREE.`,
  },
  {
    name: 'cancellation_fee',
    label: 'Cancellation fee (₹)',
    help: 'Recorded against each cancellation for settling with operators. It is not taken from a traveller’s refund, which follows the cancellation policy.',
  },
  {
    name: 'support_email',
    label: 'Support email',
    help: 'Shown to travellers in the footer, on the Help page, on the payment page and on the ticket.',
  },
  {
    name: 'support_phone',
    label: 'Support phone',
    help: 'Shown beside the support email in the footer, on the Help page, on the payment page and on the ticket.',
  },
];
