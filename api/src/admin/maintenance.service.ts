import type { Logger } from 'pino';
import { todayInIndia } from '@jatra/shared';
import type { AuditRecorder } from '../audit/audit-event';
import type { BackupRepository } from './backup.repository';

/** An in-memory cache an admin may empty; `clear` says how many entries it held. */
export interface ClearableCache {
  name: string;
  clear(): number;
}

/** Settings' Backup Now and Clear Cache. */
export function createMaintenanceService(deps: {
  backup: BackupRepository;
  caches: readonly ClearableCache[];
  audit: AuditRecorder;
  logger: Logger;
  now?: () => Date;
}) {
  const { backup, caches, audit, logger } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Every table of ours as JSON, and the file name it downloads as. */
    async backup(adminId: string) {
      const at = now();
      const tables = await backup.dump();
      const rows = Object.values(tables).reduce((sum, table) => sum + table.length, 0);
      logger.info({ adminId, tables: Object.keys(tables).length, rows }, 'backup downloaded');
      await audit.record({
        kind: 'backup',
        summary: `Downloaded a backup (${Object.keys(tables).length} tables, ${rows} rows)`,
        actorId: adminId,
      });
      return {
        fileName: `jatra-backup-${todayInIndia(at)}.json`,
        content: { created_at: at.toISOString(), tables },
      };
    },

    async clearCaches(adminId: string) {
      const cleared = caches.map((cache) => ({ name: cache.name, entries: cache.clear() }));
      logger.info({ adminId, cleared }, 'caches cleared');
      const total = cleared.reduce((sum, cache) => sum + cache.entries, 0);
      await audit.record({ kind: 'cache', summary: `Cleared the caches (${total} entries)`, actorId: adminId });
      return { cleared };
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
