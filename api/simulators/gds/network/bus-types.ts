/**
 * The coach types operators in the North East run, their seat layouts and how each seat class is
 * priced. Layout grids follow the provider's coach_details model (docs/gds-wire.md, Seat maps): both decks share
 * the same rows, and the seat code tells the deck.
 */

/** Seat codes of the provider's seat_layout_identifiers used by our coaches. */
export type SeatCode = 'ST' | 'SS' | 'SLB' | 'SUB' | 'DLB' | 'DUB';

export type FareClass = 'nonac-seat' | 'ac-seat' | 'semi-sleeper' | 'lower-berth' | 'upper-berth';

export interface Seat {
  number: string;
  code: SeatCode;
  deck: 'lower' | 'upper';
  /** next to a window: where operators put the seats reserved for women */
  window: boolean;
}

export type LayoutCell = { kind: 'seat'; seat: Seat } | { kind: 'gangway' } | { kind: 'driver' } | { kind: 'empty' };

export interface BusType {
  id: number;
  name: string;
  isAc: boolean;
  sleeper: boolean;
  /** masters.json bus_categories ids */
  categoryIds: readonly number[];
  /** the class each seat code of this coach is sold at */
  fareClasses: Readonly<Partial<Record<SeatCode, FareClass>>>;
  rows: readonly (readonly LayoutCell[])[];
  /** every seat, in layout order (row by row, left to right) */
  seats: readonly Seat[];
}

export const BUS_CATEGORIES = [
  { id: 1, name: 'AC' },
  { id: 2, name: 'Non AC' },
  { id: 3, name: 'Sleeper' },
  { id: 4, name: 'Seater' },
  { id: 5, name: 'Semi Sleeper' },
  { id: 6, name: 'Multi Axle' },
] as const;

const EMPTY: LayoutCell = { kind: 'empty' };
const GANGWAY: LayoutCell = { kind: 'gangway' };
const DRIVER: LayoutCell = { kind: 'driver' };
const seat = (number: string, code: SeatCode, window: boolean): LayoutCell => ({
  kind: 'seat',
  seat: { number, code, deck: code === 'SUB' || code === 'DUB' ? 'upper' : 'lower', window },
});

/** India drives on the left, so the driver sits at the front right. */
const driverRow = (columns: number): LayoutCell[] => [...Array<LayoutCell>(columns - 1).fill(EMPTY), DRIVER];

/** 2+1 sleeper: single berth, gangway, double berth, per deck; L1..Ln below, U1..Un above. */
function sleeperRows(berthRowsPerDeck: number): LayoutCell[][] {
  const rows: LayoutCell[][] = [driverRow(7)];
  for (let row = 0; row < berthRowsPerDeck; row += 1) {
    const n = 3 * row;
    rows.push([
      seat(`U${n + 1}`, 'SUB', true),
      seat(`L${n + 1}`, 'SLB', true),
      GANGWAY,
      seat(`L${n + 2}`, 'DLB', false),
      seat(`L${n + 3}`, 'DLB', true),
      seat(`U${n + 2}`, 'DUB', false),
      seat(`U${n + 3}`, 'DUB', true),
    ]);
  }
  return rows;
}

/** 2+2 seats numbered from the front; a full-width back row when `backRowOfFive`. */
function seaterRows(code: 'ST' | 'SS', rowsOfFour: number, backRowOfFive: boolean): LayoutCell[][] {
  const rows: LayoutCell[][] = [driverRow(5)];
  for (let row = 0; row < rowsOfFour; row += 1) {
    const n = 4 * row;
    rows.push([
      seat(`${n + 1}`, code, true),
      seat(`${n + 2}`, code, false),
      GANGWAY,
      seat(`${n + 3}`, code, false),
      seat(`${n + 4}`, code, true),
    ]);
  }
  if (backRowOfFive) {
    const n = 4 * rowsOfFour;
    rows.push([1, 2, 3, 4, 5].map((k) => seat(`${n + k}`, code, k === 1 || k === 5)));
  }
  return rows;
}

/** Seater-cum-sleeper: 2+1 seats below, single upper berths above the front part of the coach. */
function seaterSleeperRows(seatRows: number, berthRows: number): LayoutCell[][] {
  const rows: LayoutCell[][] = [driverRow(7)];
  for (let row = 0; row < seatRows; row += 1) {
    const n = 3 * row;
    const upper = row < berthRows;
    rows.push([
      upper ? seat(`U${n + 1}`, 'SUB', true) : EMPTY,
      seat(`${n + 1}`, 'ST', true),
      GANGWAY,
      seat(`${n + 2}`, 'ST', false),
      seat(`${n + 3}`, 'ST', true),
      upper ? seat(`U${n + 2}`, 'SUB', false) : EMPTY,
      upper ? seat(`U${n + 3}`, 'SUB', true) : EMPTY,
    ]);
  }
  return rows;
}

function busType(definition: Omit<BusType, 'seats'>): BusType {
  const seats = definition.rows.flatMap((row) => row.flatMap((cell) => (cell.kind === 'seat' ? [cell.seat] : [])));
  return { ...definition, seats };
}

export const BUS_TYPES: readonly BusType[] = [
  busType({
    id: 1,
    name: 'A/C Sleeper (2+1)',
    isAc: true,
    sleeper: true,
    categoryIds: [1, 3],
    fareClasses: { SLB: 'lower-berth', DLB: 'lower-berth', SUB: 'upper-berth', DUB: 'upper-berth' },
    rows: sleeperRows(6),
  }),
  busType({
    id: 2,
    name: 'Bharat Benz A/C Sleeper (2+1)',
    isAc: true,
    sleeper: true,
    categoryIds: [1, 3],
    fareClasses: { SLB: 'lower-berth', DLB: 'lower-berth', SUB: 'upper-berth', DUB: 'upper-berth' },
    rows: sleeperRows(5),
  }),
  busType({
    id: 3,
    name: 'Non A/C Seater (2+2)',
    isAc: false,
    sleeper: false,
    categoryIds: [2, 4],
    fareClasses: { ST: 'nonac-seat' },
    rows: seaterRows('ST', 10, false),
  }),
  busType({
    id: 4,
    name: 'A/C Seater (2+2)',
    isAc: true,
    sleeper: false,
    categoryIds: [1, 4],
    fareClasses: { ST: 'ac-seat' },
    rows: seaterRows('ST', 10, true),
  }),
  busType({
    id: 5,
    name: 'A/C Seater / Sleeper (2+1)',
    isAc: true,
    sleeper: true,
    categoryIds: [1, 3, 4],
    fareClasses: { ST: 'ac-seat', SUB: 'upper-berth' },
    rows: seaterSleeperRows(9, 5),
  }),
  busType({
    id: 6,
    name: 'Volvo Multi-Axle A/C Semi Sleeper (2+2)',
    isAc: true,
    sleeper: false,
    categoryIds: [1, 5, 6],
    fareClasses: { SS: 'semi-sleeper' },
    rows: seaterRows('SS', 12, false),
  }),
];

export const BUS_TYPE_IDS = {
  acSleeper: 1,
  benzSleeper: 2,
  nonAcSeater: 3,
  acSeater: 4,
  seaterSleeper: 5,
  volvoSemiSleeper: 6,
} as const;

export function busTypeById(id: number): BusType {
  const found = BUS_TYPES.find((type) => type.id === id);
  if (!found) throw new Error(`unknown bus type ${id}`);
  return found;
}

/** ₹ per road km; the order gives seater < semi-sleeper < sleeper and upper berth < lower berth. */
const RATE_PER_KM: Record<FareClass, number> = {
  'nonac-seat': 1.45,
  'ac-seat': 1.9,
  'semi-sleeper': 2.3,
  'upper-berth': 2.6,
  'lower-berth': 2.8,
};
const BOARDING_CHARGE = 60;
/** ghat roads cost operators more fuel and time */
const HILL_SURCHARGE = 1.1;

export const roundToTen = (amount: number): number => Math.round(amount / 10) * 10;

/** The list fare of a seat class over a distance, before route calibration and operator premium. */
export function baseFare(fareClass: FareClass, distanceKm: number, terrain: 'plains' | 'hills'): number {
  const raw = (BOARDING_CHARGE + RATE_PER_KM[fareClass] * distanceKm) * (terrain === 'hills' ? HILL_SURCHARGE : 1);
  return roundToTen(raw);
}

/** Seat codes of a coach with the class each is sold at. */
export function seatCodesOf(type: BusType): [SeatCode, FareClass][] {
  return Object.entries(type.fareClasses) as [SeatCode, FareClass][];
}

/** The cheapest list fare any seat of this coach sells at over a distance. */
export function cheapestBaseFare(type: BusType, distanceKm: number, terrain: 'plains' | 'hills'): number {
  return Math.min(...seatCodesOf(type).map(([, fareClass]) => baseFare(fareClass, distanceKm, terrain)));
}
