import { z } from 'zod';
import { policyBandSchema } from '../pricing/cancellation-policy';
import { listPageFields, listPagingQuerySchema } from './list-paging';

/** The provider lists an admin copies into our tables (docs/gds-wire.md, Reference lists). */
export const SYNC_TARGETS = ['cities', 'city-pairs', 'operators', 'masters'] as const;
export type SyncTarget = (typeof SYNC_TARGETS)[number];
/** the system_metadata keys */
export const SYNC_METADATA_KEYS: Record<SyncTarget, string> = {
  cities: 'cities_last_sync',
  'city-pairs': 'city_pairs_last_sync',
  operators: 'operators_last_sync',
  masters: 'masters_last_sync',
};

export const syncTargetParamsSchema = z.object({
  target: z.enum(SYNC_TARGETS, { error: 'Unknown list to synchronize' }),
});

/** `POST /api/admin/sync/{target}`: a failure answers 502 with 'Failed to sync {thing}: {error}'. */
export const syncResultSchema = z.object({
  target: z.enum(SYNC_TARGETS),
  count: z.number().int(),
  synced_at: z.string(),
  message: z.string(),
});
export type SyncResult = z.infer<typeof syncResultSchema>;
export const syncResultResponseSchema = z.object({ result: syncResultSchema });

/** `GET /api/admin/sync`: the system metadata of each list, never synced → nulls. */
export const syncStatusSchema = z.object({
  target: z.enum(SYNC_TARGETS),
  key: z.string(),
  synced_at: z.string().nullable(),
  count: z.number().int().nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;
export const syncStatusResponseSchema = z.object({ result: z.array(syncStatusSchema) });

const searchText = z.string().trim().max(100, 'Search is too long').default('');

/** `GET /api/admin/operators?q=&after=|before=`: our synced copy by name; fields the provider does not send are null. */
export const adminOperatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  /** hours before departure after which the operator refuses cancellation */
  cancellation_time: z.number().nullable(),
  schedules_count: z.number().int().nullable(),
  commission_percent: z.number().nullable(),
  round_trip: z.boolean(),
  cancellation_allowed: z.boolean(),
  /** the provider's band string, e.g. '0-2|100,2-12|25' */
  cancellation_policy: z.string().nullable(),
  /** the bands read from it, shown with policyBandWindow / policyBandCharge */
  cancellation_bands: z.array(policyBandSchema),
  contact_person: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  website: z.string().nullable(),
  /** 'Guwahati → Jorhat', from the synced city pairs this operator runs */
  popular_routes: z.array(z.string()),
  /** the provider's other columns, as sent */
  metadata: z.record(z.string(), z.unknown()),
});
export type AdminOperator = z.infer<typeof adminOperatorSchema>;
/** a page's operators come with their popular routes, each read through the pairs' travel_ids index */
export const ADMIN_OPERATORS_PAGE_SIZE = 20;
export const adminOperatorsQuerySchema = listPagingQuerySchema.extend({ q: searchText });
export const adminOperatorsPageSchema = z.object({ operators: z.array(adminOperatorSchema), ...listPageFields });
export type AdminOperatorsPage = z.infer<typeof adminOperatorsPageSchema>;
export const adminOperatorsResponseSchema = z.object({ result: adminOperatorsPageSchema });

export const ADMIN_CITIES_PAGE_SIZE = 50;
export const ADMIN_CITY_PAIRS_LIMIT = 100;

/** `GET /api/admin/cities?q=&after=|before=`: by name, 50 a page. */
export const adminCitiesQuerySchema = listPagingQuerySchema.extend({ q: searchText });
export const adminCitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  origin_count: z.number().int(),
  destination_count: z.number().int(),
});
export const adminCitiesPageSchema = z.object({ cities: z.array(adminCitySchema), ...listPageFields });
export type AdminCitiesPage = z.infer<typeof adminCitiesPageSchema>;
export const adminCitiesResponseSchema = z.object({ result: adminCitiesPageSchema });

/** `GET /api/admin/city-pairs?q=&after=|before=`: either city matches; by origin then destination, 100 a page. */
export const adminCityPairsQuerySchema = listPagingQuerySchema.extend({ q: searchText });
export const adminCityPairSchema = z.object({
  origin_id: z.number().int(),
  destination_id: z.number().int(),
  origin_city: z.string(),
  destination_city: z.string(),
  /** null when the provider does not send it (the real one was never seen to) */
  distance_km: z.number().nullable(),
  travel_time_minutes: z.number().int().nullable(),
  /** operators running the pair (the provider's travel_ids) */
  routes_count: z.number().int(),
});
export type AdminCityPair = z.infer<typeof adminCityPairSchema>;
export const adminCityPairsSchema = z.object({ pairs: z.array(adminCityPairSchema), ...listPageFields });
export type AdminCityPairsPage = z.infer<typeof adminCityPairsSchema>;
export const adminCityPairsResponseSchema = z.object({ result: adminCityPairsSchema });

/** `GET /api/admin/masters`: header rows already dropped. */
export const adminMastersSchema = z.object({
  seat_layout_identifiers: z.array(z.object({ code: z.string(), description: z.string() })),
  bus_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
  bus_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  synced_at: z.string().nullable(),
});
export type AdminMasters = z.infer<typeof adminMastersSchema>;
export const adminMastersResponseSchema = z.object({ result: adminMastersSchema });
