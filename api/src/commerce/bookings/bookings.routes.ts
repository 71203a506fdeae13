import { Router, type Request } from 'express';
import {
  CANCELLATION_MESSAGES,
  bookingDetailsQuerySchema,
  canCancelQuerySchema,
  cancelBookingBodySchema,
  cancelBookingParamsSchema,
  myBookingsQuerySchema,
  scheduleIdParamsSchema,
  tentativeBookingRequestSchema,
} from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../../auth';
import { currentUser } from '../../auth';
import { AppError } from '../../http/app-error';
import { parseInput } from '../../http/parse-input';
import { clientAddress } from '../../http/rate-limit';
import type { BookingsService } from './bookings.service';
import type { CancellationService } from './cancellation.service';

export const pnrParamsSchema = z.object({ pnr: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/) });

export function bookingsRoutes(service: BookingsService, cancellation: CancellationService, access: Access): Router {
  const router = Router();
  // a malformed request is a 400 before anyone's ownership is looked at; someone else's PNR is a 404
  const ownerBy = (read: (req: Request) => string) => access('owner', { ownerOf: (req) => service.ownerOf(read(req)) });
  const noStore = 'no-store';
  const ownerOfPnr = (req: Request) => {
    const parsed = pnrParamsSchema.safeParse(req.params);
    return parsed.success ? service.ownerOf(parsed.data.pnr) : undefined;
  };

  router.post('/tentative_booking/:id.json', access('signed-in'), async (req, res) => {
    const { id } = parseInput(scheduleIdParamsSchema, req.params);
    const input = parseInput(tentativeBookingRequestSchema, req.body ?? {});
    const who = { userId: currentUser(res)!.id, clientIp: clientAddress(req) };
    const { pnr, operatorPnr, booking } = await service.tentative(who, id, input);
    res.status(201).json({ result: { ticket_details: { pnr_number: pnr, operator_pnr: operatorPnr } }, booking });
  });

  router.get('/bookings', access('signed-in'), async (req, res) => {
    const { cursor } = parseInput(myBookingsQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(await service.page(currentUser(res)!.id, cursor));
  });

  // the traveller's own only: someone else's bookings on a bus are never named
  router.get('/bookings/by-schedule/:id', access('signed-in'), async (req, res) => {
    const { id } = parseInput(scheduleIdParamsSchema, req.params);
    res.set('Cache-Control', noStore).json({ result: await service.onSchedule(currentUser(res)!.id, id) });
  });

  router.get('/bookings/:pnr', access('owner', { ownerOf: ownerOfPnr }), async (req, res) => {
    const { pnr } = parseInput(pnrParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json({ result: await service.byPnr(pnr) });
  });

  router.get(
    '/booking_details.json',
    ownerBy((req) => parseInput(bookingDetailsQuerySchema, req.query).pnr_number),
    async (req, res) => {
      const { pnr_number: pnr } = parseInput(bookingDetailsQuerySchema, req.query);
      res.set('Cache-Control', noStore).json({ result: { ticket_details: [await service.details(pnr)] } });
    },
  );

  router.get(
    '/can_cancel.json',
    ownerBy((req) => parseInput(canCancelQuerySchema, req.query).ticket_number),
    async (req, res) => {
      const { ticket_number: pnr, seat_numbers: seats } = parseInput(canCancelQuerySchema, req.query);
      res
        .set('Cache-Control', noStore)
        .json({ result: { is_ticket_cancellable: await cancellation.check(pnr, seats) } });
    },
  );

  router.post(
    '/cancel_booking/:pnr.json',
    ownerBy((req) => {
      parseInput(cancelBookingBodySchema, req.body ?? {});
      return parseInput(cancelBookingParamsSchema, req.params).pnr;
    }),
    async (req, res) => {
      const { pnr } = parseInput(cancelBookingParamsSchema, req.params);
      const { seat_numbers: seats } = parseInput(cancelBookingBodySchema, req.body ?? {});
      res.json({ result: { cancel_ticket: await cancellation.cancel(pnr, currentUser(res)!.id, seats) } });
    },
  );

  // a cancel by GET is refused, whoever asks (docs/state-changes-never-on-get.md)
  router.get('/cancel_booking.json', access('anyone'), (_req, res) => {
    res.set('Allow', 'POST /api/cancel_booking/{pnr}.json');
    throw new AppError(405, 'method_not_allowed', CANCELLATION_MESSAGES.useCancelPost);
  });

  return router;
}
