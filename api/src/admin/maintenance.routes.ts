import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type Response } from 'express';
import { cacheClearedResponseSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { MaintenanceService } from './maintenance.service';

/** A reader that takes nothing for this long has gone: its export must not hold a connection any longer. */
const STALLED_DOWNLOAD_MS = 120_000;

interface MaintenanceRouteOptions {
  /**
   * Write the export to a temporary file first, then send that. For the embedded database, whose one connection
   * every request shares: its snapshot then lasts as long as reading takes, not as long as the download.
   */
  spoolBackup: boolean;
}

function sendAsAttachment(res: Response, fileName: string, size?: number) {
  res.set({
    'Cache-Control': 'no-store',
    'Content-Type': 'application/gzip',
    // the name is ours (a date): nothing in it to escape
    'Content-Disposition': `attachment; filename="${fileName}"`,
    // the admin remote reads the file name from another origin
    'Access-Control-Expose-Headers': 'Content-Disposition',
    ...(size === undefined ? {} : { 'Content-Length': String(size) }),
  });
  res.setTimeout(STALLED_DOWNLOAD_MS, () => res.destroy());
  return res;
}

/** Streams the export straight to the admin: nothing of it waits in memory. */
async function streamBackup(service: MaintenanceService, adminId: string, res: Response) {
  await service.backup(adminId, (fileName) => sendAsAttachment(res, fileName));
}

async function spoolBackup(service: MaintenanceService, adminId: string, res: Response) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'jatra-backup-'));
  try {
    const file = path.join(folder, 'export.ndjson.gz');
    let name = '';
    await service.backup(adminId, (fileName) => {
      name = fileName;
      return createWriteStream(file);
    });
    const { size } = await stat(file);
    await pipeline(createReadStream(file), sendAsAttachment(res, name, size));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export function maintenanceRoutes(service: MaintenanceService, access: Access, options: MaintenanceRouteOptions) {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /admin/backup',
      area: 'Admin',
      summary:
        'Every table of ours as a gzipped file of JSON lines (docs/backup-export.md), streamed; one export at a time (429 while another runs)',
      access: 'admin',
      answer: { status: 200, description: 'The export file', type: 'application/gzip' },
      handler: async (_input, req, res) => {
        const adminId = currentUser(res)!.id;
        try {
          await (options.spoolBackup ? spoolBackup : streamBackup)(service, adminId, res);
        } catch (error) {
          // before the first byte the error handler answers; after it, only a cut-off download can say so
          if (!res.headersSent && !res.destroyed) throw error;
          req.log.warn({ err: error }, 'backup download ended early');
          res.destroy();
        }
      },
    }),
    defineRoute({
      route: 'POST /admin/cache/clear',
      area: 'Admin',
      summary: "Empties the API's caches of provider answers",
      access: 'admin',
      answer: ok(cacheClearedResponseSchema, 'Cleared'),
      handler: async (_input, _req, res) => {
        res.json({ result: await service.clearCaches(currentUser(res)!.id) });
      },
    }),
  ]);
}
