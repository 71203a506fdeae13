import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { searchIndexes } from '../db/schema';
import type { MasterKind } from '../provider/gds/masters';

/** Our copy of the provider's operators.json (docs/gds-wire.md, Reference lists), replaced whole by each sync. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    logo: text('logo'),
    /** hours before departure after which the operator refuses cancellation */
    cancellationTime: numeric('cancellation_time', { mode: 'number' }),
    schedulesCount: integer('schedules_count'),
    commissionPercent: numeric('commission_percent', { mode: 'number' }),
    roundTrip: boolean('round_trip').notNull(),
    cancellationAllowed: boolean('cancellation_allowed').notNull(),
    /** the band string as sent, e.g. `0-24|100,24-720|30` */
    cancellationPolicy: text('cancellation_policy'),
    contactPerson: text('contact_person'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    website: text('website'),
    /** the provider's other columns, as sent */
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  // the admin's operators list, by name and searched by it
  (table) => [
    index('operators_name_idx').on(sql`lower(${table.name})`, table.id),
    ...searchIndexes('operators_name', sql`lower(${table.name})`),
  ],
);

/** Our copy of city_pairs.json (docs/gds-wire.md); distance and travel time only when the provider sent them. */
export const cityPairs = pgTable(
  'city_pairs',
  {
    originId: integer('origin_id').notNull(),
    destinationId: integer('destination_id').notNull(),
    /** the operators running the pair */
    travelIds: integer('travel_ids').array().notNull(),
    distanceKm: numeric('distance_km', { mode: 'number' }),
    travelMinutes: integer('travel_minutes'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.originId, table.destinationId] }),
    // the pairs list searched by destination (the key serves origins), and an operator's popular routes
    index('city_pairs_destination_idx').on(table.destinationId),
    index('city_pairs_travel_ids_idx').using('gin', table.travelIds),
  ],
);

/** Our copy of the code lists of masters.json (docs/gds-wire.md): one row per code, in the provider's order. */
export const masters = pgTable(
  'masters',
  {
    kind: text('kind').$type<MasterKind>().notNull(),
    /** the seat-type code, or the bus type's or category's id as text */
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.code] }),
    check('masters_kind_check', sql`${table.kind} in ('seat_layout', 'bus_type', 'bus_category')`),
  ],
);
