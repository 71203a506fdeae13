import { Router, type Request, type Response } from 'express';
import {
  SUPPORT_GUEST_TOKEN_HEADER,
  supportConversationInputSchema,
  supportConversationParamsSchema,
  supportConversationsResponseSchema,
  supportMessageInputSchema,
  supportMessageResponseSchema,
  supportStartResponseSchema,
  supportStreamQuerySchema,
  supportStreamTicketResponseSchema,
  supportThreadResponseSchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { badRequest } from '../http/app-error';
import { localeOfRequest } from '../http/request-locale';
import { created, defineRoute, mountRoutes, ok } from '../http/route';
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
  const owner = { level: 'owner' as const, ownerOf: (req: Request) => service.ownerOf(String(req.params.id)) };
  const area = 'Support chat';

  const routes = [
    defineRoute({
      route: 'POST /support/conversations',
      area,
      summary:
        'Start a chat with support: a signed-in traveller (optionally about one of their tickets, `pnr`) or a guest with name and e-mail, who gets the token that opens it again',
      access: 'anyone',
      use: [limits.start, limits.messages],
      body: supportConversationInputSchema,
      answer: created(supportStartResponseSchema, 'The conversation with its first message'),
      handler: async ({ body }, req, res) => {
        const user = currentUser(res);
        res.status(201).json({ result: await service.start(user && { userId: user.id }, body, localeOfRequest(req)) });
      },
    }),
    defineRoute({
      route: 'GET /support/conversations',
      area,
      summary: "The caller's conversations, newest first",
      access: 'signed-in',
      answer: ok(supportConversationsResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.mine(currentUser(res)!.id) });
      },
    }),
    defineRoute({
      route: 'GET /support/conversations/:id',
      area,
      summary: 'A conversation of the caller with its latest messages, oldest first',
      access: owner,
      params: supportConversationParamsSchema,
      answer: ok(supportThreadResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.read(userWriter(res), params.id) });
      },
    }),
    defineRoute({
      route: 'POST /support/conversations/:id/messages',
      area,
      summary: 'Write in a conversation of the caller',
      access: owner,
      use: [limits.messages],
      params: supportConversationParamsSchema,
      body: supportMessageInputSchema,
      answer: created(supportMessageResponseSchema, 'The stored message'),
      handler: async ({ params, body }, _req, res) => {
        res.status(201).json({ result: await service.write(userWriter(res), body.body, params.id) });
      },
    }),
    defineRoute({
      route: 'POST /support/conversations/:id/stream-ticket',
      area,
      summary: "A ticket for a minute that opens the conversation's event stream (`GET /support/stream`)",
      access: owner,
      params: supportConversationParamsSchema,
      answer: ok(supportStreamTicketResponseSchema),
      handler: async ({ params }, _req, res) => {
        const conversation = await service.streamable(userWriter(res), params.id);
        res.json(ticketAnswer(tickets.issue({ kind: 'conversation', id: conversation, traveller: true })));
      },
    }),
    // a guest's conversation, named by the token only its browser holds
    defineRoute({
      route: 'GET /support/guest',
      area,
      summary: "A guest's conversation, named by its token in the `x-support-token` header (anything else: not found)",
      access: 'anyone',
      answer: ok(supportThreadResponseSchema),
      handler: async (_input, req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.read(guestWriter(req)) });
      },
    }),
    defineRoute({
      route: 'POST /support/guest/messages',
      area,
      summary: "Write in a guest's conversation (token in the `x-support-token` header)",
      access: 'anyone',
      use: [limits.messages],
      body: supportMessageInputSchema,
      answer: created(supportMessageResponseSchema, 'The stored message'),
      handler: async ({ body }, req, res) => {
        res.status(201).json({ result: await service.write(guestWriter(req), body.body) });
      },
    }),
    defineRoute({
      route: 'POST /support/guest/stream-ticket',
      area,
      summary: "A ticket that opens a guest's conversation stream (token in the `x-support-token` header)",
      access: 'anyone',
      answer: ok(supportStreamTicketResponseSchema),
      handler: async (_input, req, res) => {
        const conversation = await service.streamable(guestWriter(req));
        res.json(ticketAnswer(tickets.issue({ kind: 'conversation', id: conversation, traveller: true })));
      },
    }),
    // EventSource sends no headers: the ticket (asked for with the caller's credentials) is the proof
    defineRoute({
      route: 'GET /support/stream',
      area,
      summary:
        'Server-sent events: `ready` once listening, then `message` with each new message of what the ticket opens (one conversation, or every one for the inbox); a heartbeat comment every 20 s',
      access: 'anyone',
      query: supportStreamQuerySchema,
      answer: { status: 200, description: 'The event stream', type: 'text/event-stream' },
      handler: async ({ query }, req, res) => {
        const scope = tickets.verify(query.ticket);
        if (!scope) throw badRequest('The chat stream ticket is not valid or has expired');
        await stream(req, res, scope);
      },
    }),
  ];

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

  return mountRoutes(Router(), access, routes);
}
