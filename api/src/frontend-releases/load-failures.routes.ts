import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { FRONTEND_FAILURES_PATH, frontendFailureReportSchema, ruleMessage } from '@jatra/shared';
import type { Access } from '../auth';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { clientAddress } from '../http/rate-limit';
import { databaseRateLimitStore } from '../http/rate-limit-store';
import { defineRoute, mountRoutes } from '../http/route';
import type { LoadFailures } from './load-failures';

/** Reports one client address may send a minute: a page fails a few areas at most, each reported once. */
export const FAILURE_REPORTS_PER_MINUTE = 10;

/** Counted in the database, so every API instance counts one address's reports together. */
function reportLimit(db: Database): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: FAILURE_REPORTS_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // X-Forwarded-For from an untrusted peer is ignored on purpose (TRUSTED_PROXIES), not a misconfiguration
    validate: { xForwardedForHeader: false },
    keyGenerator: (req) => clientAddress(req),
    store: databaseRateLimitStore(db, 'frontend-failures'),
    handler: (_req, _res, next) => next(new AppError(429, 'rate_limited', ruleMessage('request.tooMany'))),
  }) as RequestHandler;
}

export function loadFailureRoutes(
  deps: { db: Database; loadFailures: LoadFailures; now: () => Date },
  access: Access,
): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: `POST ${FRONTEND_FAILURES_PATH}`,
      area: 'Service',
      summary:
        'A shell reports a part of the site it could not show: refused by its contract, not loaded, or failed to draw',
      // a page that failed may have no session: anyone may report, at a rate per address
      access: 'anyone',
      use: [reportLimit(deps.db)],
      body: frontendFailureReportSchema,
      answer: { status: 202, description: 'Recorded' },
      handler: async ({ body }, _req, res) => {
        await deps.loadFailures.record(body, deps.now());
        res.status(202).end();
      },
    }),
  ]);
}
