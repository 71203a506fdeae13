import { Router } from 'express';
import { profileResponseSchema, profileUpdateSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { ProfileService } from './profile.service';

/** `GET/PUT /api/profile`: the signed-in user's own profile shown and edited on the Profile page. */
export function profileRoutes(service: ProfileService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /profile',
      area: 'Account',
      summary: "The caller's profile",
      access: 'signed-in',
      answer: ok(profileResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.read(currentUser(res)!.id) });
      },
    }),
    defineRoute({
      route: 'PUT /profile',
      area: 'Account',
      summary: "Changes the caller's profile",
      access: 'signed-in',
      body: profileUpdateSchema,
      answer: ok(profileResponseSchema, 'Saved'),
      handler: async ({ body }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.update(currentUser(res)!.id, body) });
      },
    }),
  ]);
}
