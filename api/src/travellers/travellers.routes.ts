import { Router, type Response } from 'express';
import { savedTravellerInputSchema } from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { parseInput } from '../http/parse-input';
import type { TravellersService } from './travellers.service';

export const travellerIdParamsSchema = z.object({ id: z.string() });

/** `/api/travellers`: the signed-in user's own saved travellers; another user's id is not found. */
export function travellersRoutes(service: TravellersService, access: Access): Router {
  const router = Router();
  const userId = (res: Response) => currentUser(res)!.id;

  router.get('/travellers', access('signed-in'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.list(userId(res)) });
  });

  router.post('/travellers', access('signed-in'), async (req, res) => {
    const input = parseInput(savedTravellerInputSchema, req.body ?? {});
    res.status(201).json({ result: await service.add(userId(res), input) });
  });

  router.put('/travellers/:id', access('signed-in'), async (req, res) => {
    const { id } = parseInput(travellerIdParamsSchema, req.params);
    const input = parseInput(savedTravellerInputSchema, req.body ?? {});
    res.json({ result: await service.update(userId(res), id, input) });
  });

  router.delete('/travellers/:id', access('signed-in'), async (req, res) => {
    const { id } = parseInput(travellerIdParamsSchema, req.params);
    res.json({ result: await service.remove(userId(res), id) });
  });

  return router;
}
