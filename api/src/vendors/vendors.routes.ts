import { Router } from 'express';
import {
  vendorApplicationSchema,
  vendorApprovalSchema,
  vendorIdParamsSchema,
  vendorListQuerySchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { parseInput } from '../http/parse-input';
import type { VendorsService } from './vendors.service';

export function vendorsRoutes(service: VendorsService, access: Access): Router {
  const router = Router();

  router.post('/vendors/apply', access('signed-in'), async (req, res) => {
    const application = parseInput(vendorApplicationSchema, req.body ?? {});
    res.status(201).json({ result: await service.apply(currentUser(res)!.id, application) });
  });

  router.get('/vendors/me', access('signed-in'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ result: await service.mine(currentUser(res)!.id) });
  });

  router.get('/admin/vendors', access('admin'), async (req, res) => {
    const { status } = parseInput(vendorListQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json({ result: await service.list(status) });
  });

  // the body is optional: `{ operator_id }` links the vendor to that provider operator as well
  router.post('/admin/vendors/:id/approve', access('admin'), async (req, res) => {
    const { id } = parseInput(vendorIdParamsSchema, req.params);
    const body: unknown = req.body ?? {};
    const linking =
      typeof body === 'object' && body !== null && 'operator_id' in body && body.operator_id !== undefined;
    const operatorId = linking ? parseInput(vendorApprovalSchema, body).operator_id : undefined;
    res.json({ result: await service.approve(id, currentUser(res)!.id, operatorId) });
  });

  router.post('/admin/vendors/:id/reject', access('admin'), async (req, res) => {
    const { id } = parseInput(vendorIdParamsSchema, req.params);
    res.json({ result: await service.reject(id, currentUser(res)!.id) });
  });

  router.post('/admin/vendors/:id/operator', access('admin'), async (req, res) => {
    const { id } = parseInput(vendorIdParamsSchema, req.params);
    const { operator_id } = parseInput(vendorApprovalSchema, req.body ?? {});
    res.json({ result: await service.linkOperator(id, currentUser(res)!.id, operator_id) });
  });

  return router;
}
