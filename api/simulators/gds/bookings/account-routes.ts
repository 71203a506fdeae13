/**
 * The agent account's calls (docs/gds-wire.md, Account): transaction_log and get_balance, both read from the
 * simulator's own tickets, so that a ticket our API sells shows up in the log and lowers the balance.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { SimDatabase } from '../sim-schema';
import { operatorById } from '../network/operators';
import type { Service } from '../network/timetable';
import { addDays, instantInIndia, parseTravelDate } from '../network/travel-dates';
import { balanceAnswer } from '../wire/balance';
import { envelope } from '../wire/envelope';
import { queryText } from '../wire/paths';
import { transactionLogTable } from '../wire/transaction-log';
import { createBookingStore } from './booking-store';

/** Whose account the simulator keeps: the agent that sells through it (that is us). */
export const AGENT_ACCOUNT_NAME = 'Jatra Bus Tickets (agent)';

export interface AccountRoutesOptions {
  db: SimDatabase;
  now: () => Date;
  /** a bus by its schedule id as the provider shows it now (a knob's longer roster, a changed trip) */
  serviceOf: (scheduleId: string) => Service | undefined;
  /** the knobs, read on every call */
  account: () => { openingBalance: number; creditLimit: number | null; notifyLimit: number | null };
}

export function accountRoutes(options: AccountRoutesOptions): Router {
  const store = createBookingStore(options.db, options.now);
  const router = express.Router();

  const handle =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res) =>
      handler(req, res).catch((error: unknown) => {
        req.log?.error({ err: error }, 'GDS simulator account call failed');
        res.json(envelope(500, 'Temporary provider failure'));
      });

  router.get(
    '/transaction_log.json',
    handle(async (req, res) => {
      const text = queryText(req.query.trans_date);
      const date = text && parseTravelDate(text);
      if (!date) {
        res.json(envelope(400, 'Invalid trans_date, expected YYYY-MM-DD'));
        return;
      }
      const from = instantInIndia(date, 0);
      const to = instantInIndia(addDays(date, 1), 0);
      const tickets = (await store.movedBetween(from, to)).map((booking) => ({
        booking,
        service: options.serviceOf(booking.scheduleId),
      }));
      res.json({ result: transactionLogTable(tickets, from, to) });
    }),
  );

  // S6 passes an optional travel_id: one account, asked through one operator, so the same figures under its name
  router.get(
    '/get_balance.json',
    handle(async (req, res) => {
      const travelId = queryText(req.query.travel_id);
      const operator = travelId === undefined ? undefined : operatorById(Number(travelId));
      if (travelId !== undefined && !operator) {
        res.json(envelope(404, `Unknown travel_id ${travelId}`));
        return;
      }
      const { openingBalance, creditLimit, notifyLimit } = options.account();
      const { sold, refunded } = await store.totals();
      res.json(
        balanceAnswer({
          name: operator?.name ?? AGENT_ACCOUNT_NAME,
          balance: openingBalance - sold + refunded,
          creditLimit,
          notifyLimit,
        }),
      );
    }),
  );

  return router;
}
