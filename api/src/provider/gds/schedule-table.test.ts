import { describe, expect, it } from 'vitest';
import { SCHEDULES } from './gds-wire-samples';
import { parseAdminSchedules, parseRouteScheduleSummaries } from './schedule-table';

describe('parseAdminSchedules', () => {
  it('reads the columns it needs by name and keeps a row without seats counts', () => {
    const [schedule] = parseAdminSchedules([
      [
        'id',
        'operator_service_name',
        'name',
        'bus_type',
        'dep_time',
        'arr_time',
        'duration',
        'fare_str',
        'status',
        'is_cancellable',
      ],
      [
        2026031400017,
        'Example Travels',
        'Night Rider',
        'A/C Sleeper (2+1)',
        '21:30',
        '05:15',
        '07:45',
        'SL:1000.0,ST:650',
        'Update',
        'true',
      ],
    ]);
    expect(schedule).toEqual({
      schedule_id: '2026031400017',
      operator: 'Example Travels',
      service_name: 'Night Rider',
      bus_type: 'A/C Sleeper (2+1)',
      is_ac: true,
      departure: '21:30',
      arrival: '05:15',
      duration: '7h 45m',
      fares: [
        { seat_type: 'SL', price: 1000 },
        { seat_type: 'ST', price: 650 },
      ],
      available_seats: 0,
      total_seats: null,
      status: 'Update',
      is_cancellable: true,
    });
  });
});

describe('parseRouteScheduleSummaries', () => {
  it("reads the notes' sample by column name, stages named from stage_names", () => {
    const summaries = parseRouteScheduleSummaries(SCHEDULES);
    expect([...summaries.keys()]).toEqual(['2026031400017']);
    expect(summaries.get('2026031400017')).toMatchObject({
      operatorName: 'Example Travels',
      busType: '2+2, Seater, AC',
      isAc: true,
      departureTime: '21:30',
      arrivalTime: null,
      duration: null,
      cancellable: null,
      boardingPoints: [expect.objectContaining({ id: '3101', name: 'Central Stand', time: '21:30', seq: 1 })],
      droppingPoints: [],
    });
  });

  it('leaves out a row without its id, and reads an answer without a table as none', () => {
    const [header, row] = SCHEDULES.result;
    const withoutId = [...row!];
    withoutId[0] = '';
    expect(parseRouteScheduleSummaries({ result: [header, withoutId] }).size).toBe(0);
    expect(parseRouteScheduleSummaries({ result: null }).size).toBe(0);
  });
});
