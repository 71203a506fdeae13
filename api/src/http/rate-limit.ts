import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { ruleMessage } from '@jatra/shared';
import { AppError } from './app-error';

/**
 * The client address limits count by: `req.ip` (which honours only trusted proxies), an IPv6 address by its
 * /56, the block one subscriber is usually given, so rotating through it buys nothing.
 */
export function clientAddress(req: Request): string {
  return ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/**
 * The general per-address limit on /api: generous for any traveller, it stops one client from flooding the
 * API and, through it, the provider. Kept per API process.
 */
export function apiRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    // no budget headers on every answer (a cached search is sent as stored bytes); the refusal says when to retry
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: clientAddress,
    handler: (req, res, next) => {
      const { resetTime } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
      const resetAt = resetTime?.getTime() ?? Date.now() + 60_000;
      res.set('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
      next(new AppError(429, 'rate_limited', ruleMessage('request.tooMany')));
    },
  });
}
