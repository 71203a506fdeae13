import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a stream ticket opens: one conversation's messages, or every conversation's (the staff inbox). */
export type StreamScope = { kind: 'conversation'; id: string; traveller: boolean } | { kind: 'inbox' };

/** Long enough to open the stream with; an EventSource that reconnects later asks for a new one. */
export const STREAM_TICKET_TTL_MS = 60_000;

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Short-lived signed tickets for the event streams: a browser's EventSource cannot send the bearer header or a
 * guest's token, so those are checked when the ticket is asked for (POST, with the header), and the ticket
 * names what it opens. Signed, not stored, so any API instance opens a stream another issued the ticket for.
 */
export function createStreamTickets(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('support-chat stream tickets').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(scope: StreamScope): { ticket: string; expiresAt: Date } {
      const expiresAt = new Date(now().getTime() + STREAM_TICKET_TTL_MS);
      const payload = encode(JSON.stringify({ ...scope, exp: expiresAt.getTime() }));
      return { ticket: `${payload}.${encode(sign(payload))}`, expiresAt };
    },

    /** The scope of a valid, unexpired ticket; undefined for anything else. */
    verify(ticket: string): StreamScope | undefined {
      const [payload, signature, extra] = ticket.split('.');
      if (!payload || !signature || extra !== undefined) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const wanted = sign(payload);
      if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
      try {
        const { exp, ...scope } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as StreamScope & {
          exp: number;
        };
        return exp > now().getTime() ? scope : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type StreamTickets = ReturnType<typeof createStreamTickets>;
