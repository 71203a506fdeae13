/** masters.json (docs/gds-wire.md, Reference lists): code lists clients need to read schedules and seat maps. */
import { BUS_CATEGORIES, BUS_TYPES } from '../network/bus-types';

const SEAT_LAYOUT_IDENTIFIERS: Record<string, string> = {
  '.GY': 'Gangway',
  '.DR_IMG': 'Driver',
  '.ST_IMG': 'Stairs',
  '.WR_IMG': 'Washroom',
  '.BR': 'Break',
  '.DOOR': 'Door',
  SS: 'Semi Sleeper',
  SL: 'Sleeper',
  LB: 'Lower Berth',
  UB: 'Upper Berth',
  SLB: 'Single Lower Berth',
  SUB: 'Single Upper Berth',
  DLB: 'Double Lower Berth',
  DUB: 'Double Upper Berth',
  ST: 'Seater',
  SST: 'Single Seat',
  WST: 'Window Seater',
  WSS: 'Window Semi Sleeper',
  WLB: 'Window Lower Berth',
  WUB: 'Window Upper Berth',
  NA: 'Not Available',
};

/** The legacy API's numbering (docs/gds-wire.md, Reference lists); names come first, with no header row. */
const ID_CARD_TYPES: [string, number][] = [
  ['PAN Card', 1],
  ['Driving Licence', 2],
  ['Passport', 3],
  ['Voter ID', 4],
  ['Aadhaar Card', 5],
];

/** category name → the bus type ids in it */
const COACH_TYPE_CATEGORIES = Object.fromEntries(
  BUS_CATEGORIES.map((category) => [
    category.name,
    BUS_TYPES.filter((type) => type.categoryIds.includes(category.id)).map((type) => type.id),
  ]),
);

export function mastersResult() {
  return {
    seat_layout_identifiers: SEAT_LAYOUT_IDENTIFIERS,
    bus_types: [['id', 'name'], ...BUS_TYPES.map((type) => [type.id, type.name])],
    bus_categories: [['id', 'name'], ...BUS_CATEGORIES.map((category) => [category.id, category.name])],
    id_card_types: ID_CARD_TYPES,
    // the provider sends this one as JSON inside a string
    coach_type_categories: JSON.stringify(COACH_TYPE_CATEGORIES),
  };
}
