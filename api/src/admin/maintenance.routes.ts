import { Router } from 'express';
import type { Access } from '../auth/access';
import { currentUser } from '../auth/require-user';
import type { MaintenanceService } from './maintenance.service';

export function maintenanceRoutes(service: MaintenanceService, access: Access): Router {
  const router = Router();

  router.get('/admin/backup', access('admin'), async (_req, res) => {
    const { fileName, content } = await service.backup(currentUser(res)!.id);
    // the name is ours (a date): nothing in it to escape
    res
      .set({
        'Cache-Control': 'no-store',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        // the admin remote reads the file name from another origin
        'Access-Control-Expose-Headers': 'Content-Disposition',
      })
      .json(content);
  });

  router.post('/admin/cache/clear', access('admin'), async (_req, res) => {
    res.json({ result: await service.clearCaches(currentUser(res)!.id) });
  });

  return router;
}
