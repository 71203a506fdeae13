import { Router } from 'express';
import { adminLedgerQuerySchema } from '@jatra/shared';
import type { Access } from '../../auth';
import { parseInput } from '../../http/parse-input';
import type { PaymentsLedger } from './payments-ledger';

export function paymentsLedgerRoutes(ledger: PaymentsLedger, access: Access): Router {
  const router = Router();

  router.get('/admin/payments', access('admin'), async (req, res) => {
    const query = parseInput(adminLedgerQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await ledger.page(query) });
  });

  return router;
}
