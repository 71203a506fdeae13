import { Router } from 'express';
import {
  adminBalanceQuerySchema,
  adminBalanceResponseSchema,
  adminSchedulesQuerySchema,
  adminSchedulesResponseSchema,
  adminTransactionsQuerySchema,
  adminTransactionsResponseSchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { ProviderAccountService } from './provider-account.service';

const area = 'Admin: provider account';

/** The admin's Schedules, Transactions and Balance screens: asked of the provider each time, never cached. */
export function providerAccountRoutes(service: ProviderAccountService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /admin/schedules',
      area,
      summary: "The provider's schedules of a route and date",
      access: 'admin',
      query: adminSchedulesQuerySchema,
      answer: ok(adminSchedulesResponseSchema),
      handler: async ({ query }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.schedules(query) });
      },
    }),
    defineRoute({
      route: 'GET /admin/transactions',
      area,
      summary: "The provider account's transactions of a day",
      access: 'admin',
      query: adminTransactionsQuerySchema,
      answer: ok(adminTransactionsResponseSchema),
      handler: async ({ query }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.transactions(query.date) });
      },
    }),
    defineRoute({
      route: 'GET /admin/balance',
      area,
      summary: "The provider account's balance",
      access: 'admin',
      query: adminBalanceQuerySchema,
      answer: ok(adminBalanceResponseSchema),
      handler: async ({ query }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.balance(query.travel_id) });
      },
    }),
  ]);
}
