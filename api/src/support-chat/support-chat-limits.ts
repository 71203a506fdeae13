import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { SUPPORT_CHAT_MESSAGES, SUPPORT_GUEST_TOKEN_HEADER } from '@jatra/shared';
import { currentUser } from '../auth';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { clientAddress } from '../http/rate-limit';
import { databaseRateLimitStore } from '../http/rate-limit-store';
import { hashGuestToken } from './support-chat.service';

export interface SupportChatLimitSettings {
  /** messages one traveller (account, guest conversation, or address before either exists) sends a minute */
  messagesPerMinute: number;
  /** conversations one client address opens an hour */
  startsPerHour: number;
}

/** Who is sending: the account, else the guest's conversation, else the client address. */
function sender(req: Request, res: Response): string {
  const user = currentUser(res);
  if (user) return `user:${user.id}`;
  const token = req.headers[SUPPORT_GUEST_TOKEN_HEADER];
  return typeof token === 'string' && token ? `guest:${hashGuestToken(token)}` : `ip:${clientAddress(req)}`;
}

const refuse: RequestHandler = (_req, _res, next) =>
  next(new AppError(429, 'rate_limited', SUPPORT_CHAT_MESSAGES.tooManyMessages));

/**
 * The chat's own limits, counted in the database so that every API instance counts the same messages: a
 * traveller's messages a minute, and new conversations per client address an hour.
 */
export function createSupportChatLimits(db: Database, settings: SupportChatLimitSettings) {
  const common = {
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    // X-Forwarded-For from an untrusted peer is ignored on purpose (TRUSTED_PROXIES), not a misconfiguration
    validate: { xForwardedForHeader: false },
    handler: refuse,
  };
  return {
    messages: rateLimit({
      ...common,
      windowMs: 60_000,
      limit: settings.messagesPerMinute,
      keyGenerator: sender,
      store: databaseRateLimitStore(db, 'support-messages'),
    }) as RequestHandler,
    start: rateLimit({
      ...common,
      windowMs: 3_600_000,
      limit: settings.startsPerHour,
      keyGenerator: (req) => clientAddress(req),
      store: databaseRateLimitStore(db, 'support-starts'),
    }) as RequestHandler,
  };
}

export type SupportChatLimits = ReturnType<typeof createSupportChatLimits>;
