import { Router } from 'express';
import {
  CANCELLATION_MESSAGES,
  bookingDetailsQuerySchema,
  bookingDetailsResponseSchema,
  bookingListResponseSchema,
  bookingPageResponseSchema,
  bookingResponseSchema,
  canCancelQuerySchema,
  canCancelResponseSchema,
  cancelBookingBodySchema,
  cancelBookingParamsSchema,
  cancelResponseSchema,
  myBookingsQuerySchema,
  scheduleIdParamsSchema,
  tentativeBookingAnswerSchema,
  tentativeBookingRequestSchema,
} from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../../auth';
import { currentUser } from '../../auth';
import { AppError } from '../../http/app-error';
import { clientAddress } from '../../http/rate-limit';
import { created, defineRoute, mountRoutes, ok } from '../../http/route';
import { localeOfRequest } from '../../http/request-locale';
import type { BookingsService } from './bookings.service';
import type { CancellationService } from './cancellation.service';

const pnrParamsSchema = z.object({ pnr: z.string().regex(/^[A-Za-z0-9_-]{4,40}$/) });

const area = 'Bookings';
const noStore = 'no-store';

export function bookingsRoutes(service: BookingsService, cancellation: CancellationService, access: Access): Router {
  // a malformed request is a 400 before anyone's ownership is looked at; someone else's PNR is a 404
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'POST /tentative_booking/:id.json',
      area,
      summary: 'Holds seats for the caller, with their passengers, until paid or the hold lapses',
      access: 'signed-in',
      params: scheduleIdParamsSchema,
      body: tentativeBookingRequestSchema,
      answer: created(tentativeBookingAnswerSchema, 'Seats held; the PNR to pay for'),
      handler: async ({ params, body }, req, res) => {
        const who = { userId: currentUser(res)!.id, clientIp: clientAddress(req), locale: localeOfRequest(req) };
        const { pnr, operatorPnr, booking } = await service.tentative(who, params.id, body);
        res.status(201).json({ result: { ticket_details: { pnr_number: pnr, operator_pnr: operatorPnr } }, booking });
      },
    }),
    defineRoute({
      route: 'GET /bookings',
      area,
      summary: "One page of the caller's bookings, newest first; `cursor` is the page before's `next_cursor`",
      access: 'signed-in',
      query: myBookingsQuerySchema,
      answer: ok(bookingPageResponseSchema),
      handler: async ({ query }, _req, res) => {
        res.set('Cache-Control', noStore).json(await service.page(currentUser(res)!.id, query.cursor));
      },
    }),
    // the traveller's own only: someone else's bookings on a bus are never named
    defineRoute({
      route: 'GET /bookings/by-schedule/:id',
      area,
      summary:
        'The caller’s bookings that hold or own seats on one bus (held and unexpired, being ticketed, or confirmed)',
      access: 'signed-in',
      params: scheduleIdParamsSchema,
      answer: ok(bookingListResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.set('Cache-Control', noStore).json({ result: await service.onSchedule(currentUser(res)!.id, params.id) });
      },
    }),
    defineRoute({
      route: 'GET /bookings/:pnr',
      area,
      summary: 'One of the caller’s bookings',
      access: {
        level: 'owner',
        ownerOf: (req) => {
          const parsed = pnrParamsSchema.safeParse(req.params);
          return parsed.success ? service.ownerOf(parsed.data.pnr) : undefined;
        },
      },
      params: pnrParamsSchema,
      answer: ok(bookingResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.set('Cache-Control', noStore).json({ result: await service.byPnr(params.pnr) });
      },
    }),
    defineRoute({
      route: 'GET /booking_details.json',
      area,
      summary: 'The ticket of a booking (spec §7)',
      access: { level: 'owner', ownerOf: (_req, input) => service.ownerOf(input().query.pnr_number) },
      query: bookingDetailsQuerySchema,
      answer: ok(bookingDetailsResponseSchema),
      handler: async ({ query }, _req, res) => {
        res
          .set('Cache-Control', noStore)
          .json({ result: { ticket_details: [await service.details(query.pnr_number)] } });
      },
    }),
    defineRoute({
      route: 'GET /can_cancel.json',
      area,
      summary: 'Whether a ticket (or some of its seats) can be cancelled now, and the refund',
      access: { level: 'owner', ownerOf: (_req, input) => service.ownerOf(input().query.ticket_number) },
      query: canCancelQuerySchema,
      answer: ok(canCancelResponseSchema),
      handler: async ({ query: { ticket_number: pnr, seat_numbers: seats } }, _req, res) => {
        res
          .set('Cache-Control', noStore)
          .json({ result: { is_ticket_cancellable: await cancellation.check(pnr, seats) } });
      },
    }),
    defineRoute({
      route: 'POST /cancel_booking/:pnr.json',
      area,
      summary: 'Cancels a ticket, or some of its seats, and starts the refund',
      access: { level: 'owner', ownerOf: (_req, input) => service.ownerOf(input().params.pnr) },
      params: cancelBookingParamsSchema,
      body: cancelBookingBodySchema,
      answer: ok(cancelResponseSchema, 'Cancelled'),
      handler: async ({ params, body }, _req, res) => {
        const result = await cancellation.cancel(params.pnr, currentUser(res)!.id, body.seat_numbers);
        res.json({ result: { cancel_ticket: result } });
      },
    }),
    // the spec's GET cancel is a state change riding on GET: refused, whoever asks
    defineRoute({
      route: 'GET /cancel_booking.json',
      area,
      summary: "The spec's cancel by GET: always refused (405), cancel with POST",
      access: 'anyone',
      answer: { status: 405, description: 'Refused: use `POST /api/cancel_booking/{pnr}.json`' },
      handler: (_input, _req, res) => {
        res.set('Allow', 'POST /api/cancel_booking/{pnr}.json');
        throw new AppError(405, 'method_not_allowed', CANCELLATION_MESSAGES.useCancelPost);
      },
    }),
  ]);
}
