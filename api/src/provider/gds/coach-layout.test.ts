import { describe, expect, it } from 'vitest';
import { parseSeatFareList } from './seat-fares';
import type { LayoutCell, Seat } from '@jatra/shared';
import { parseCoachLayout, parseSeatMap, seatsFromSeatList } from './coach-layout';

const seatIds = (seats: Seat[]) => seats.map((seat) => seat.id);
const cellSeatIds = (cells: LayoutCell[]) => cells.flatMap((cell) => (cell.kind === 'seat' ? [cell.seat.id] : []));
const list = (csv: string) => parseSeatFareList(csv, { keepSeparators: true });

describe('seatsFromSeatList', () => {
  it('makes available seats with the listed fares', () => {
    const layout = seatsFromSeatList(list('1|650.0,2|700'), {});
    expect(layout.seats).toEqual([
      {
        id: '1',
        type: 'regular',
        fare: 650,
        available: true,
        isBooked: false,
        isWomenSeat: false,
        isUpper: false,
        isLower: true,
        deck: 'lower',
      },
      expect.objectContaining({ id: '2', fare: 700, available: true, isBooked: false }),
    ]);
  });

  it('puts ids starting with or containing U on the upper deck and ids starting with L on the lower', () => {
    const layout = seatsFromSeatList(list('U1|1000,L1|1000,SU2|1000,L2|1000'), {});
    expect(seatIds(layout.seats.filter((seat) => seat.deck === 'upper'))).toEqual(['U1', 'SU2']);
    expect(seatIds(layout.seats.filter((seat) => seat.deck === 'lower'))).toEqual(['L1', 'L2']);
    expect(layout.seats.find((seat) => seat.id === 'U1')).toMatchObject({ isUpper: true, isLower: false });
    expect(layout.seats.find((seat) => seat.id === 'L1')).toMatchObject({ isUpper: false, isLower: true });
    expect(layout.upperDeck).toBe(true);
  });

  it('makes both decks sleeper when ids carry U or L', () => {
    const layout = seatsFromSeatList(list('U1|1000,L1|1000'), { sleeper: false });
    expect(layout.seats.map((seat) => seat.type)).toEqual(['sleeper', 'sleeper']);
    expect(layout.type).toBe('sleeper');
  });

  it('puts seats after a dashed separator on the upper deck', () => {
    const layout = seatsFromSeatList(list('1|650,2|650,---,3|650,4|650'), { sleeper: true });
    expect(seatIds(layout.seats)).toEqual(['1', '2', '3', '4']);
    expect(seatIds(layout.seats.filter((seat) => seat.isUpper))).toEqual(['3', '4']);
    expect(cellSeatIds(layout.upper)).toEqual(['3', '4']);
    expect(cellSeatIds(layout.lower)).toEqual(['1', '2']);
  });

  it('accepts a single dash as the separator', () => {
    const layout = seatsFromSeatList(list('1|650,-,2|650'), {});
    expect(layout.seats.find((seat) => seat.id === '2')?.deck).toBe('upper');
  });

  it('makes a seat listed in ladiesSeats a women seat', () => {
    const layout = seatsFromSeatList(list('1|650,2|650'), { ladiesSeats: ['2'] });
    expect(layout.seats[1]).toMatchObject({ id: '2', type: 'women', isWomenSeat: true, available: true });
    expect(layout.seats[0]).toMatchObject({ type: 'regular', isWomenSeat: false });
  });

  it('uses the sleeper option for plain ids', () => {
    expect(seatsFromSeatList(list('1|650'), { sleeper: true }).seats[0]?.type).toBe('sleeper');
    expect(seatsFromSeatList(list('1|650'), {}).seats[0]?.type).toBe('regular');
  });

  it('lays 9 sleeper seats out in 5 rows of 2', () => {
    const csv = Array.from({ length: 9 }, (_, index) => `L${index + 1}|900`).join(',');
    const layout = seatsFromSeatList(list(csv), {});
    expect([layout.type, layout.rows, layout.columns]).toEqual(['sleeper', 5, 2]);
  });

  it('lays 10 seaters out in 3 rows of 4', () => {
    const csv = Array.from({ length: 10 }, (_, index) => `${index + 1}|650`).join(',');
    const layout = seatsFromSeatList(list(csv), {});
    expect([layout.type, layout.rows, layout.columns]).toEqual(['2x2', 3, 4]);
  });

  it('does not count the separator as a seat', () => {
    const layout = seatsFromSeatList(list('1|650,2|650,---,3|650'), { sleeper: true });
    expect(layout.rows).toBe(2);
  });

  it('gives each deck its own grid positions', () => {
    const layout = seatsFromSeatList(list('L1|1,L2|1,L3|1,U1|1'), {});
    expect(layout.lower.map((cell) => [cell.row, cell.column])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
    ]);
    expect(layout.upper.map((cell) => [cell.row, cell.column])).toEqual([[0, 0]]);
  });

  it('is an empty layout for an empty list', () => {
    expect(seatsFromSeatList([], {})).toEqual({
      type: '2x2',
      rows: 0,
      columns: 4,
      upperDeck: false,
      seats: [],
      lower: [],
      upper: [],
    });
  });
});

describe('parseCoachLayout', () => {
  const sleeperRow = 'U1|SUB-L1|SLB-|.GY-L2|DLB-L3|DLB-U2|DUB-U3|DUB';

  it('reads the interleaved sleeper row, decks from the type codes', () => {
    const layout = parseCoachLayout({ coach_details: sleeperRow, available: ',U1|1000.0,L1|1000.0,L2|1000.0' });
    expect(layout.lower.map((cell) => [cell.kind, cell.column])).toEqual([
      ['seat', 1],
      ['gangway', 2],
      ['seat', 3],
      ['seat', 4],
    ]);
    expect(cellSeatIds(layout.lower)).toEqual(['L1', 'L2', 'L3']);
    expect(cellSeatIds(layout.upper)).toEqual(['U1', 'U2', 'U3']);
    expect(layout.upper.map((cell) => cell.column)).toEqual([0, 5, 6]);
    expect(layout).toMatchObject({ type: 'sleeper', rows: 1, columns: 7, upperDeck: true });
    expect(seatIds(layout.seats)).toEqual(['U1', 'L1', 'L2', 'L3', 'U2', 'U3']);
  });

  it('keeps the type code on seat cells', () => {
    const layout = parseCoachLayout({ coach_details: sleeperRow, available: '' });
    expect(layout.upper[0]).toMatchObject({ kind: 'seat', code: 'SUB', row: 0, column: 0 });
  });

  it('marks seats missing from available as booked, with fare 0', () => {
    const layout = parseCoachLayout({ coach_details: sleeperRow, available: ',U1|1000.0,L1|950.0' });
    const byId = new Map(layout.seats.map((seat) => [seat.id, seat]));
    expect(byId.get('L1')).toMatchObject({ available: true, isBooked: false, fare: 950 });
    expect(byId.get('L3')).toMatchObject({ available: false, isBooked: true, fare: 0 });
  });

  it('keeps a seat available when available lists it without a fare', () => {
    const layout = parseCoachLayout({ coach_details: '1|ST-2|ST', available: '1,2|650' });
    expect(layout.seats.map((seat) => [seat.id, seat.available, seat.fare])).toEqual([
      ['1', true, 0],
      ['2', true, 650],
    ]);
  });

  it('reads doubled hyphens as empty cells and an image label as the driver', () => {
    const layout = parseCoachLayout({
      coach_details: 'DR_IMG|.GY,1|ST-2|ST-|.GY-3|ST-4|ST,--|.GY,5|ST-6|NA-|.WR_IMG-7|ST-8|ST',
      available: '1|650,2|650,3|650,4|650,5|650,7|650,8|650',
    });
    const kinds = (row: number) => layout.lower.filter((cell) => cell.row === row).map((cell) => cell.kind);
    expect(kinds(0)).toEqual(['driver']);
    expect(kinds(1)).toEqual(['seat', 'seat', 'gangway', 'seat', 'seat']);
    expect(kinds(2)).toEqual(['empty', 'empty', 'gangway']);
    expect(kinds(3)).toEqual(['seat', 'unavailable', 'washroom', 'seat', 'seat']);
    expect(layout).toMatchObject({ type: '2x2', rows: 4, columns: 5, upperDeck: false, upper: [] });
    expect(seatIds(layout.seats)).toEqual(['1', '2', '3', '4', '5', '7', '8']);
    expect(layout.seats.every((seat) => seat.type === 'regular' && seat.deck === 'lower')).toBe(true);
  });

  it.each([
    ['|.GY', 'gangway'],
    ['|.DR_IMG', 'driver'],
    ['|.ST_IMG', 'stairs'],
    ['|.WR_IMG', 'washroom'],
    ['|.BR', 'break'],
    ['|.DOOR', 'door'],
    ['.DOOR|', 'door'],
    ['ST_IMG|.GY', 'stairs'],
    ['.GY|', 'gangway'],
    ['|.XYZ', 'empty'],
    ['9|NA', 'unavailable'],
    ['|ST', 'empty'],
  ])('reads the cell %j as %s', (cell, kind) => {
    expect(parseCoachLayout({ coach_details: cell, available: '' }).lower[0]?.kind).toBe(kind);
  });

  it('takes the deck from a U/L seat number when the code does not say', () => {
    const layout = parseCoachLayout({ coach_details: 'U5|SL-L5|SL-U6|SLB', available: '' });
    expect(layout.seats.map((seat) => [seat.id, seat.deck])).toEqual([
      ['U5', 'upper'],
      ['L5', 'lower'],
      // an explicit lower-berth code wins over the seat number
      ['U6', 'lower'],
    ]);
  });

  it.each([['UB'], ['WUB'], ['WSU'], ['DUB'], ['SUB']])('puts code %s on the upper deck', (code) => {
    expect(parseCoachLayout({ coach_details: `7|${code}`, available: '' }).seats[0]?.deck).toBe('upper');
  });

  it.each([['LB'], ['WLB'], ['WSL'], ['SL'], ['ST'], ['SS']])('puts code %s on the lower deck', (code) => {
    expect(parseCoachLayout({ coach_details: `7|${code}`, available: '' }).seats[0]?.deck).toBe('lower');
  });

  it.each([['SL'], ['SLB'], ['SUB'], ['DLB'], ['DUB'], ['LB'], ['UB'], ['WUB'], ['WLB']])(
    'reads code %s as a sleeper',
    (code) => {
      const layout = parseCoachLayout({ coach_details: `7|${code}`, available: '' });
      expect([layout.type, layout.seats[0]?.type]).toEqual(['sleeper', 'sleeper']);
    },
  );

  it.each([['ST'], ['SST'], ['SS'], ['WST'], ['WSS']])('reads code %s as a seater', (code) => {
    const layout = parseCoachLayout({ coach_details: `7|${code}`, available: '' });
    expect([layout.type, layout.seats[0]?.type]).toEqual(['2x2', 'regular']);
  });

  it('makes seats in ladies_seats or ladies_booked_seats women seats', () => {
    const layout = parseCoachLayout({
      coach_details: '1|ST-2|ST-3|ST',
      available: '1|650,2|650,3|650',
      ladies_seats: '1',
      ladies_booked_seats: '2',
    });
    expect(layout.seats.map((seat) => [seat.id, seat.type, seat.isWomenSeat])).toEqual([
      ['1', 'women', true],
      ['2', 'women', true],
      ['3', 'regular', false],
    ]);
  });

  it('keeps a women berth a sleeper layout', () => {
    const layout = parseCoachLayout({ coach_details: 'L1|SLB', available: 'L1|900', ladies_seats: 'L1' });
    expect([layout.type, layout.seats[0]?.type]).toEqual(['sleeper', 'women']);
  });

  it('marks seats in a booked-seats list as booked even if available lists them', () => {
    const layout = parseCoachLayout({
      coach_details: '1|ST-2|ST-3|ST',
      available: '1|650,2|650,3|650',
      ladies_booked_seats: '1',
      gents_booked_seats: '2',
    });
    expect(layout.seats.map((seat) => seat.isBooked)).toEqual([true, true, false]);
  });

  it('reads the full sleeper sample: 30 berths, both decks, L13 sold', () => {
    const row = (n: number) =>
      `U${n}|SUB-L${n}|SLB-|.GY-L${n + 1}|DLB-L${n + 2}|DLB-U${n + 1}|DUB-U${n + 2}|DUB,--|.GY`;
    const coach = [1, 4, 7, 10, 13].map(row).join(',');
    const available = `,${Array.from({ length: 15 }, (_, index) => `U${index + 1}|1000.0,L${index + 1}|1000.0`)
      .join(',')
      .replace('L13|1000.0,', '')}`;
    const layout = parseCoachLayout({ coach_details: coach, available, gents_booked_seats: 'L13' });
    expect(layout.seats).toHaveLength(30);
    expect(layout.seats.filter((seat) => seat.isUpper)).toHaveLength(15);
    expect(layout.seats.filter((seat) => seat.isBooked).map((seat) => seat.id)).toEqual(['L13']);
    expect(layout).toMatchObject({ type: 'sleeper', rows: 10, columns: 7, upperDeck: true });
  });

  it('is an empty layout without coach_details', () => {
    const detail = { available: '' } as unknown as Parameters<typeof parseCoachLayout>[0];
    expect(parseCoachLayout(detail)).toEqual({
      type: '2x2',
      rows: 0,
      columns: 0,
      upperDeck: false,
      seats: [],
      lower: [],
      upper: [],
    });
  });
});

describe('parseSeatMap', () => {
  it('draws the coach layout when the schedule sends one', () => {
    const layout = parseSeatMap({ coach_details: 'L1|SLB-L2|SLB', available: 'L1|900' });
    expect(layout.seats.map((seat) => [seat.id, seat.isBooked])).toEqual([
      ['L1', false],
      ['L2', true],
    ]);
    expect(layout).toMatchObject({ type: 'sleeper', rows: 1, columns: 2 });
  });

  it('lays a service without a coach layout out from its seat list, by the seat-list deck rules', () => {
    const layout = parseSeatMap({ coach_details: ' ', available: '1|650,2|650,---,3|700', ladies_seats: '2' });
    expect(layout.seats.map((seat) => [seat.id, seat.deck, seat.fare, seat.type])).toEqual([
      ['1', 'lower', 650, 'regular'],
      ['2', 'lower', 650, 'women'],
      ['3', 'upper', 700, 'regular'],
    ]);
    expect(layout).toMatchObject({ type: '2x2', rows: 1, columns: 4, upperDeck: true });
  });
});
