import { Router, type Response } from 'express';
import {
  savedTravellerInputSchema,
  savedTravellerRemovedResponseSchema,
  savedTravellerResponseSchema,
  savedTravellersResponseSchema,
} from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { created, defineRoute, mountRoutes, ok } from '../http/route';
import type { TravellersService } from './travellers.service';

const travellerIdParamsSchema = z.object({ id: z.string() });

const area = 'Account';

/** `/api/travellers`: the signed-in user's own saved travellers; another user's id is not found. */
export function travellersRoutes(service: TravellersService, access: Access): Router {
  const userId = (res: Response) => currentUser(res)!.id;

  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /travellers',
      area,
      summary: "The caller's saved travellers",
      access: 'signed-in',
      answer: ok(savedTravellersResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.list(userId(res)) });
      },
    }),
    defineRoute({
      route: 'POST /travellers',
      area,
      summary: 'Saves a traveller',
      access: 'signed-in',
      body: savedTravellerInputSchema,
      answer: created(savedTravellerResponseSchema),
      handler: async ({ body }, _req, res) => {
        res.status(201).json({ result: await service.add(userId(res), body) });
      },
    }),
    defineRoute({
      route: 'PUT /travellers/:id',
      area,
      summary: 'Changes a saved traveller',
      access: 'signed-in',
      params: travellerIdParamsSchema,
      body: savedTravellerInputSchema,
      answer: ok(savedTravellerResponseSchema, 'Saved'),
      handler: async ({ params, body }, _req, res) => {
        res.json({ result: await service.update(userId(res), params.id, body) });
      },
    }),
    defineRoute({
      route: 'DELETE /travellers/:id',
      area,
      summary: 'Forgets a saved traveller',
      access: 'signed-in',
      params: travellerIdParamsSchema,
      answer: ok(savedTravellerRemovedResponseSchema, 'Removed'),
      handler: async ({ params }, _req, res) => {
        res.json({ result: await service.remove(userId(res), params.id) });
      },
    }),
  ]);
}
