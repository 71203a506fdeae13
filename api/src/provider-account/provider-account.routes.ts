import { Router } from 'express';
import { adminBalanceQuerySchema, adminSchedulesQuerySchema, adminTransactionsQuerySchema } from '@jatra/shared';
import type { Access } from '../auth';
import { parseInput } from '../http/parse-input';
import type { ProviderAccountService } from './provider-account.service';

/** The admin's Schedules, Transactions and Balance screens: asked of the provider each time, never cached. */
export function providerAccountRoutes(service: ProviderAccountService, access: Access): Router {
  const router = Router();

  router.get('/admin/schedules', access('admin'), async (req, res) => {
    const query = parseInput(adminSchedulesQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await service.schedules(query) });
  });

  router.get('/admin/transactions', access('admin'), async (req, res) => {
    const { date } = parseInput(adminTransactionsQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await service.transactions(date) });
  });

  router.get('/admin/balance', access('admin'), async (req, res) => {
    const { travel_id } = parseInput(adminBalanceQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await service.balance(travel_id) });
  });

  return router;
}
