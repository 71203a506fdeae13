import { z } from 'zod';
import { CITY_SEARCH_MIN_CHARS } from './city-search-limits';
import { ruleError } from '../rules/i18n';

export { CITIES_CACHE_MINUTES, CITY_SEARCH_MAX_RESULTS, CITY_SEARCH_MIN_CHARS } from './city-search-limits';

export const citySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  origin_count: z.number().int().nonnegative(),
  destination_count: z.number().int().nonnegative(),
});
export type City = z.infer<typeof citySchema>;

/** Answer of `GET /api/cities.json` and of the typeahead `GET /api/cities`. */
export const cityListResponseSchema = z.object({ result: z.array(citySchema) });

export const cityListQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const citySearchQuerySchema = z.object({
  q: z
    .string(ruleError('search.citySearchTooShort'))
    .trim()
    .min(CITY_SEARCH_MIN_CHARS, ruleError('search.citySearchTooShort'))
    .max(60, ruleError('request.invalid')),
});

export const cityIdParamsSchema = z.object({
  id: z.coerce.number(ruleError('search.invalidCity')).int().positive(ruleError('search.invalidCity')),
});
export const cityResponseSchema = z.object({ result: citySchema });
