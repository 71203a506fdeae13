import express, { type Express, type RequestHandler, type Router } from 'express';
import cors from 'cors';
import type { Logger } from 'pino';
import { COMPANY, loadRuleLanguages } from '@jatra/shared';
import { compileCataloguesAtRuntime } from '@jatra/shared/i18n-server';
import { createGdsSimulator } from '../simulators/gds/gds-simulator';
import { createPhonePeSimulator } from '../simulators/phonepe/phonepe-simulator';
import { createSmsSimulator } from '../simulators/sms/sms-simulator';
import { composeAdmin } from './admin';
import { createApp } from './app';
import { joinServices, type Kernel } from './area';
import { createAuditLog } from './audit';
import { composeAuth, listRoutes } from './auth';
import { composeCatalog } from './catalog';
import { composeCities } from './cities';
import { composeCommerce } from './commerce';
import type { ApiConfig } from './config';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/database';
import { createTestClock } from './dev/test-clock';
import { docsRoutes } from './docs';
import { healthRoutes } from './health';
import { badRequest } from './http/app-error';
import { notFoundHandler } from './http/error-handler';
import { loopbackOnly } from './http/loopback-only';
import { apiRateLimit } from './http/rate-limit';
import { readInput } from './http/read-input';
import { composeInventory } from './inventory';
import { notificationsFromConfig } from './notifications';
import { composeProfile } from './profile';
import { composeProviderAccount } from './provider-account';
import { createGdsClient } from './provider/gds/gds-client';
import { composeSearch } from './search';
import { composeFrontendReleases } from './frontend-releases';
import { composeSettings } from './settings';
import { composeSms, smsRegistrations } from './sms';
import { composeSupportChat } from './support-chat';
import { composeTravellers } from './travellers';
import { composeVendors } from './vendors';

/** Every area, composed in the order their dependencies need; each gives its services and its routers. */
function composeAreas(config: ApiConfig, database: DatabaseHandle, logger: Logger, now?: () => Date) {
  const testClock = config.testClock ? createTestClock(database.db) : undefined;
  const kernel: Kernel = { config, db: database.db, logger, now: now ?? testClock?.now };
  const gds = createGdsClient(config.gds);
  const auth = composeAuth(kernel);
  const { access } = auth.services;
  const audit = createAuditLog(database.db, kernel.now);
  const cities = composeCities(kernel, { gds, access });
  const search = composeSearch(kernel, { gds, cities: cities.services.cities, access });
  const inventory = composeInventory(kernel, { gds, access });
  const travellers = composeTravellers(kernel, { access });
  const profile = composeProfile(kernel, { identities: auth.services.auth.repositories.identities, access });
  const vendors = composeVendors(kernel, {
    gds,
    audit,
    access,
    // called on a decision, long after `notifications` (which needs the support contact) is built below
    onVendorDecided: (id) => notifications.vendorDecided(id),
  });
  const catalog = composeCatalog(kernel, { gds, cities: cities.services.cities, audit, access });
  const providerAccount = composeProviderAccount(kernel, { gds, access });
  const settings = composeSettings(kernel, { audit, access });
  const frontendReleases = composeFrontendReleases(kernel, { audit, access });
  const admin = composeAdmin(kernel, {
    audit,
    access,
    settings: settings.services.settings,
    users: auth.services.auth.repositories.identities,
    operatorsCount: catalog.services.catalog.operatorsCount,
    caches: [...search.services.search.caches, ...inventory.services.inventory.caches],
    spoolBackup: database.kind === 'pglite',
  });
  const { supportContact } = settings.services.settings;
  const sms = composeSms(kernel, { access });
  const notifications = notificationsFromConfig({ ...kernel, supportContact, sms: sms.services.sms });
  const commerce = composeCommerce(kernel, {
    gds,
    notifications,
    access,
    ...cities.services,
    ...inventory.services,
    ...travellers.services,
    mTicketSentTo: sms.services.sms.mTicketSentTo,
  });
  const supportChat = composeSupportChat({
    database,
    access,
    notifications,
    supportContact,
    appUrl: config.appUrl,
    ticketSecret: config.auth.jwtSecret,
    limits: config.supportChat,
    logger,
    now: kernel.now,
  });
  const services = joinServices(
    { database, now: kernel.now, testClock, gds },
    auth.services,
    cities.services,
    search.services,
    inventory.services,
    travellers.services,
    profile.services,
    vendors.services,
    catalog.services,
    providerAccount.services,
    settings.services,
    frontendReleases.services,
    admin.services,
    commerce.services,
    supportChat.services,
    sms.services,
  );
  const areas = { search, cities, inventory, vendors, profile, travellers, catalog, providerAccount, admin };
  return {
    services,
    authRouter: auth.router,
    areas: { ...areas, settings, commerce, supportChat, frontendReleases, sms },
  };
}

export type ApiServices = ReturnType<typeof composeAreas>['services'];

/** `/api`: every route states who may call it with access(level); access.api.test.ts checks them all. */
function apiRouter(config: ApiConfig, { services, areas }: ReturnType<typeof composeAreas>): Router {
  const { access } = services;
  const { routers: admin } = areas.admin;
  const { routers: commerce } = areas.commerce;
  const api = express.Router();
  api.use(cors({ origin: config.corsOrigins, maxAge: 600 }));
  // after CORS, so a browser can read the refusal
  api.use(apiRateLimit(config.apiRateLimitPerMinute));
  api.use(readInput({ limit: '100kb', refuse: badRequest }));
  // No two routers below share a path: their order is the order of the routes in the document (GET /api/docs),
  // and how many routers a request walks past. The busiest route first: every router before it is walked on
  // each search.
  api.use(areas.search.routers.search);
  api.use(healthRoutes({ db: services.database.db, databaseKind: services.database.kind, gds: services.gds }, access));
  api.use(areas.cities.routers.cities, areas.inventory.routers.inventory);
  api.use(areas.vendors.routers.vendors, areas.vendors.routers.vendorDashboard);
  api.use(areas.profile.routers.profile, areas.travellers.routers.travellers);
  api.use(areas.catalog.routers.catalog, areas.providerAccount.routers.providerAccount);
  // the payments ledger is an admin screen: the document lists it with the admin's overview and users
  api.use(admin.overview, admin.users, commerce.ledger, admin.settings, admin.maintenance);
  api.use(areas.settings.routers.supportContact, areas.frontendReleases.routers.loadFailures);
  api.use(areas.supportChat.routers.chat, areas.supportChat.routers.inbox);
  api.use(
    areas.frontendReleases.routers.live,
    areas.frontendReleases.routers.deploys,
    areas.frontendReleases.routers.overrides,
  );
  api.use(commerce.bookings, commerce.reschedule, commerce.payments, areas.sms.routers.sms);
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
      tripChangeRate: config.gds.simTripChangeRate,
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
  const sms = config.sms;
  if (sms.simulated && sms.gateway) {
    // the DLT portal's registration list, as this environment's templates were registered
    const registered = smsRegistrations(config.appUrl);
    const router = createSmsSimulator({
      authKey: sms.gateway.authKey,
      senders: [sms.gateway.senderId],
      templates: registered.map(({ templateId, dltTemplateId, text }) => ({ templateId, dltTemplateId, text })),
      callback: { url: sms.webhookUrl, secret: sms.webhookSecret ?? '' },
      testControls: loopbackOnly,
      now,
      onError: (error, what) => logger.warn({ err: error }, `SMS simulator: ${what} failed`),
    });
    simulators.push({ path: '/sim/sms', router });
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
  // the API says its messages and mails in every language, from catalogues compiled as they load
  compileCataloguesAtRuntime();
  await loadRuleLanguages();
  const store = deps.store ?? {
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    poolSize: config.databasePoolSize,
  };
  const database = await openDatabase({ ...store, logger });
  logger.info({ database: database.kind }, 'database ready');
  const composed = composeAreas(config, database, logger, deps.now);
  const { services, authRouter } = composed;
  const routers = { auth: authRouter, api: apiRouter(config, composed) };
  const app = createApp({
    config,
    logger,
    database,
    now: services.now,
    testClock: services.testClock,
    routers,
    auth: { mailbox: services.auth.repositories.mailbox, oauth: services.auth.oauth },
    simulators: composeSimulators(config, database, logger, services.now),
  });
  return { services, app, apiRouter: routers.api, authRouter: routers.auth };
}
