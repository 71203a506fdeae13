import { describe, expect, it } from 'vitest';
import { busResultSchema, formatDuration } from '@jatra/shared';
import type { AvailabilityRow } from './availability-rows';
import { BASIC_BUS_PLACEHOLDERS, parseAvailabilityTable, toBasicBusResult } from './availability-rows';
import { AVAILABILITIES } from './gds-wire-samples';

// the header as the protocol notes give it, shared with the golden sample
const HEADER = AVAILABILITIES.result[0] as readonly string[];

function row(overrides: Partial<Record<string, unknown>> = {}): unknown[] {
  const values: Record<string, unknown> = {
    route_id: 1169,
    schedule_id: 2026031400017,
    available_seats: 3,
    status: 'New',
    fare: 'ST:650.0',
    updated_at: '2026-03-01 10:00:00 UTC',
    origin_id: 134,
    destination_id: 117,
    travel_id: 21,
    available: ',1|700.0,2|650.0,3|650.0',
    ladies_seats: '1',
    gents_seats: '3',
    available_gst: '1|35.0,2|32.5,3|32.5',
    ...overrides,
  };
  return HEADER.map((name) => values[name]);
}

describe('parseAvailabilityTable', () => {
  it('reads a row by column name', () => {
    expect(parseAvailabilityTable([HEADER, row()])).toEqual({
      rows: [
        {
          routeId: 1169,
          scheduleId: '2026031400017',
          availableSeats: 3,
          status: 'New',
          fareText: 'ST:650.0',
          price: 650,
          updatedAt: '2026-03-01 10:00:00 UTC',
          originId: 134,
          destinationId: 117,
          travelId: 21,
          seats: [
            { seat: '1', fare: 700 },
            { seat: '2', fare: 650 },
            { seat: '3', fare: 650 },
          ],
          ladiesSeats: ['1'],
          gentsSeats: ['3'],
        },
      ],
      droppedRows: 0,
    });
  });

  it('reads by header name, not position, when the header is shuffled', () => {
    // route_id stays first so that the numeric-first-item rule still holds
    const shuffled = ['route_id', ...HEADER.slice(1).reverse()];
    const values = row();
    const reordered = shuffled.map((name) => values[HEADER.indexOf(name)]);
    const parsed = parseAvailabilityTable([shuffled, reordered]);
    expect(parsed.rows[0]).toMatchObject({
      routeId: 1169,
      scheduleId: '2026031400017',
      availableSeats: 3,
      status: 'New',
      travelId: 21,
      originId: 134,
      destinationId: 117,
      price: 650,
      ladiesSeats: ['1'],
      gentsSeats: ['3'],
    });
  });

  it('drops rows shorter than 12 items', () => {
    const short = row().slice(0, 11);
    const parsed = parseAvailabilityTable([HEADER.slice(0, 11), short]);
    expect(parsed).toEqual({ rows: [], droppedRows: 1 });
  });

  it('drops rows whose first item is not numeric', () => {
    const parsed = parseAvailabilityTable([HEADER, row({ route_id: 'abc' }), row({ route_id: null }), row()]);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.droppedRows).toBe(2);
  });

  it('accepts a first item sent as a numeric string', () => {
    expect(parseAvailabilityTable([HEADER, row({ route_id: '1169' })]).rows[0]?.routeId).toBe(1169);
  });

  it('drops non-array rows and rows whose length differs from the header', () => {
    const parsed = parseAvailabilityTable([HEADER, 'text', { route_id: 1 }, [...row(), 'extra'], row().slice(0, 12)]);
    expect(parsed).toEqual({ rows: [], droppedRows: 4 });
  });

  it('drops rows without a schedule id', () => {
    const parsed = parseAvailabilityTable([HEADER, row({ schedule_id: '' }), row({ schedule_id: null })]);
    expect(parsed).toEqual({ rows: [], droppedRows: 2 });
  });

  it('keeps a schedule id sent as a string', () => {
    expect(parseAvailabilityTable([HEADER, row({ schedule_id: ' 2025022311390 ' })]).rows[0]?.scheduleId).toBe(
      '2025022311390',
    );
  });

  it('defaults the available seat count to 0 when it is not a number', () => {
    const parsed = parseAvailabilityTable([
      HEADER,
      row({ available_seats: null }),
      row({ available_seats: 'many' }),
      row({ available_seats: '7' }),
    ]);
    expect(parsed.rows.map((parsedRow) => parsedRow.availableSeats)).toEqual([0, 0, 7]);
  });

  it('tolerates a leading comma in available', () => {
    const parsed = parseAvailabilityTable([HEADER, row({ available: ',U1|1000.0,L1|1000.0' })]);
    expect(parsed.rows[0]?.seats).toEqual([
      { seat: 'U1', fare: 1000 },
      { seat: 'L1', fare: 1000 },
    ]);
  });

  it('prices from the cheapest seat, else the fare text, else 500', () => {
    const parsed = parseAvailabilityTable([
      HEADER,
      row({ available: '1|800.0,2|750.0' }),
      row({ available: '', fare: 'SLB:1000.0,SUB:900.0' }),
      row({ available: '', fare: '' }),
    ]);
    expect(parsed.rows.map((parsedRow) => parsedRow.price)).toEqual([750, 1000, 500]);
  });

  it('reads missing or unreadable city ids as null and a missing travel id as 0', () => {
    const parsed = parseAvailabilityTable([HEADER, row({ origin_id: null, destination_id: 'x', travel_id: '' })]);
    expect(parsed.rows[0]).toMatchObject({ originId: null, destinationId: null, travelId: 0 });
  });

  it.each([[null], [[]], [{}], [[[1, 2, 3]]]])('is empty for %j, which is no table', (result) => {
    expect(parseAvailabilityTable(result)).toEqual({ rows: [], droppedRows: 0 });
  });
});

describe('BASIC_BUS_PLACEHOLDERS', () => {
  it('holds the placeholders a basic bus entry shows', () => {
    expect(BASIC_BUS_PLACEHOLDERS).toEqual({
      operator: 'Bus Operator',
      name: 'Bus Operator',
      service_name: 'Bus Operator',
      departureTime: '08:00',
      arrivalTime: '14:00',
      duration: '6h 0m',
      durationMinutes: 360,
      arrivalDayOffset: 0,
      bus_type: 'AC Seater',
      isAC: true,
      amenities: ['AC', 'WiFi', 'USB Charging'],
      totalSeats: 50,
      cancellable: true,
      boardingPoints: [],
      droppingPoints: [],
      via: '',
      rating: null,
    });
  });

  it('keeps the duration label and minutes in step', () => {
    expect(formatDuration(BASIC_BUS_PLACEHOLDERS.durationMinutes)).toBe(BASIC_BUS_PLACEHOLDERS.duration);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(BASIC_BUS_PLACEHOLDERS)).toBe(true);
    expect(Object.isFrozen(BASIC_BUS_PLACEHOLDERS.amenities)).toBe(true);
  });
});

describe('toBasicBusResult', () => {
  const parsedRow = parseAvailabilityTable([HEADER, row()]).rows[0] as AvailabilityRow;

  it('is a valid bus result', () => {
    expect(() => busResultSchema.parse(toBasicBusResult(parsedRow))).not.toThrow();
  });

  it('uses the placeholders for what the row lacks', () => {
    expect(toBasicBusResult(parsedRow)).toMatchObject({ ...BASIC_BUS_PLACEHOLDERS });
  });

  it.each([
    ['operator', 'Bus Operator'],
    ['name', 'Bus Operator'],
    ['service_name', 'Bus Operator'],
    ['departureTime', '08:00'],
    ['arrivalTime', '14:00'],
    ['duration', '6h 0m'],
    ['durationMinutes', 360],
    ['arrivalDayOffset', 0],
    ['bus_type', 'AC Seater'],
    ['isAC', true],
    ['amenities', ['AC', 'WiFi', 'USB Charging']],
    ['totalSeats', 50],
    ['cancellable', true],
    ['boardingPoints', []],
    ['droppingPoints', []],
    ['via', ''],
    ['rating', null],
  ])('sets %s to %j', (field, value) => {
    expect(toBasicBusResult(parsedRow)[field as keyof ReturnType<typeof toBasicBusResult>]).toEqual(value);
  });

  it('takes ids, status, price, seats and times of update from the row', () => {
    expect(toBasicBusResult(parsedRow)).toMatchObject({
      id: '2026031400017',
      scheduleId: '2026031400017',
      status: 'New',
      price: 650,
      availableSeats: 3,
      travelId: 21,
      routeId: 1169,
      originId: 134,
      destinationId: 117,
      updatedAt: '2026-03-01 10:00:00 UTC',
      ladiesSeats: ['1'],
      gentsSeats: ['3'],
    });
  });

  it('marks every seat of the row available', () => {
    expect(toBasicBusResult(parsedRow).availableSeatNumbers).toEqual(['1', '2', '3']);
  });

  it('shows the New badge only for status New', () => {
    expect(toBasicBusResult(parsedRow).isNew).toBe(true);
    expect(toBasicBusResult({ ...parsedRow, status: 'Update' }).isNew).toBe(false);
  });

  it('uses 0 for city ids the row lacks', () => {
    const result = toBasicBusResult({ ...parsedRow, originId: null, destinationId: null });
    expect([result.originId, result.destinationId]).toEqual([0, 0]);
  });

  it('gives every result its own arrays', () => {
    const first = toBasicBusResult(parsedRow);
    first.amenities.push('Pillow');
    first.ladiesSeats.push('9');
    expect(toBasicBusResult(parsedRow).amenities).toEqual(['AC', 'WiFi', 'USB Charging']);
    expect(parsedRow.ladiesSeats).toEqual(['1']);
  });
});
