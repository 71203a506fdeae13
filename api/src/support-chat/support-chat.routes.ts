import { Router, type Request, type Response } from 'express';
import {
  SUPPORT_GUEST_TOKEN_HEADER,
  supportConversationInputSchema,
  supportConversationParamsSchema,
  supportMessageInputSchema,
  supportStreamQuerySchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { badRequest } from '../http/app-error';
import { parseInput } from '../http/parse-input';
import { openEventStream } from './event-stream';
import type { SupportChatLimits } from './support-chat-limits';
import type { SupportChatService, Writer } from './support-chat.service';
import type { SupportHub } from './support-hub';
import type { StreamScope, StreamTickets } from './stream-tickets';

const userWriter = (res: Response): Writer => ({ userId: currentUser(res)!.id });
/** A guest's token, from its header (absent or empty: a token no conversation has). */
const guestWriter = (req: Request): Writer => ({ guestToken: String(req.headers[SUPPORT_GUEST_TOKEN_HEADER] ?? '') });

const ticketAnswer = (issued: { ticket: string; expiresAt: Date }) => ({
  result: { ticket: issued.ticket, expires_at: issued.expiresAt.toISOString() },
});

/**
 * `/api/support`: a traveller's live chat with support. Signed-in travellers reach their own conversations by
 * id; a guest reaches theirs only with its token (header `x-support-token`), anyone else is told it is not
 * found. Streams open with a ticket asked for with those credentials.
 */
export function supportChatRoutes(
  deps: { service: SupportChatService; hub: SupportHub; tickets: StreamTickets; limits: SupportChatLimits },
  access: Access,
): Router {
  const { service, hub, tickets, limits } = deps;
  const router = Router();
  const owner = access('owner', { ownerOf: (req) => service.ownerOf(String(req.params.id)) });

  router.post('/support/conversations', access('anyone'), limits.start, limits.messages, async (req, res) => {
    const input = parseInput(supportConversationInputSchema, req.body ?? {});
    const user = currentUser(res);
    res.status(201).json({ result: await service.start(user && { userId: user.id }, input) });
  });

  router.get('/support/conversations', access('signed-in'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.mine(currentUser(res)!.id) });
  });

  router.get('/support/conversations/:id', owner, async (req, res) => {
    const { id } = parseInput(supportConversationParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json({ result: await service.read(userWriter(res), id) });
  });

  router.post('/support/conversations/:id/messages', owner, limits.messages, async (req, res) => {
    const { id } = parseInput(supportConversationParamsSchema, req.params);
    const { body } = parseInput(supportMessageInputSchema, req.body ?? {});
    res.status(201).json({ result: await service.write(userWriter(res), body, id) });
  });

  router.post('/support/conversations/:id/stream-ticket', owner, async (req, res) => {
    const { id } = parseInput(supportConversationParamsSchema, req.params);
    const conversation = await service.streamable(userWriter(res), id);
    res.json(ticketAnswer(tickets.issue({ kind: 'conversation', id: conversation, traveller: true })));
  });

  // a guest's conversation, named by the token only its browser holds
  router.get('/support/guest', access('anyone'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.read(guestWriter(req)) });
  });

  router.post('/support/guest/messages', access('anyone'), limits.messages, async (req, res) => {
    const { body } = parseInput(supportMessageInputSchema, req.body ?? {});
    res.status(201).json({ result: await service.write(guestWriter(req), body) });
  });

  router.post('/support/guest/stream-ticket', access('anyone'), async (req, res) => {
    const conversation = await service.streamable(guestWriter(req));
    res.json(ticketAnswer(tickets.issue({ kind: 'conversation', id: conversation, traveller: true })));
  });

  // EventSource sends no headers: the ticket (asked for with the caller's credentials) is the proof
  router.get('/support/stream', access('anyone'), async (req, res) => {
    const { ticket } = parseInput(supportStreamQuerySchema, req.query);
    const scope = tickets.verify(ticket);
    if (!scope) throw badRequest('The chat stream ticket is not valid or has expired');
    await stream(req, res, scope);
  });

  async function stream(req: Request, res: Response, scope: StreamScope) {
    const traveller = scope.kind === 'conversation' && scope.traveller ? scope.id : undefined;
    const present = (yes: boolean) => {
      if (traveller) service.travellerPresent(traveller, yes).catch(() => undefined);
    };
    const events = openEventStream(req, res, () => present(true));
    const deliver = (message: Parameters<SupportChatService['toMessage']>[0]) =>
      events.send('message', { conversation_id: message.conversationId, message: service.toMessage(message) });
    const stop =
      scope.kind === 'inbox' ? await hub.watchInbox(deliver) : await hub.watchConversation(scope.id, deliver);
    present(true);
    // listening now: the client reads the thread again, for anything stored before this point
    events.send('ready', {});
    await events.closed;
    stop();
    present(false);
  }

  return router;
}
