import type { Router } from 'express';
import type { Logger } from 'pino';
import type { AuditLog } from '../audit/audit-log';
import type { Access } from '../auth/access';
import type { Database } from '../db/database';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService, type SettingsService } from '../settings/settings.service';
import { supportContactRoutes } from '../settings/support-contact.routes';
import { createAdminStatsRepository } from './admin-stats.repository';
import { createBackupRepository } from './backup.repository';
import { createMaintenanceService, type ClearableCache } from './maintenance.service';
import { maintenanceRoutes } from './maintenance.routes';
import { overviewRoutes } from './overview.routes';
import { createOverviewService } from './overview.service';
import { settingsAdminRoutes } from './settings.routes';
import { usersAdminRoutes } from './users.routes';
import { createUsersAdminService, type UsersStore } from './users.service';

/**
 * The admin core's routes (overview, activities, users, settings, backup, caches) and the public support
 * contact, with the settings service other modules read (the commission rate, the support contact).
 */
export function createAdminRouters(deps: {
  db: Database;
  access: Access;
  /** the auth module's repository: it owns `users` and the sessions */
  users: UsersStore;
  audit: AuditLog;
  /** operators in our synced copy of the provider's list */
  operatorsCount(): Promise<number>;
  /** the in-memory caches Clear Cache empties */
  caches: readonly ClearableCache[];
  logger: Logger;
  now?: () => Date;
}): { routers: Router[]; settings: SettingsService } {
  const { db, access, audit, logger, now } = deps;
  const settings = createSettingsService({ repository: createSettingsRepository(db), audit, now });
  const overview = createOverviewService({
    stats: createAdminStatsRepository(db),
    settings,
    operatorsCount: deps.operatorsCount,
    audit,
    now,
  });
  const users = createUsersAdminService({ store: deps.users, audit, logger, now });
  const maintenance = createMaintenanceService({
    backup: createBackupRepository(db),
    caches: deps.caches,
    audit,
    logger,
    now,
  });
  return {
    routers: [
      overviewRoutes(overview, access),
      usersAdminRoutes(users, access),
      settingsAdminRoutes(settings, access),
      maintenanceRoutes(maintenance, access),
      supportContactRoutes(settings, access),
    ],
    settings,
  };
}
