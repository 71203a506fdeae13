/** The admin area's public entry: other areas import only what is here. */
export { createAdminStatsRepository } from './admin-stats.repository';
export { createBackupRepository } from './backup.repository';
export { maintenanceRoutes } from './maintenance.routes';
export { createMaintenanceService } from './maintenance.service';
export type { ClearableCache } from './maintenance.service';
export { createOverviewFigures } from './overview-figures';
export { createOverviewFiguresRepository } from './overview-figures.repository';
export { overviewRoutes } from './overview.routes';
export { createOverviewService } from './overview.service';
export { settingsAdminRoutes } from './settings.routes';
export { usersAdminRoutes } from './users.routes';
export { createUsersAdminService } from './users.service';
export type { UsersStore } from './users.service';
