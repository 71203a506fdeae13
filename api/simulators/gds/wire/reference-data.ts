/**
 * The lists a client copies once in a while: cities, city pairs, stages and operators
 * (docs/gds-wire.md, Reference lists). Extension columns the real provider was not seen to send go last.
 */
import { PROVIDER_CITIES } from '../network/cities';
import { moreCities } from '../network/more-cities';
import { OPERATORS } from '../network/operators';
import { CITY_PAIRS } from '../network/routes';
import { STAGES } from '../network/stages';
import { rosterOf } from '../network/roster';
import { SERVICE_TAX_PERCENT } from './format';
import type { WireTable } from './envelope';

/** `extraCities`: generated towns after the provider's own (a provider as large as the scale data set's). */
export function citiesTable(withBadRows: boolean, extraCities = 0): WireTable {
  const rows: unknown[][] = [...PROVIDER_CITIES, ...moreCities(extraCities)].map((city) => [
    city.id,
    city.name,
    city.originCount,
    city.destinationCount,
  ]);
  if (withBadRows) rows.push([999_001, 'Short Row'], ['not-a-number', 'Bad Id', 1, 1], [999_002, '', 1, 1]);
  return [['id', 'name', 'origin_count', 'destination_count'], ...rows];
}

export const CITY_PAIR_COLUMNS = [
  'origin_id',
  'destination_id',
  'travel_ids',
  'distance_km',
  'travel_minutes',
] as const;

export function cityPairsTable(): WireTable {
  return [
    CITY_PAIR_COLUMNS,
    ...CITY_PAIRS.map((pair) => {
      const travelIds = [...new Set(rosterOf(pair).map((entry) => entry.operator.id))].sort((a, b) => a - b);
      return [pair.origin.id, pair.destination.id, travelIds.join(','), pair.distanceKm, pair.travelMinutes];
    }),
  ];
}

export const STAGE_COLUMNS = ['id', 'name', 'city_id', 'city_name', 'latitude', 'longitude', 'area_name'] as const;

export function stagesTable(): WireTable {
  return [
    STAGE_COLUMNS,
    ...STAGES.map((stage) => [
      stage.id,
      stage.name,
      stage.city.id,
      stage.city.name,
      stage.latitude,
      stage.longitude,
      stage.areaName,
    ]),
  ];
}

/** The seen header (docs/gds-wire.md, Reference lists), in its order, plus our `rating` extension. */
export const OPERATOR_COLUMNS = [
  'id',
  'name',
  'cancellation_time',
  'cancel_based_on_main_dep_allowed',
  'logo_internal',
  'logo_small',
  'logo',
  'operator_url',
  'cancellation_policies',
  'created_at',
  'updated_at',
  'convenience_charge_percent',
  'service_tax_percent',
  'schedules_per_day',
  'round_trip',
  'time_zone',
  'reschedule_policies',
  'restrict_partial_cancellation',
  'max_ladies_seat_count',
  'max_gents_seat_count',
  'cc_type',
  'coach_type_category_amenities',
  'rating',
] as const;

// the operators' data last changed when the simulated network was last revised
const OPERATORS_UPDATED_AT = '2026-10-01 05:30:00 UTC';

export function operatorsTable(): WireTable {
  const servicesPerDay = new Map<number, number>();
  for (const entry of CITY_PAIRS.flatMap(rosterOf)) {
    servicesPerDay.set(entry.operator.id, (servicesPerDay.get(entry.operator.id) ?? 0) + 1);
  }
  return [
    OPERATOR_COLUMNS,
    ...OPERATORS.map((operator) => {
      const values: Record<(typeof OPERATOR_COLUMNS)[number], unknown> = {
        id: operator.id,
        name: operator.name,
        cancellation_time: String(operator.cancellationCutoffHours),
        cancel_based_on_main_dep_allowed: true,
        logo_internal: null,
        logo_small: null,
        logo: null,
        operator_url: null,
        cancellation_policies: operator.cancellationPolicies,
        created_at: operator.createdAt,
        updated_at: OPERATORS_UPDATED_AT,
        convenience_charge_percent: operator.convenienceChargePercent,
        service_tax_percent: SERVICE_TAX_PERCENT,
        schedules_per_day: servicesPerDay.get(operator.id) ?? 0,
        round_trip: false,
        time_zone: 'Asia/Kolkata',
        reschedule_policies: operator.reschedulePolicies,
        restrict_partial_cancellation: false,
        max_ladies_seat_count: operator.maxLadiesSeatCount,
        max_gents_seat_count: null,
        cc_type: null,
        coach_type_category_amenities: JSON.stringify({ AC: ['Water Bottle', 'Blanket'], 'Non AC': [] }),
        rating: operator.rating,
      };
      return OPERATOR_COLUMNS.map((column) => values[column]);
    }),
  ];
}
