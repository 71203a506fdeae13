import { Router } from 'express';
import { adminLedgerQuerySchema, adminLedgerResponseSchema } from '@jatra/shared';
import type { Access } from '../../auth';
import { defineRoute, mountRoutes, ok } from '../../http/route';
import type { PaymentsLedger } from './payments-ledger';

export function paymentsLedgerRoutes(ledger: PaymentsLedger, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /admin/payments',
      area: 'Admin',
      summary:
        'Our own payment orders (`kind=payments`, one per attempt) or refunds (`kind=refunds`), newest first, 25 a ' +
        'page by key; `q` finds a PNR, an order id or a refund id by its start',
      access: 'admin',
      query: adminLedgerQuerySchema,
      answer: ok(adminLedgerResponseSchema),
      handler: async ({ query }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await ledger.page(query) });
      },
    }),
  ]);
}
