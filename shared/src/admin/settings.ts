import { z } from 'zod';
import { COMPANY } from '../company/company';

/** The product's defaults; support contacts default to the company's. */
export const DEFAULT_SETTINGS = {
  commission_rate: 10,
  booking_fee: 50,
  cancellation_fee: 100,
  support_email: COMPANY.email,
  support_phone: COMPANY.phone,
} as const;

const money = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} is too large`);

/** `PUT /api/admin/settings` and the form: rate 0–100 in steps of 0.1, fees ≥ 0, an e-mail. */
export const systemSettingsSchema = z.object({
  commission_rate: z.coerce
    .number({ error: 'Commission rate must be a number' })
    .min(0, 'Commission rate must be between 0 and 100')
    .max(100, 'Commission rate must be between 0 and 100')
    .refine((rate) => Math.abs(rate * 10 - Math.round(rate * 10)) < 1e-9, 'Use steps of 0.1'),
  booking_fee: money('Booking fee'),
  cancellation_fee: money('Cancellation fee'),
  support_email: z.string().trim().pipe(z.email('Please enter a valid support email').max(254)),
  support_phone: z
    .string()
    .trim()
    .min(1, 'Support phone is required')
    .max(40, 'Support phone is too long')
    .regex(/^[\d+\-() ]+$/, 'Use digits, spaces, +, - and brackets only'),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export const systemSettingsResponseSchema = z.object({
  result: systemSettingsSchema.extend({ updated_at: z.string().nullable() }),
});

/** `GET /api/support-contact`: open to everyone; footer, help, payment and ticket show it. */
export const supportContactSchema = z.object({ support_email: z.string(), support_phone: z.string() });
export type SupportContact = z.infer<typeof supportContactSchema>;
export const supportContactResponseSchema = z.object({ result: supportContactSchema });

/** `POST /api/admin/cache/clear`: what each cache held. */
export const cacheClearedSchema = z.object({
  cleared: z.array(z.object({ name: z.string(), entries: z.number().int() })),
});
export const cacheClearedResponseSchema = z.object({ result: cacheClearedSchema });
