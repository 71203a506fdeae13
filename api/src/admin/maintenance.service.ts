import { Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Logger } from 'pino';
import { ADMIN_MESSAGES, todayInIndia } from '@jatra/shared';
import type { AuditRecorder } from '../audit';
import { AppError } from '../http/app-error';
import { exportLines, type ExportProgress } from './backup-format';
import type { BackupRepository } from './backup.repository';

/**
 * gzip's level 6 (its default) costs about twice the CPU of level 3 for a file a few percent smaller; zlib runs
 * off the event loop, but on a small machine that CPU is taken from the requests the API serves meanwhile.
 */
const GZIP_LEVEL = 3;

/** An in-memory cache an admin may empty; `clear` says how many entries it held. */
export interface ClearableCache {
  name: string;
  clear(): number;
}

const backupBusy = () => new AppError(429, 'rate_limited', ADMIN_MESSAGES.backupBusy);

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
  let exporting = false;
  // an audit row that cannot be written must not hide how the export itself went
  const record = (actorId: string, summary: string) =>
    audit.record({ kind: 'backup', summary, actorId }).catch((error: unknown) => {
      logger.error({ err: error }, 'backup not recorded in the audit log');
    });

  return {
    /**
     * Writes every table of ours, gzipped, to what `open` returns for the file's name; resolves once all of it
     * is written. One export at a time: it holds a database connection for as long as its reader takes. A
     * destination that fails or closes early ends the export and releases the connection.
     */
    async backup(adminId: string, open: (fileName: string) => Writable): Promise<ExportProgress> {
      // a second export would only queue behind the first for a connection: refused before it takes one
      if (exporting) throw backupBusy();
      exporting = true;
      const at = now();
      const progress: ExportProgress = { tables: 0, rows: 0 };
      let started = false;
      try {
        const outcome = await backup.inSnapshot(async (snapshot) => {
          started = true;
          const source = Readable.from(exportLines(snapshot, at, progress), { highWaterMark: 1 });
          try {
            await pipeline(
              source,
              createGzip({ level: GZIP_LEVEL }),
              open(`jatra-backup-${todayInIndia(at)}.ndjson.gz`),
            );
          } finally {
            // pipeline settles on a failure before the rows being read are done: the cursor must not outlive them
            await finished(source).catch(() => undefined);
          }
        });
        if (outcome === 'busy') throw backupBusy();
      } catch (error) {
        if (started) {
          logger.warn({ adminId, ...progress, err: error }, 'backup stopped');
          await record(adminId, `Backup stopped after ${progress.rows} rows (${progress.tables} tables complete)`);
        }
        throw error;
      } finally {
        exporting = false;
      }
      logger.info({ adminId, ...progress }, 'backup exported');
      await record(adminId, `Downloaded a backup (${progress.tables} tables, ${progress.rows} rows)`);
      return progress;
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
