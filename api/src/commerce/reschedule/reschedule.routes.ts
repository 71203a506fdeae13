import { Router } from 'express';
import {
  pnrSchema,
  rescheduleEligibilityResponseSchema,
  rescheduleQuoteResponseSchema,
  rescheduleRequestSchema,
  rescheduleStartResponseSchema,
} from '@jatra/shared';
import { z } from 'zod';
import type { Access } from '../../auth';
import { currentUser } from '../../auth';
import { clientAddress } from '../../http/rate-limit';
import { defineRoute, mountRoutes, ok } from '../../http/route';
import type { BookingsService } from '../bookings/bookings.service';
import type { Reschedule } from './reschedule.service';

const paramsSchema = z.object({ pnr: pnrSchema });
const area = 'Bookings';
const noStore = 'no-store';

/** The date change of a ticket: owner-only like every route that names a booking; someone else's PNR is a 404. */
export function rescheduleRoutes(
  reschedule: Reschedule,
  bookings: Pick<BookingsService, 'ownerOf'>,
  access: Access,
): Router {
  const owner = {
    level: 'owner' as const,
    ownerOf: (_req: unknown, input: () => { params: { pnr: string } }) => bookings.ownerOf(input().params.pnr),
  };
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /reschedule/:pnr',
      area,
      summary: 'Whether the ticket may change its date now, at what charge, and the operator and route to pick from',
      access: owner,
      params: paramsSchema,
      answer: ok(rescheduleEligibilityResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.set('Cache-Control', noStore).json({ result: await reschedule.eligibility(params.pnr) });
      },
    }),
    defineRoute({
      route: 'POST /reschedule/:pnr/quote',
      area,
      summary: 'What changing the ticket to these seats of another bus costs now: charge, fare difference, due',
      access: owner,
      params: paramsSchema,
      body: rescheduleRequestSchema,
      answer: ok(rescheduleQuoteResponseSchema),
      handler: async ({ params, body }, _req, res) => {
        res.set('Cache-Control', noStore).json({ result: await reschedule.quote(params.pnr, body) });
      },
    }),
    defineRoute({
      route: 'POST /reschedule/:pnr',
      area,
      summary:
        'Starts the date change: holds the new seats; pay a positive due with the new PNR, else it is confirmed now',
      access: owner,
      params: paramsSchema,
      body: rescheduleRequestSchema,
      answer: ok(rescheduleStartResponseSchema, 'The new booking, and what comes next'),
      handler: async ({ params, body }, req, res) => {
        const who = { userId: currentUser(res)!.id, clientIp: clientAddress(req) };
        res.json({ result: await reschedule.start(who, params.pnr, body) });
      },
    }),
  ]);
}
