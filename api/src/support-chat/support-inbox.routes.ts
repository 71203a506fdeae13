import { Router } from 'express';
import { supportConversationParamsSchema, supportInboxQuerySchema, supportMessageInputSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { parseInput } from '../http/parse-input';
import type { SupportChatService } from './support-chat.service';
import type { StreamTickets } from './stream-tickets';

/** `/api/admin/support`: the Support inbox, where staff (admins) read and answer travellers' chats. */
export function supportInboxRoutes(
  deps: { service: SupportChatService; tickets: StreamTickets },
  access: Access,
): Router {
  const { service, tickets } = deps;
  const router = Router();

  router.get('/admin/support/conversations', access('admin'), async (req, res) => {
    const { cursor } = parseInput(supportInboxQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await service.inbox(cursor));
  });

  router.get('/admin/support/conversations/:id', access('admin'), async (req, res) => {
    const { id } = parseInput(supportConversationParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json({ result: await service.staffThread(id) });
  });

  router.post('/admin/support/conversations/:id/messages', access('admin'), async (req, res) => {
    const { id } = parseInput(supportConversationParamsSchema, req.params);
    const { body } = parseInput(supportMessageInputSchema, req.body ?? {});
    res.status(201).json({ result: await service.reply(id, currentUser(res)!.id, body) });
  });

  // the inbox's live updates: every new message of every conversation
  router.post('/admin/support/stream-ticket', access('admin'), (_req, res) => {
    const issued = tickets.issue({ kind: 'inbox' });
    res.json({ result: { ticket: issued.ticket, expires_at: issued.expiresAt.toISOString() } });
  });

  return router;
}
