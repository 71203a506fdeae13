import type { Kernel } from '../area';
import type { AuditLog } from '../audit';
import type { Access } from '../auth';
import { createSweepLease } from '../db/sweep-lease';
import type { SettingsService } from '../settings';
import { createAdminStatsRepository } from './admin-stats.repository';
import { createBackupRepository } from './backup.repository';
import { maintenanceRoutes } from './maintenance.routes';
import { createMaintenanceService, type ClearableCache } from './maintenance.service';
import { createOverviewFigures } from './overview-figures';
import { createOverviewFiguresRepository } from './overview-figures.repository';
import { overviewRoutes } from './overview.routes';
import { createOverviewService } from './overview.service';
import { settingsAdminRoutes } from './settings.routes';
import { usersAdminRoutes } from './users.routes';
import { createUsersAdminService, type UsersStore } from './users.service';

/** The admin core: overview, users, the settings screen, maintenance (backup, cache clearing). */
export function composeAdmin(
  { config, db, logger, now }: Kernel,
  deps: {
    audit: AuditLog;
    access: Access;
    settings: SettingsService;
    users: UsersStore;
    operatorsCount(): Promise<number>;
    caches: readonly ClearableCache[];
    /** the embedded database: its one connection is every request's, so a backup is spooled before it is sent */
    spoolBackup: boolean;
  },
) {
  const { audit, access, settings } = deps;
  const stored = createOverviewFiguresRepository(db);
  const figures = createOverviewFigures({
    repository: stored,
    // the holder keeps it from one refresh to the next; one that died frees it a refresh or two later
    lease: createSweepLease(db, 'overview-figures', 2 * config.overviewRefreshMs),
    intervalMs: config.overviewRefreshMs,
    logger,
    now,
  });
  const overview = createOverviewService({
    stats: createAdminStatsRepository(db),
    figures,
    stored,
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
    services: { admin: { figures, overview, users, maintenance } },
    routers: {
      overview: overviewRoutes(overview, access),
      users: usersAdminRoutes(users, access),
      settings: settingsAdminRoutes(settings, access),
      maintenance: maintenanceRoutes(maintenance, access, { spoolBackup: deps.spoolBackup }),
    },
  };
}
