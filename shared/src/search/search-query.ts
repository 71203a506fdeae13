import { z } from 'zod';
import { MESSAGES } from '../messages';
import { busResultSchema } from './bus-result';
import { ruleError } from '../rules/i18n';

export const SEARCH_CACHE_MINUTES = 5;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `yyyy-MM-dd` that exists. */
export const isoDateSchema = z
  .string(ruleError(MESSAGES.searchFieldsRequired))
  .min(1, ruleError(MESSAGES.searchFieldsRequired))
  .regex(ISO_DATE, ruleError(MESSAGES.invalidDate))
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, ruleError(MESSAGES.invalidDate));

const cityIdSchema = z
  .string(ruleError(MESSAGES.searchFieldsRequired))
  .min(1, ruleError(MESSAGES.searchFieldsRequired))
  .regex(/^\d{1,9}$/, ruleError('search.invalidCity'))
  .transform(Number)
  .refine((id) => id > 0, ruleError('search.invalidCity'));

/** `GET /api/search?source=&destination=&date=` (and the route/date part of `/search` URLs). */
export const searchQuerySchema = z
  .object({ source: cityIdSchema, destination: cityIdSchema, date: isoDateSchema })
  .refine((query) => query.source !== query.destination, ruleError('search.invalidCity'));
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  result: z.array(busResultSchema),
  /** true when the API answered from its 5-minute cache */
  cached: z.boolean(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** A provider schedule id in a path: the travel date and a serial, digits only (docs/gds-wire.md). */
export const scheduleIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,24}$/, ruleError(MESSAGES.scheduleNotFound)),
});

/** `/api/schedules/{origin}/{destination}/{date}` and `/api/availabilities/…`. */
export const routeDateParamsSchema = z
  .object({ origin: cityIdSchema, destination: cityIdSchema, date: isoDateSchema })
  .refine((params) => params.origin !== params.destination, ruleError('search.invalidCity'));
