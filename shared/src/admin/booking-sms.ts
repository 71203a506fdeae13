import { z } from 'zod';

/** Where an SMS to a traveller stands: queued or handed to the gateway by us, then as its delivery report says. */
export const SMS_DELIVERY_STATES = ['queued', 'submitted', 'delivered', 'failed', 'dnd', 'rejected'] as const;
export type SmsDeliveryStateName = (typeof SMS_DELIVERY_STATES)[number];

/** The SMS a booking sent (the m-ticket, cancellation and departure notices). */
export const SMS_KIND_NAMES = ['ticket', 'cancellation', 'operatorCancellation', 'departureChanged'] as const;

export const adminBookingSmsSchema = z.object({
  kind: z.enum(SMS_KIND_NAMES),
  to_mobile: z.string(),
  locale: z.string(),
  template_id: z.string(),
  text: z.string(),
  segments: z.number().int(),
  state: z.enum(SMS_DELIVERY_STATES),
  state_detail: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  reported_at: z.string().nullable(),
});
export type AdminBookingSms = z.infer<typeof adminBookingSmsSchema>;

/** `GET /api/admin/bookings/:pnr/sms`: newest first. */
export const adminBookingSmsResponseSchema = z.object({
  result: z.object({ pnr: z.string(), messages: z.array(adminBookingSmsSchema) }),
});
export type AdminBookingSmsAnswer = z.infer<typeof adminBookingSmsResponseSchema>['result'];
