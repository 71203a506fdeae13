import { Router } from 'express';
import {
  supportAdminThreadResponseSchema,
  supportConversationParamsSchema,
  supportInboxQuerySchema,
  supportInboxResponseSchema,
  supportMessageInputSchema,
  supportMessageResponseSchema,
  supportStreamTicketResponseSchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { created, defineRoute, mountRoutes, ok } from '../http/route';
import type { SupportChatService } from './support-chat.service';
import type { StreamTickets } from './stream-tickets';

const area = 'Admin: support inbox';

/** `/api/admin/support`: the Support inbox, where staff (admins) read and answer travellers' chats. */
export function supportInboxRoutes(
  deps: { service: SupportChatService; tickets: StreamTickets },
  access: Access,
): Router {
  const { service, tickets } = deps;

  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /admin/support/conversations',
      area,
      summary: 'The Support inbox: unanswered conversations first, then the newest; paged by `next_cursor`',
      access: 'admin',
      query: supportInboxQuerySchema,
      answer: ok(supportInboxResponseSchema),
      handler: async ({ query }, _req, res) => {
        res.set('Cache-Control', 'no-store').json(await service.inbox(query.cursor));
      },
    }),
    defineRoute({
      route: 'GET /admin/support/conversations/:id',
      area,
      summary: "A conversation with its messages and the traveller's latest bookings",
      access: 'admin',
      params: supportConversationParamsSchema,
      answer: ok(supportAdminThreadResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.staffThread(params.id) });
      },
    }),
    defineRoute({
      route: 'POST /admin/support/conversations/:id/messages',
      area,
      summary:
        'Reply as support; e-mailed as well when the traveller is not in the chat now or it is outside staffed hours',
      access: 'admin',
      params: supportConversationParamsSchema,
      body: supportMessageInputSchema,
      answer: created(supportMessageResponseSchema, 'The stored reply'),
      handler: async ({ params, body }, _req, res) => {
        res.status(201).json({ result: await service.reply(params.id, currentUser(res)!.id, body.body) });
      },
    }),
    // the inbox's live updates: every new message of every conversation
    defineRoute({
      route: 'POST /admin/support/stream-ticket',
      area,
      summary: "A ticket that opens the inbox's event stream: every new message of every conversation",
      access: 'admin',
      answer: ok(supportStreamTicketResponseSchema),
      handler: (_input, _req, res) => {
        const issued = tickets.issue({ kind: 'inbox' });
        res.json({ result: { ticket: issued.ticket, expires_at: issued.expiresAt.toISOString() } });
      },
    }),
  ]);
}
