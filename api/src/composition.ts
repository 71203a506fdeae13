import express, { type Express, type RequestHandler, type Router } from 'express';
import cors from 'cors';
import type { Logger } from 'pino';
import { COMPANY } from '@jatra/shared';
import { createGdsSimulator } from '../simulators/gds/gds-simulator';
import { createPhonePeSimulator } from '../simulators/phonepe/phonepe-simulator';
import { createMaintenanceService, type ClearableCache } from './admin';
import { createAdminStatsRepository } from './admin';
import { createBackupRepository } from './admin';
import { createOverviewFigures } from './admin';
import { createOverviewFiguresRepository } from './admin';
import { createOverviewService } from './admin';
import { createUsersAdminService, type UsersStore } from './admin';
import { createApp } from './app';
import { maintenanceRoutes } from './admin';
import { overviewRoutes } from './admin';
import { settingsAdminRoutes } from './admin';
import { usersAdminRoutes } from './admin';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { citiesRoutes } from './cities';
import { docsRoutes } from './docs';
import { healthRoutes } from './health';
import { badRequest } from './http/app-error';
import { notFoundHandler } from './http/error-handler';
import { loopbackOnly } from './http/loopback-only';
import { apiRateLimit } from './http/rate-limit';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { readInput } from './http/read-input';
import { inventoryRoutes } from './inventory';
import { paymentsRoutes } from './commerce';
import { profileRoutes } from './profile';
import { createPaymentsLedger } from './commerce';
import { createPaymentsLedgerRepository } from './commerce';
import { paymentsLedgerRoutes } from './commerce';
import { providerAccountRoutes } from './provider-account';
import { searchRoutes } from './search';
import { supportContactRoutes } from './settings';
import { composeSupportChat } from './support-chat';
import { supportChatRoutes } from './support-chat';
import { supportInboxRoutes } from './support-chat';
import { travellersRoutes } from './travellers';
import { vendorDashboardRoutes } from './vendors';
import { vendorsRoutes } from './vendors';
import { createAuditLog, type AuditLog } from './audit';
import { createAccess, listRoutes } from './auth';
import { createAuthRepositories, createAuthService } from './auth';
import { createOidcClient } from './auth';
import { googleOidcSignIn, simulatedGoogleSignIn } from './auth';
import { otpDeliveryFromConfig } from './auth';
import { bookingsRoutes } from './commerce';
import { createBookingsService, type BookingsServiceDeps } from './commerce';
import { createCancellationService } from './commerce';
import { createHoldCaps } from './commerce';
import { createCatalogRepository } from './catalog';
import { createCatalogService } from './catalog';
import { createCitiesRepository } from './cities';
import { createCitiesService, type CitiesService } from './cities';
import type { ApiConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from './db/database';
import { createSweepLease } from './db/sweep-lease';
import { createSweepMark } from './db/sweep-mark';
import { createTestClock } from './dev/test-clock';
import { createInventoryService, type InventoryService } from './inventory';
import { notificationsFromConfig } from './notifications';
import type { Notifications } from './notifications';
import { createPaymentsService } from './commerce';
import { createPhonePeClient } from './commerce';
import { phonePeGateway } from './commerce';
import { STRAY_ORDER_MARGIN_MS, STRAY_ORDER_WINDOW_MS, createReconciler } from './commerce';
import { createCommerceRepositories } from './commerce';
import { createSettlement } from './commerce';
import { createProfileService } from './profile';
import { createProviderAccountService } from './provider-account';
import { createGdsClient, type GdsClient } from './provider/gds/gds-client';
import { createSearchService } from './search';
import { createSettingsRepository } from './settings';
import { createSettingsService } from './settings';
import { createTravellersRepository } from './travellers';
import { createTravellersService } from './travellers';
import { createOperatorDirectory } from './vendors';
import { createVendorDashboardService } from './vendors';
import { createVendorSalesRepository } from './vendors';
import { createVendorsRepository } from './vendors';
import { createVendorsService } from './vendors';

interface Base {
  config: ApiConfig;
  db: Database;
  logger: Logger;
  now?: () => Date;
}

/** Sign-in (`/auth/v1`): the service, how codes go out, Google (real or simulated), the admin account. */
function composeAuth({ config, db, logger, now }: Base) {
  const repositories = createAuthRepositories(db);
  const otpDelivery = otpDeliveryFromConfig({
    delivery: config.auth.delivery,
    production: config.production,
    mailbox: repositories.mailbox,
    now,
  });
  const publicUrl = config.publicUrl.replace(/\/$/, '');
  const { google } = config.auth;
  const service = createAuthService({
    repositories,
    otpDelivery,
    settings: {
      secret: config.auth.jwtSecret,
      issuer: `${publicUrl}/auth/v1`,
      ttlSeconds: config.auth.accessTokenTtlSeconds,
      adminEmail: config.auth.adminEmail,
      adminPassword: config.auth.adminPassword,
      devMailbox: !config.production,
      limits: config.auth.limits,
      allowedOrigins: config.corsOrigins,
      oauthProviders: google.simulated || google.clientId ? ['google'] : [],
    },
    logger,
    now,
  });
  const googleSignIn =
    google.clientId && google.clientSecret
      ? googleOidcSignIn({
          service: service.oauth,
          logger,
          oidc: createOidcClient({
            issuer: google.issuer,
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            redirectUri: `${publicUrl}/auth/v1/callback`,
            now,
          }),
        })
      : google.simulated
        ? simulatedGoogleSignIn(service.oauth)
        : undefined;
  const ready = service.account.ensureAdmin();
  ready.catch((error: unknown) => logger.error({ err: error }, 'admin account could not be created'));
  return { ...service, repositories, otpDelivery, googleSignIn, ready };
}

/** The admin core: overview, users, settings (the commission rate, the support contact), maintenance. */
function composeAdmin(
  { config, db, logger, now }: Base,
  deps: {
    audit: AuditLog;
    users: UsersStore;
    operatorsCount(): Promise<number>;
    caches: readonly ClearableCache[];
  },
) {
  const { audit } = deps;
  const settings = createSettingsService({ repository: createSettingsRepository(db), audit, now });
  const stored = createOverviewFiguresRepository(db);
  const figures = createOverviewFigures({
    repository: stored,
    // the holder keeps it from one refresh to the next; one that died frees it a refresh or two later
    lease: createSweepLease(db, 'overview-figures', 2 * config.overviewRefreshMs),
    intervalMs: config.overviewRefreshMs,
    logger,
    now,
  });
  return {
    settings,
    figures,
    overview: createOverviewService({
      stats: createAdminStatsRepository(db),
      figures,
      stored,
      settings,
      operatorsCount: deps.operatorsCount,
      audit,
      now,
    }),
    users: createUsersAdminService({ store: deps.users, audit, logger, now }),
    maintenance: createMaintenanceService({
      backup: createBackupRepository(db),
      caches: deps.caches,
      audit,
      logger,
      now,
    }),
  };
}

/**
 * The sweep renews it before each item, so it only lapses when its holder stops: a crashed instance's lease
 * must free the others within seconds, or paid bookings wait that long for their tickets. A sweep that
 * outlives it anyway (a stalled item) is still harmless, every step being idempotent.
 */
const RECONCILE_LEASE_MS = 30_000;

/** Bookings and payments wired together, with the reconciler `main.ts` starts. */
function composeCommerce(
  base: Base,
  deps: {
    gds: GdsClient;
    cities: CitiesService;
    inventory: InventoryService;
    /** the e-ticket and cancellation notices; a mail never holds up or fails the booking */
    notifications: Pick<Notifications, 'ticketConfirmed' | 'cancellationCompleted' | 'sweep'>;
    /** remembers a confirmed booking's passengers as the user's saved travellers */
    travellers: BookingsServiceDeps['travellers'];
  },
) {
  const { config, db, logger } = base;
  const { gds, notifications } = deps;
  const now = base.now ?? (() => new Date());
  const gateway = phonePeGateway(createPhonePeClient(config.payments.phonepe));
  const repositories = createCommerceRepositories(db);
  const bookings = createBookingsService({
    repository: repositories.bookings,
    payments: repositories.payments,
    inventory: deps.inventory,
    cities: deps.cities,
    gds,
    travellers: deps.travellers,
    logger,
    holdMinutes: config.bookings.holdMinutes,
    holdCaps: createHoldCaps({ repository: repositories.bookings, caps: config.bookings.holdCaps }),
    now,
  });
  const settlement = createSettlement({
    ...repositories,
    gateway,
    gds,
    logger,
    now,
    onConfirmed: async (pnr) => {
      await Promise.all([notifications.ticketConfirmed(pnr), bookings.confirmed(pnr)]);
    },
  });
  const cancellation = createCancellationService({
    bookings: repositories.bookings,
    transact: repositories.transact,
    gds,
    advanceRefund: settlement.advanceRefund,
    onCancelled: (id) => notifications.cancellationCompleted(id),
    logger,
    now,
  });
  const payments = createPaymentsService({
    repository: repositories.payments,
    bookings: repositories.bookings,
    gateway,
    settlement,
    logger,
    now,
  });
  const reconciler = createReconciler({
    payments: repositories.payments,
    bookings: repositories.bookings,
    settlement,
    cancellation,
    mail: notifications,
    lease: createSweepLease(db, 'reconciler', RECONCILE_LEASE_MS),
    strayMark: createSweepMark(db, 'stray-paid-orders', {
      marginMs: STRAY_ORDER_MARGIN_MS,
      windowMs: STRAY_ORDER_WINDOW_MS,
    }),
    logger,
    now,
  });
  const ledger = createPaymentsLedger(createPaymentsLedgerRepository(db));
  return { bookings, settlement, cancellation, payments, reconciler, ledger };
}

/** The catalog the traveller searches: cities, search, seats, saved travellers, profile. */
function composeTravel(base: Base, deps: { gds: GdsClient; auth: ReturnType<typeof composeAuth> }) {
  const { config, db, logger, now } = base;
  const { horizonDays } = config.bookings;
  const { gds } = deps;
  const cities = createCitiesService({ repository: createCitiesRepository(db), gds, logger, now });
  return {
    cities,
    search: createSearchService({ gds, cities, logger, now, horizonDays }),
    inventory: createInventoryService({ gds, now, horizonDays }),
    travellers: createTravellersService({ repository: createTravellersRepository(db), logger, now }),
    profile: createProfileService({ store: deps.auth.repositories.identities, logger, now }),
  };
}

/** Vendors, and the admin's provider screens: the synced catalog and the provider's own account views. */
function composeOperators(
  base: Base,
  deps: {
    gds: GdsClient;
    cities: CitiesService;
    audit: AuditLog;
    /** e-mails the applicant an admin's decision; never throws, so a mail never fails the decision */
    onVendorDecided: (vendorId: string) => Promise<void>;
  },
) {
  const { db, logger, now } = base;
  const { gds, audit } = deps;
  const vendorsRepository = createVendorsRepository(db);
  return {
    vendors: createVendorsService({
      repository: vendorsRepository,
      operators: createOperatorDirectory(gds),
      logger,
      audit,
      onDecided: deps.onVendorDecided,
      now,
    }),
    vendorDashboard: createVendorDashboardService({
      vendors: vendorsRepository,
      sales: createVendorSalesRepository(db),
      now,
    }),
    catalog: createCatalogService({
      repository: createCatalogRepository(db),
      cities: deps.cities,
      gds,
      audit,
      logger,
      now,
    }),
    providerAccount: createProviderAccountService({ gds, now }),
  };
}

/**
 * Every service of the API, built once, here: the provider adapter, sign-in, the traveller's and the
 * operators' services, the admin core, notifications, bookings and payments.
 */
function composeServices(deps: { config: ApiConfig; database: DatabaseHandle; logger: Logger; now?: () => Date }) {
  const { config, database, logger } = deps;
  const testClock = config.testClock ? createTestClock(database.db) : undefined;
  const base: Base = { config, db: database.db, logger, now: deps.now ?? testClock?.now };
  const gds = createGdsClient(config.gds);
  const auth = composeAuth(base);
  const access = createAccess(auth.sessions);
  const audit = createAuditLog(database.db, base.now);
  const travel = composeTravel(base, { gds, auth });
  const operators = composeOperators(base, {
    gds,
    cities: travel.cities,
    audit,
    // called on a decision, long after `notifications` (which needs the admin core's settings) is built below
    onVendorDecided: (id) => notifications.vendorDecided(id),
  });
  const admin = composeAdmin(base, {
    audit,
    users: auth.repositories.identities,
    operatorsCount: operators.catalog.operatorsCount,
    caches: [...travel.search.caches, ...travel.inventory.caches],
  });
  const notifications = notificationsFromConfig({
    config,
    db: database.db,
    supportContact: admin.settings.supportContact,
    logger,
    now: base.now,
  });
  const commerce = composeCommerce(base, { gds, notifications, ...travel });
  const supportChat = composeSupportChat({
    database,
    notifications,
    supportContact: admin.settings.supportContact,
    appUrl: config.appUrl,
    ticketSecret: config.auth.jwtSecret,
    limits: config.supportChat,
    logger,
    now: base.now,
  });
  return {
    database,
    now: base.now,
    testClock,
    gds,
    auth,
    access,
    ...travel,
    ...operators,
    admin,
    ...commerce,
    supportChat,
  };
}

export type ApiServices = ReturnType<typeof composeServices>;

/** `/api`: every route states who may call it with access(level); access.api.test.ts checks them all. */
function apiRouter(config: ApiConfig, services: ApiServices): Router {
  const { access, admin } = services;
  const api = express.Router();
  api.use(cors({ origin: config.corsOrigins, maxAge: 600 }));
  // after CORS, so a browser can read the refusal
  api.use(apiRateLimit(config.apiRateLimitPerMinute));
  api.use(readInput({ limit: '100kb', refuse: badRequest }));
  // the busiest route first: every router before it is walked on each search
  api.use(searchRoutes(services.search, access));
  api.use(healthRoutes({ db: services.database.db, databaseKind: services.database.kind, gds: services.gds }, access));
  api.use(citiesRoutes(services.cities, access));
  api.use(inventoryRoutes(services.inventory, access));
  api.use(vendorsRoutes(services.vendors, access));
  api.use(vendorDashboardRoutes(services.vendorDashboard, access));
  api.use(profileRoutes(services.profile, access));
  api.use(travellersRoutes(services.travellers, access));
  api.use(catalogRoutes(services.catalog, access));
  api.use(providerAccountRoutes(services.providerAccount, access));
  api.use(overviewRoutes(admin.overview, access));
  api.use(usersAdminRoutes(admin.users, access));
  api.use(paymentsLedgerRoutes(services.ledger, access));
  api.use(settingsAdminRoutes(admin.settings, access));
  api.use(maintenanceRoutes(admin.maintenance, access, { spoolBackup: services.database.kind === 'pglite' }));
  api.use(supportContactRoutes(admin.settings, access));
  api.use(supportChatRoutes(services.supportChat, access));
  api.use(supportInboxRoutes(services.supportChat, access));
  api.use(bookingsRoutes(services.bookings, services.cancellation, access));
  api.use(
    paymentsRoutes(
      { payments: services.payments, bookings: services.bookings, settlement: services.settlement },
      access,
      { webhook: config.payments.phonepe.webhook, corsOrigins: config.corsOrigins },
    ),
  );
  // last: it documents every route above, and itself
  api.use(docsRoutes(() => listRoutes(api), access));
  api.use(notFoundHandler);
  return api;
}

/** The stand-ins for outside systems, where no real one is configured and never in production. */
function composeSimulators(config: ApiConfig, database: DatabaseHandle, logger: Logger, now?: () => Date) {
  if (config.production) return [];
  const simulators: { path: string; router: RequestHandler }[] = [];
  if (config.gds.simulated) {
    const router = createGdsSimulator({
      apiKey: config.gds.apiKey,
      db: database.db,
      now,
      holdMinutes: config.bookings.holdMinutes,
      extraCities: config.gds.simExtraCities,
      testControls: loopbackOnly,
    });
    simulators.push({ path: '/sim', router });
  }
  const phonepe = config.payments.phonepe;
  if (phonepe.simulated) {
    const router = createPhonePeSimulator({
      db: database.db,
      client: { clientId: phonepe.clientId, clientSecret: phonepe.clientSecret, clientVersion: phonepe.clientVersion },
      publicBaseUrl: phonepe.simulatorPublicUrl,
      webhook: phonepe.webhook,
      merchantName: COMPANY.name,
      testControls: loopbackOnly,
      now,
      onError: (error, what) => logger.warn({ err: error }, `PhonePe simulator: ${what} failed`),
    });
    simulators.push({ path: '/sim/phonepe', router });
  }
  return simulators;
}

/**
 * The API as `npm start` and the API tests run it: its database (PGlite or PostgreSQL, migrated), its
 * services, and the Express app serving them.
 */
export async function openApi(deps: {
  config: ApiConfig;
  logger: Logger;
  now?: () => Date;
  /** where the data lives; the config's DATABASE_URL or DATA_DIR when not given */
  store?: Omit<DatabaseOptions, 'logger'>;
}): Promise<{ services: ApiServices; app: Express; apiRouter: Router; authRouter: Router }> {
  const { config, logger } = deps;
  const store = deps.store ?? {
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    poolSize: config.databasePoolSize,
  };
  const database = await openDatabase({ ...store, logger });
  logger.info({ database: database.kind }, 'database ready');
  const services = composeServices({ config, database, logger, now: deps.now });
  const { auth } = services;
  const routers = {
    auth: authRoutes(auth, {
      corsOrigins: config.corsOrigins,
      rateLimitPerMinute: config.auth.rateLimitPerMinute,
      rateLimitStore: databaseRateLimitStore(database.db, 'auth'),
      ready: auth.ready,
      google: auth.googleSignIn,
      otpDelivery: auth.otpDelivery,
    }),
    api: apiRouter(config, services),
  };
  const app = createApp({
    config,
    logger,
    database,
    now: services.now,
    testClock: services.testClock,
    routers,
    auth: { mailbox: auth.repositories.mailbox, oauth: auth.oauth },
    simulators: composeSimulators(config, database, logger, services.now),
  });
  return { services, app, apiRouter: routers.api, authRouter: routers.auth };
}
