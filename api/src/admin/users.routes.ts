import { Router } from 'express';
import {
  adminUserIdParamsSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  userStatusBodySchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { UsersAdminService } from './users.service';

export function usersAdminRoutes(service: UsersAdminService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /admin/users',
      area: 'Admin',
      summary:
        'Users newest first, searched (3+ characters anywhere in name or e-mail, 1–2 from the start) and filtered by ' +
        'status, 20 a page by key: `after`/`before` take the `next`/`previous` cursor of the last answer; `total` is ' +
        'exact up to 1,000, else 1,000+ (filtered) or about the table estimate',
      access: 'admin',
      query: adminUsersQuerySchema,
      answer: ok(adminUsersResponseSchema),
      handler: async ({ query }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.list(query) });
      },
    }),
    defineRoute({
      route: 'PUT /admin/users/:id/status',
      area: 'Admin',
      summary: 'Suspends or restores a user',
      access: 'admin',
      params: adminUserIdParamsSchema,
      body: userStatusBodySchema,
      answer: ok(adminUserResponseSchema, 'Saved'),
      handler: async ({ params, body }, _req, res) => {
        res.json({ result: await service.setStatus(params.id, body.status, currentUser(res)!.id) });
      },
    }),
  ]);
}
