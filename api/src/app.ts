import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { createGdsSimulator } from '../simulators/gds/gds-simulator';
import { createPhonePeSimulator } from '../simulators/phonepe/phonepe-simulator';
import { createAdminRouters } from './admin/admin-routers';
import { createAuditLog } from './audit/audit-log';
import { createCatalog } from './catalog/catalog';
import { createCitiesRepository } from './cities/cities.repository';
import { citiesRoutes } from './cities/cities.routes';
import { createCitiesService } from './cities/cities.service';
import { createAccess } from './auth/access';
import { createAuthRepository } from './auth/auth.repository';
import { authRoutes } from './auth/auth.routes';
import { createAuthService } from './auth/auth.service';
import { createOidcClient } from './auth/google-oidc';
import { googleOidcSignIn, simulatedGoogleSignIn } from './auth/google-signin';
import { googleSimRoutes } from './auth/google-sim.routes';
import { mailboxRoutes } from './auth/mailbox.routes';
import { otpDeliveryFromConfig } from './auth/otp-delivery';
import type { ApiConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { createTestClock } from './dev/test-clock';
import { healthRoutes } from './health/health.routes';
import { inventoryRoutes } from './inventory/inventory.routes';
import { createInventoryService } from './inventory/inventory.service';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { requestLog } from './http/request-log';
import { createGdsClient } from './provider/gds/gds-client';
import { notificationsFromConfig } from './notifications/notifications-from-config';
import { createCommerce } from './payments/commerce';
import { searchRoutes } from './search/search.routes';
import { createSearchService } from './search/search.service';
import { profileRoutes } from './profile/profile.routes';
import { createProfileService } from './profile/profile.service';
import { createTravellersRepository } from './travellers/travellers.repository';
import { travellersRoutes } from './travellers/travellers.routes';
import { createTravellersService } from './travellers/travellers.service';
import { createOperatorDirectory } from './vendors/operator-directory';
import { vendorDashboardRoutes } from './vendors/vendor-dashboard.routes';
import { createVendorDashboardService } from './vendors/vendor-dashboard.service';
import { createVendorSalesRepository } from './vendors/vendor-sales.repository';
import { createVendorsRepository } from './vendors/vendors.repository';
import { vendorsRoutes } from './vendors/vendors.routes';
import { createVendorsService } from './vendors/vendors.service';

export function createApp(deps: {
  config: ApiConfig;
  database: DatabaseHandle;
  logger: Logger;
  now?: () => Date;
}): Express {
  const { config, database, logger } = deps;
  const testClock = config.testClock ? createTestClock() : undefined;
  const now = deps.now ?? testClock?.now;
  const app = express();
  app.disable('x-powered-by');
  // answers are JSON that is either no-store or cached by max-age: hashing every body buys nothing
  app.set('etag', false);
  app.set('trust proxy', 'loopback');

  app.use(requestLog(logger));
  app.use(helmet());

  const gds = createGdsClient(config.gds);
  const cities = createCitiesService({ repository: createCitiesRepository(database.db), gds, logger, now });

  const authRepository = createAuthRepository(database.db);
  const otpDelivery = otpDeliveryFromConfig({
    delivery: config.auth.delivery,
    production: config.production,
    repository: authRepository,
    now,
  });
  const auth = createAuthService({
    repository: authRepository,
    otpDelivery,
    settings: {
      secret: config.auth.jwtSecret,
      issuer: `${config.publicUrl.replace(/\/$/, '')}/auth/v1`,
      ttlSeconds: config.auth.accessTokenTtlSeconds,
      adminEmail: config.auth.adminEmail,
      adminPassword: config.auth.adminPassword,
      devMailbox: !config.production,
      allowedOrigins: config.corsOrigins,
      oauthProviders: config.auth.google.simulated || config.auth.google.clientId ? ['google'] : [],
    },
    logger,
    now,
  });
  const { google } = config.auth;
  const googleSignIn =
    google.clientId && google.clientSecret
      ? googleOidcSignIn({
          service: auth,
          logger,
          oidc: createOidcClient({
            issuer: google.issuer,
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            redirectUri: `${config.publicUrl.replace(/\/$/, '')}/auth/v1/callback`,
            now,
          }),
        })
      : google.simulated
        ? simulatedGoogleSignIn(auth)
        : undefined;
  const authReady = auth.ensureAdmin();
  authReady.catch((error: unknown) => logger.error({ err: error }, 'admin account could not be created'));
  app.use(
    '/auth/v1',
    authRoutes(auth, {
      corsOrigins: config.corsOrigins,
      rateLimitPerMinute: config.auth.rateLimitPerMinute,
      ready: authReady,
      google: googleSignIn,
      otpDelivery,
    }),
  );

  // every /api route states who may call it with access(level); access.api.test.ts checks them all
  const access = createAccess(auth);
  const audit = createAuditLog(database.db, now);
  const vendorsRepository = createVendorsRepository(database.db);
  const vendors = createVendorsService({
    repository: vendorsRepository,
    operators: createOperatorDirectory(gds),
    logger,
    audit,
    now,
  });
  const vendorDashboard = createVendorDashboardService({
    vendors: vendorsRepository,
    sales: createVendorSalesRepository(database.db),
    now,
  });
  const profile = createProfileService({ store: authRepository, logger, now });
  const api = express.Router();
  api.use(cors({ origin: config.corsOrigins, maxAge: 600 }));
  api.use(express.json({ limit: '100kb' }));
  api.use(healthRoutes({ db: database.db, databaseKind: database.kind, gds }, access));
  api.use(citiesRoutes(cities, access));
  const search = createSearchService({ gds, cities, logger, now });
  api.use(searchRoutes(search, access));
  const inventory = createInventoryService(gds);
  api.use(inventoryRoutes(inventory, access));
  api.use(vendorsRoutes(vendors, access));
  api.use(vendorDashboardRoutes(vendorDashboard, access));
  api.use(profileRoutes(profile, access));
  const travellers = createTravellersService({ repository: createTravellersRepository(database.db), logger, now });
  api.use(travellersRoutes(travellers, access));
  const catalog = createCatalog({ db: database.db, gds, cities, audit, access, logger, now });
  for (const router of catalog.routers) api.use(router);
  const admin = createAdminRouters({
    db: database.db,
    access,
    users: authRepository,
    audit,
    operatorsCount: catalog.service.operatorsCount,
    caches: search.caches,
    logger,
    now,
  });
  for (const router of admin.routers) api.use(router);
  const notifications = notificationsFromConfig({
    config,
    db: database.db,
    supportContact: admin.settings.supportContact,
    logger,
    now,
  });
  const commerce = createCommerce({
    config,
    db: database.db,
    gds,
    cities,
    inventory,
    access,
    notifications,
    travellers,
    logger,
    now,
  });
  for (const router of commerce.routers) api.use(router);
  api.use(notFoundHandler);
  app.use('/api', api);
  // for the access test: the routes under /api and the rule each declares
  app.locals.apiRouter = api;
  // main.ts starts it; tests run its sweeps themselves
  app.locals.reconciler = commerce.reconciler;

  if (testClock) app.use('/sim/clock', testClock.routes);
  // simulators stand in for outside systems only when no real one is configured
  if (!config.production) app.use('/sim/mailbox', mailboxRoutes(auth));
  if (config.auth.google.simulated) app.use('/sim/google', googleSimRoutes(auth, { corsOrigins: config.corsOrigins }));
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
        now,
        onError: (error, what) => logger.warn({ err: error }, `PhonePe simulator: ${what} failed`),
      }),
    );
  }

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
