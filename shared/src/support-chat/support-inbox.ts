import { z } from 'zod';
import { supportConversationSchema, supportThreadSchema } from './support-chat';

/** How many conversations one page of the Support inbox shows. */
export const SUPPORT_INBOX_PAGE = 30;

/** GET /api/admin/support/conversations: `cursor` is the last page's `next_cursor`. */
export const supportInboxQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'The page cursor is not valid')
    .optional(),
});

export const supportInboxResponseSchema = z.object({
  /** unanswered first, then newest message first */
  result: z.array(supportConversationSchema),
  next_cursor: z.string().nullable(),
});

/** One of the traveller's bookings, beside the conversation. */
export const supportTravellerBookingSchema = z.object({
  pnr: z.string(),
  route: z.string(),
  travel_date: z.string(),
  status: z.string(),
  seats: z.number(),
  total: z.number(),
});

/** GET /api/admin/support/conversations/:id */
export const supportAdminThreadResponseSchema = z.object({
  result: supportThreadSchema.extend({ bookings: z.array(supportTravellerBookingSchema) }),
});
export type SupportAdminThread = z.infer<typeof supportAdminThreadResponseSchema>['result'];

export const supportConversationParamsSchema = z.object({ id: z.uuid({ error: 'This conversation was not found' }) });
