/**
 * Boarding and dropping points of one service.
 *
 * In schedule/{id}.json they are `~`-separated groups of `id|HH:MM|address|landmark|contact|name|n|`
 * with n = 1 for boarding and 2 for dropping (docs/gds-wire.md, Seat maps).
 *
 * boarding_points/{id}.json and dropping_points/{id}.json appear in no public client, so their
 * shape is our choice: a header-row table like every other list, with header
 * `id, name, time, address, landmark, contact, city_id, city_name, seq` (seq from 1 in stopping order).
 */
import type { StageStop } from '../network/roster';
import type { WireTable } from './envelope';
import { clockTime } from './format';

export function stageGroups(stops: readonly StageStop[], kind: 'boarding' | 'dropoff'): string {
  const marker = kind === 'boarding' ? 1 : 2;
  return stops
    .map(
      ({ stage, minutes }) =>
        `${stage.id}|${clockTime(minutes)}|${stage.address}|${stage.landmark}|${stage.contact}|${stage.name}|${marker}|`,
    )
    .join('~');
}

export const STAGE_POINT_COLUMNS = [
  'id',
  'name',
  'time',
  'address',
  'landmark',
  'contact',
  'city_id',
  'city_name',
  'seq',
] as const;

export function stagePointsTable(stops: readonly StageStop[]): WireTable {
  return [
    STAGE_POINT_COLUMNS,
    ...stops.map(({ stage, minutes }, position) => [
      stage.id,
      stage.name,
      clockTime(minutes),
      stage.address,
      stage.landmark,
      stage.contact,
      stage.city.id,
      stage.city.name,
      position + 1,
    ]),
  ];
}
