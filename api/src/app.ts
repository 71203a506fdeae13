import express, { type Express, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { googleSimRoutes } from './auth';
import { mailboxRoutes } from './auth';
import type { MailboxRepository } from './auth';
import type { OAuth } from './auth';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { createTestClock } from './dev/test-clock';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { loopbackOnly } from './http/loopback-only';
import { requestLocale } from './http/request-locale';
import { requestLog } from './http/request-log';

/**
 * The Express app around the routers `composition.ts` built: request logging, security headers, `/auth/v1`,
 * `/api`, and the simulators of outside systems where no real one is configured.
 */
export function createApp(deps: {
  config: ApiConfig;
  logger: Logger;
  database: DatabaseHandle;
  now?: () => Date;
  testClock?: ReturnType<typeof createTestClock>;
  routers: { auth: Router; api: Router };
  /** for the dev mailbox and the Google simulator */
  auth: { mailbox: MailboxRepository; oauth: OAuth };
  /** the stand-ins for outside systems the composition root started, each under its path */
  simulators: { path: string; router: RequestHandler }[];
}): Express {
  const { config, logger, testClock } = deps;
  const app = express();
  app.disable('x-powered-by');
  // answers are JSON that is either no-store or cached by max-age: hashing every body buys nothing
  app.set('etag', false);
  // req.ip names the client for every per-IP limit: X-Forwarded-For counts only from a configured proxy
  app.set('trust proxy', config.trustedProxies.length ? config.trustedProxies : false);
  app.use(requestLog(logger));
  app.use(requestLocale);
  app.use(helmet());
  if (testClock) app.use(testClock.follow);
  app.use('/auth/v1', deps.routers.auth);
  app.use('/api', deps.routers.api);

  // the test clock, the dev mailbox and the Google simulator serve this machine only, as if absent to others
  if (testClock) app.use('/sim/clock', loopbackOnly, testClock.routes);
  // simulators stand in for outside systems only when no real one is configured
  if (!config.production) app.use('/sim/mailbox', loopbackOnly, mailboxRoutes(deps.auth.mailbox));
  if (config.auth.google.simulated)
    app.use('/sim/google', loopbackOnly, googleSimRoutes(deps.auth.oauth, { corsOrigins: config.corsOrigins }));
  for (const { path, router } of deps.simulators) app.use(path, router);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
