import { Router } from 'express';
import { profileUpdateSchema } from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { parseInput } from '../http/parse-input';
import type { ProfileService } from './profile.service';

/** `GET/PUT /api/profile`: the signed-in user's own profile shown and edited on the Profile page. */
export function profileRoutes(service: ProfileService, access: Access): Router {
  const router = Router();

  router.get('/profile', access('signed-in'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.read(currentUser(res)!.id) });
  });

  router.put('/profile', access('signed-in'), async (req, res) => {
    const update = parseInput(profileUpdateSchema, req.body ?? {});
    res.set('Cache-Control', 'no-store').json({ result: await service.update(currentUser(res)!.id, update) });
  });

  return router;
}
