import { isBerthCode, type LayoutCell, type Seat, type SeatLayout } from '../../booking/seat-layout';

export type DeckName = 'lower' | 'upper';
/** Fixtures drawn on the lower deck; the provider's `.BR` (a break in the rows) is drawn as a gap. */
export type SpecialKind = 'stairs' | 'washroom' | 'door' | 'unavailable';

/** One position of a deck's picture. `aisle` and `blank` draw nothing but keep the bus's shape. */
export type DeckCell =
  { kind: 'seat'; seat: Seat; berth: boolean } | { kind: SpecialKind } | { kind: 'aisle' } | { kind: 'blank' };

export interface DeckRow {
  /** the row in the provider's grid, so both decks' rows line up along the bus */
  index: number;
  /** holds a berth: drawn long, since berths run along the bus */
  tall: boolean;
  cells: DeckCell[];
}

export interface Deck {
  name: DeckName;
  /** per column: true when it is only the aisle (drawn narrow) */
  aisleColumns: boolean[];
  rows: DeckRow[];
  /** seat ids in reading order (front to back, left to right) */
  seatIds: string[];
}

export interface BusPicture {
  decks: Deck[];
  /** where the driver sits at the front, when the layout shows one */
  driverSide: 'left' | 'right' | null;
}

// a women seat's type hides whether it is a berth, so the provider's code decides

const isBerth = (cell: Extract<LayoutCell, { kind: 'seat' }>) => cell.seat.type === 'sleeper' || isBerthCode(cell.code);

const SPECIAL_KINDS = new Set<string>(['stairs', 'washroom', 'door', 'unavailable']);
const isSpecial = (kind: string): kind is SpecialKind => SPECIAL_KINDS.has(kind);

/**
 * The provider interleaves both decks in one grid (docs/gds-wire.md, Seat maps), so each deck
 * keeps only the columns holding its own seats, plus the aisle between them; rows without anything of the deck
 * (the driver's row, the seatless back of a seater-sleeper's upper deck) are left out. Stairs, washrooms and
 * other fixtures stand on the lower deck. The driver is drawn as the bus's front, not as a grid cell.
 */
export function busPicture(layout: SeatLayout): BusPicture {
  const cells = [...layout.lower, ...layout.upper];
  const byPosition = new Map<string, LayoutCell>();
  for (const cell of cells) byPosition.set(`${cell.row}:${cell.column}`, cell);
  const columnCount = Math.max(layout.columns, ...cells.map((cell) => cell.column + 1), 0);
  const rowCount = Math.max(layout.rows, ...cells.map((cell) => cell.row + 1), 0);

  const driver = cells.find((cell) => cell.kind === 'driver');
  const driverSide = driver ? (driver.column >= (columnCount - 1) / 2 ? 'right' : 'left') : null;
  const aisleColumns = new Set(cells.filter((cell) => cell.kind === 'gangway').map((cell) => cell.column));

  const decks: Deck[] = [];
  for (const name of ['lower', 'upper'] as const) {
    const owns = (cell: LayoutCell) =>
      cell.kind === 'seat' ? cell.seat.deck === name : name === 'lower' && isSpecial(cell.kind);
    const own = cells.filter(owns);
    if (!own.some((cell) => cell.kind === 'seat')) continue;
    const used = new Set(own.map((cell) => cell.column));
    const first = Math.min(...used);
    const last = Math.max(...used);
    for (const column of aisleColumns) if (column > first && column < last) used.add(column);
    const columns = [...used].sort((a, b) => a - b);

    const rows: DeckRow[] = [];
    for (let row = 0; row < rowCount; row += 1) {
      const deckCells = columns.map((column): DeckCell => {
        const cell = byPosition.get(`${row}:${column}`);
        if (!cell || !owns(cell)) return aisleColumns.has(column) ? { kind: 'aisle' } : { kind: 'blank' };
        if (cell.kind === 'seat') return { kind: 'seat', seat: cell.seat, berth: isBerth(cell) };
        return { kind: cell.kind as SpecialKind };
      });
      if (!deckCells.some((cell) => cell.kind === 'seat' || isSpecial(cell.kind))) continue;
      rows.push({ index: row, tall: deckCells.some((cell) => cell.kind === 'seat' && cell.berth), cells: deckCells });
    }
    const aisleOnly = columns.map((_, position) =>
      rows.every((row) => row.cells[position]?.kind === 'aisle' || row.cells[position]?.kind === 'blank'),
    );
    decks.push({
      name,
      aisleColumns: aisleOnly,
      rows,
      seatIds: rows.flatMap((row) => row.cells.flatMap((cell) => (cell.kind === 'seat' ? [cell.seat.id] : []))),
    });
  }
  return { decks, driverSide };
}

export type Direction = 'up' | 'down' | 'left' | 'right' | 'rowStart' | 'rowEnd' | 'first' | 'last';

/** Where each seat of a deck stands, for moving with the arrow keys. */
export interface SeatGrid {
  positions: Map<string, { row: number; column: number }>;
  /** per deck row, the seats with their column, left to right */
  rows: { id: string; column: number }[][];
}

export function seatGrid(deck: Deck): SeatGrid {
  const positions = new Map<string, { row: number; column: number }>();
  const rows = deck.rows
    .map((row) => row.cells.flatMap((cell, column) => (cell.kind === 'seat' ? [{ id: cell.seat.id, column }] : [])))
    .filter((row) => row.length > 0);
  rows.forEach((row, rowIndex) =>
    row.forEach((seat) => positions.set(seat.id, { row: rowIndex, column: seat.column })),
  );
  return { positions, rows };
}

/**
 * The seat the arrow key leads to from `fromId`: left and right stay in the row, up and down go to the nearest
 * row that has seats and pick the seat closest to the same column. At an edge the focus stays put.
 */
export function nextSeat(grid: SeatGrid, fromId: string, direction: Direction): string {
  const from = grid.positions.get(fromId);
  if (!from) return grid.rows[0]?.[0]?.id ?? fromId;
  const row = grid.rows[from.row] ?? [];
  const index = row.findIndex((seat) => seat.id === fromId);
  switch (direction) {
    case 'left':
      return row[index - 1]?.id ?? fromId;
    case 'right':
      return row[index + 1]?.id ?? fromId;
    case 'rowStart':
      return row[0]?.id ?? fromId;
    case 'rowEnd':
      return row[row.length - 1]?.id ?? fromId;
    case 'first':
      return grid.rows[0]?.[0]?.id ?? fromId;
    case 'last': {
      const lastRow = grid.rows[grid.rows.length - 1] ?? [];
      return lastRow[lastRow.length - 1]?.id ?? fromId;
    }
    case 'up':
    case 'down': {
      const target = grid.rows[from.row + (direction === 'up' ? -1 : 1)];
      if (!target) return fromId;
      let best = target[0];
      for (const seat of target) {
        if (best && Math.abs(seat.column - from.column) < Math.abs(best.column - from.column)) best = seat;
      }
      return best?.id ?? fromId;
    }
  }
}
