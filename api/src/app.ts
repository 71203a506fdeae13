import { randomUUID } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { COMPANY } from '@jatra/shared';
import { createGdsSimulator } from '../simulators/gds/gds-simulator';
import { createPhonePeSimulator } from '../simulators/phonepe/phonepe-simulator';
import { googleSimRoutes } from './auth/google-sim.routes';
import { mailboxRoutes } from './auth/mailbox.routes';
import type { MailboxRepository } from './auth/mailbox.repository';
import type { OAuth } from './auth/oauth';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { createTestClock } from './dev/test-clock';
import { errorHandler, notFoundHandler } from './http/error-handler';

function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}

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
}): Express {
  const { config, logger, database, now, testClock } = deps;
  const app = express();
  app.disable('x-powered-by');
  // answers are JSON that is either no-store or cached by max-age: hashing every body buys nothing
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  app.use(requestLogging(logger));
  app.use(helmet());
  app.use('/auth/v1', deps.routers.auth);
  app.use('/api', deps.routers.api);

  if (testClock) app.use('/sim/clock', testClock.routes);
  // simulators stand in for outside systems only when no real one is configured
  if (!config.production) app.use('/sim/mailbox', mailboxRoutes(deps.auth.mailbox));
  if (config.auth.google.simulated)
    app.use('/sim/google', googleSimRoutes(deps.auth.oauth, { corsOrigins: config.corsOrigins }));
  if (config.gds.simulated && !config.production) {
    app.use(
      '/sim',
      createGdsSimulator({
        apiKey: config.gds.apiKey,
        db: database.db,
        now,
        holdMinutes: config.bookings.holdMinutes,
      }),
    );
  }
  const phonepe = config.payments.phonepe;
  if (phonepe.simulated && !config.production) {
    app.use(
      '/sim/phonepe',
      createPhonePeSimulator({
        db: database.db,
        client: {
          clientId: phonepe.clientId,
          clientSecret: phonepe.clientSecret,
          clientVersion: phonepe.clientVersion,
        },
        publicBaseUrl: phonepe.simulatorPublicUrl,
        webhook: phonepe.webhook,
        merchantName: COMPANY.name,
        now,
        onError: (error, what) => logger.warn({ err: error }, `PhonePe simulator: ${what} failed`),
      }),
    );
  }

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
