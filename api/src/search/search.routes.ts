import { Router } from 'express';
import { searchQuerySchema } from '@jatra/shared';
import { parseInput } from '../http/parse-input';
import type { SearchService } from './search.service';

export function searchRoutes(service: SearchService): Router {
  const router = Router();
  router.get('/search', async (req, res) => {
    const query = parseInput(searchQuerySchema, req.query);
    const answer = await service.search(query);
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
