import { describe, expect, it } from 'vitest';
import { SEATER_COACH, SEATER_SLEEPER_COACH, SLEEPER_COACH } from './coach-layouts';
import { busPicture, nextSeat, seatGrid, type Deck } from './deck-layout';

const drawn = (deck: Deck) =>
  deck.rows.map((row) =>
    row.cells
      .map((cell) =>
        cell.kind === 'seat' ? cell.seat.id : cell.kind === 'aisle' ? '|' : cell.kind === 'blank' ? '.' : cell.kind,
      )
      .join(' '),
  );

describe('busPicture', () => {
  it('splits the interleaved sleeper grid into two decks of 2+1 berths with the aisle between', () => {
    const picture = busPicture(SLEEPER_COACH);
    expect(picture.driverSide).toBe('right');
    const [lower, upper] = picture.decks;
    expect(lower?.name).toBe('lower');
    expect(drawn(lower!)).toEqual(['L1 | L2 L3', 'L4 | L5 L6', 'L7 | L8 L9']);
    expect(drawn(upper!)).toEqual(['U1 | U2 U3', 'U4 | U5 U6', 'U7 | U8 U9']);
    expect(lower!.aisleColumns).toEqual([false, true, false, false]);
    expect(lower!.rows.every((row) => row.tall)).toBe(true);
    expect(upper!.seatIds.slice(0, 3)).toEqual(['U1', 'U2', 'U3']);
  });

  it('draws a 2+2 seater as one deck of square seats', () => {
    const picture = busPicture(SEATER_COACH);
    expect(picture.decks).toHaveLength(1);
    expect(drawn(picture.decks[0]!)).toEqual(['1 2 | 3 4', '5 6 | 7 8', '9 10 | 11 12']);
    expect(picture.decks[0]!.rows.some((row) => row.tall)).toBe(false);
  });

  it('keeps a seater-sleeper upper deck to its berth rows and puts fixtures on the lower deck', () => {
    const picture = busPicture(SEATER_SLEEPER_COACH);
    const [lower, upper] = picture.decks;
    expect(drawn(lower!)).toEqual(['1 | 2 3', '4 | 5 6', 'washroom | stairs .']);
    expect(lower!.rows.map((row) => row.tall)).toEqual([false, false, false]);
    expect(drawn(upper!)).toEqual(['U1 | U2 U3']);
    expect(upper!.rows[0]!.tall).toBe(true);
  });
});

describe('nextSeat', () => {
  const grid = seatGrid(busPicture(SEATER_COACH).decks[0]!);

  it('moves along the row over the aisle and stops at the edges', () => {
    expect(nextSeat(grid, '2', 'right')).toBe('3');
    expect(nextSeat(grid, '4', 'right')).toBe('4');
    expect(nextSeat(grid, '1', 'left')).toBe('1');
    expect(nextSeat(grid, '7', 'rowStart')).toBe('5');
    expect(nextSeat(grid, '5', 'rowEnd')).toBe('8');
  });

  it('moves between rows in the same column, and to the deck ends', () => {
    expect(nextSeat(grid, '3', 'down')).toBe('7');
    expect(nextSeat(grid, '7', 'up')).toBe('3');
    expect(nextSeat(grid, '3', 'up')).toBe('3');
    expect(nextSeat(grid, '6', 'first')).toBe('1');
    expect(nextSeat(grid, '6', 'last')).toBe('12');
  });

  it('picks the nearest seat when the next row has none in the same column', () => {
    const lower = seatGrid(busPicture(SEATER_SLEEPER_COACH).decks[0]!);
    expect(nextSeat(lower, '6', 'down')).toBe('6');
    expect(nextSeat(lower, '3', 'down')).toBe('6');
  });
});
