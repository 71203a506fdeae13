import type { Access } from '../auth';
import { Router } from 'express';
import { routeDateParamsSchema, scheduleIdParamsSchema } from '@jatra/shared';
import { parseInput } from '../http/parse-input';
import type { InventoryService } from './inventory.service';

/** Our own paths in the provider's style, with the provider's names and shapes. */
export function inventoryRoutes(service: InventoryService, access: Access): Router {
  const router = Router();
  router.get('/schedules/:origin/:destination/:date', access('anyone'), async (req, res) => {
    const { origin, destination, date } = parseInput(routeDateParamsSchema, req.params);
    res.json({ result: await service.schedules(origin, destination, date) });
  });
  router.get('/availabilities/:origin/:destination/:date.json', access('anyone'), async (req, res) => {
    const { origin, destination, date } = parseInput(routeDateParamsSchema, req.params);
    res.json(await service.availabilities(origin, destination, date));
  });
  router.get('/availability/:id.json', access('anyone'), async (req, res) => {
    const { id } = parseInput(scheduleIdParamsSchema, req.params);
    res.json({ result: await service.availability(id) });
  });
  router.get('/schedule/:id.json', access('anyone'), async (req, res) => {
    const { id } = parseInput(scheduleIdParamsSchema, req.params);
    res.json({ result: await service.schedule(id) });
  });
  router.get('/boarding_points/:id.json', access('anyone'), async (req, res) => {
    const { id } = parseInput(scheduleIdParamsSchema, req.params);
    res.json({ result: await service.boardingPoints(id) });
  });
  router.get('/dropping_points/:id.json', access('anyone'), async (req, res) => {
    const { id } = parseInput(scheduleIdParamsSchema, req.params);
    res.json({ result: await service.droppingPoints(id) });
  });
  return router;
}
