import { Router, type Request } from 'express';
import { scheduleIdParamsSchema, tentativeBookingRequestSchema } from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../auth/access';
import { currentUser } from '../auth/require-user';
import { parseInput } from '../http/parse-input';
import type { BookingsService } from './bookings.service';

const pnrParamsSchema = z.object({ pnr: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/) });

export function bookingsRoutes(service: BookingsService, access: Access): Router {
  const router = Router();
  const ownerOfPnr = (req: Request) => {
    const parsed = pnrParamsSchema.safeParse(req.params);
    return parsed.success ? service.ownerOf(parsed.data.pnr) : undefined;
  };

  router.post('/tentative_booking/:id.json', access('signed-in'), async (req, res) => {
    const { id } = parseInput(scheduleIdParamsSchema, req.params);
    const input = parseInput(tentativeBookingRequestSchema, req.body ?? {});
    const { pnr, operatorPnr, booking } = await service.tentative(currentUser(res)!.id, id, input);
    res.status(201).json({ result: { ticket_details: { pnr_number: pnr, operator_pnr: operatorPnr } }, booking });
  });

  router.get('/bookings', access('signed-in'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.list(currentUser(res)!.id) });
  });

  router.get('/bookings/:pnr', access('owner', { ownerOf: ownerOfPnr }), async (req, res) => {
    const { pnr } = parseInput(pnrParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json({ result: await service.byPnr(pnr) });
  });

  return router;
}
