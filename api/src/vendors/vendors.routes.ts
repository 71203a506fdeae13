import { Router } from 'express';
import {
  vendorApplicationSchema,
  vendorApprovalSchema,
  vendorIdParamsSchema,
  vendorListQuerySchema,
  vendorListResponseSchema,
  vendorResponseSchema,
} from '@jatra/shared';
import type { Access } from '../auth';
import { currentUser } from '../auth';
import { created, defineRoute, mountRoutes, ok } from '../http/route';
import type { VendorsService } from './vendors.service';

export function vendorsRoutes(service: VendorsService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'POST /vendors/apply',
      area: 'Vendors',
      summary: 'Applies to sell as a bus operator',
      access: 'signed-in',
      body: vendorApplicationSchema,
      answer: created(vendorResponseSchema, 'Application received'),
      handler: async ({ body }, _req, res) => {
        res.status(201).json({ result: await service.apply(currentUser(res)!.id, body) });
      },
    }),
    defineRoute({
      route: 'GET /vendors/me',
      area: 'Vendors',
      summary: "The caller's vendor application and its state (404 when none)",
      access: 'signed-in',
      answer: ok(vendorResponseSchema),
      handler: async (_input, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.mine(currentUser(res)!.id) });
      },
    }),
    defineRoute({
      route: 'GET /admin/vendors',
      area: 'Admin',
      summary: 'Vendor applications, by state',
      access: 'admin',
      query: vendorListQuerySchema,
      answer: ok(vendorListResponseSchema),
      handler: async ({ query }, _req, res) => {
        res.set('Cache-Control', 'no-store').json({ result: await service.list(query.status) });
      },
    }),
    defineRoute({
      route: 'POST /admin/vendors/:id/approve',
      area: 'Admin',
      summary: 'Approves a vendor; `operator_id` links it to a provider operator as well',
      access: 'admin',
      params: vendorIdParamsSchema,
      // the body is optional: `{ operator_id }` links the vendor to that provider operator as well
      body: vendorApprovalSchema.optional(),
      answer: ok(vendorResponseSchema, 'Approved'),
      handler: async ({ params, body }, _req, res) => {
        res.json({ result: await service.approve(params.id, currentUser(res)!.id, body?.operator_id) });
      },
    }),
    defineRoute({
      route: 'POST /admin/vendors/:id/reject',
      area: 'Admin',
      summary: 'Rejects a vendor application',
      access: 'admin',
      params: vendorIdParamsSchema,
      answer: ok(vendorResponseSchema, 'Rejected'),
      handler: async ({ params }, _req, res) => {
        res.json({ result: await service.reject(params.id, currentUser(res)!.id) });
      },
    }),
    defineRoute({
      route: 'POST /admin/vendors/:id/operator',
      area: 'Admin',
      summary: 'Links a vendor to a provider operator',
      access: 'admin',
      params: vendorIdParamsSchema,
      body: vendorApprovalSchema,
      answer: ok(vendorResponseSchema, 'Linked'),
      handler: async ({ params, body }, _req, res) => {
        res.json({ result: await service.linkOperator(params.id, currentUser(res)!.id, body.operator_id) });
      },
    }),
  ]);
}
