import { Router } from 'express';
import { adminUserIdParamsSchema, adminUsersQuerySchema, userStatusBodySchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { parseInput } from '../http/parse-input';
import type { UsersAdminService } from './users.service';

export function usersAdminRoutes(service: UsersAdminService, access: Access): Router {
  const router = Router();

  router.get('/admin/users', access('admin'), async (req, res) => {
    const query = parseInput(adminUsersQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await service.list(query) });
  });

  router.put('/admin/users/:id/status', access('admin'), async (req, res) => {
    const { id } = parseInput(adminUserIdParamsSchema, req.params);
    const { status } = parseInput(userStatusBodySchema, req.body ?? {});
    res.json({ result: await service.setStatus(id, status, currentUser(res)!.id) });
  });

  return router;
}
