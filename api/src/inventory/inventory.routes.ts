import type { Access } from '../auth';
import { Router } from 'express';
import {
  busResultSchema,
  routeDateParamsSchema,
  scheduleDetailResponseSchema,
  scheduleIdParamsSchema,
  stagePointSchema,
} from '@jatra/shared';
import { z } from 'zod';
import { defineRoute, mountRoutes, ok } from '../http/route';
import type { InventoryService } from './inventory.service';

// answers composed from @jatra/shared's parts, for routes no client parses with a schema of its own;
// docs.api.test.ts parses each route's real answer with its schema, so these cannot tell a wrong story
const availabilitiesResponseSchema = z.object({
  result: z.array(busResultSchema),
  /** boarding and dropping point names by id, for the spec's list page */
  stage_names: z.record(z.string(), z.string()),
});
const availabilityResponseSchema = z.object({ result: busResultSchema });
const stagePointsResponseSchema = z.object({ result: z.array(stagePointSchema) });

const area = 'Search and seats';

/** The paths and shapes our own server has always answered (the remotes and the provider's clients rely on them). */
export function inventoryRoutes(service: InventoryService, access: Access): Router {
  return mountRoutes(Router(), access, [
    defineRoute({
      route: 'GET /schedules/:origin/:destination/:date',
      area,
      summary: "The provider's schedule rows for a route and date (spec §7)",
      access: 'anyone',
      params: routeDateParamsSchema,
      answer: ok(undefined, 'The schedule rows, as `{ result: [...] }`'),
      handler: async ({ params: { origin, destination, date } }, _req, res) => {
        res.json({ result: await service.schedules(origin, destination, date) });
      },
    }),
    defineRoute({
      route: 'GET /availabilities/:origin/:destination/:date.json',
      area,
      summary: 'The buses of a route and date, with the names of their stops (spec §7)',
      access: 'anyone',
      params: routeDateParamsSchema,
      answer: ok(availabilitiesResponseSchema),
      handler: async ({ params: { origin, destination, date } }, _req, res) => {
        res.json(await service.availabilities(origin, destination, date));
      },
    }),
    defineRoute({
      route: 'GET /availability/:id.json',
      area,
      summary: 'One bus of the results, by its schedule id',
      access: 'anyone',
      params: scheduleIdParamsSchema,
      answer: ok(availabilityResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.json({ result: await service.availability(params.id) });
      },
    }),
    defineRoute({
      route: 'GET /schedule/:id.json',
      area,
      summary: 'One bus with its seat layout, fares and stops: what the booking page shows',
      access: 'anyone',
      params: scheduleIdParamsSchema,
      answer: ok(scheduleDetailResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.json({ result: await service.schedule(params.id) });
      },
    }),
    defineRoute({
      route: 'GET /boarding_points/:id.json',
      area,
      summary: 'Where a bus picks travellers up',
      access: 'anyone',
      params: scheduleIdParamsSchema,
      answer: ok(stagePointsResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.json({ result: await service.boardingPoints(params.id) });
      },
    }),
    defineRoute({
      route: 'GET /dropping_points/:id.json',
      area,
      summary: 'Where a bus sets travellers down',
      access: 'anyone',
      params: scheduleIdParamsSchema,
      answer: ok(stagePointsResponseSchema),
      handler: async ({ params }, _req, res) => {
        res.json({ result: await service.droppingPoints(params.id) });
      },
    }),
  ]);
}
