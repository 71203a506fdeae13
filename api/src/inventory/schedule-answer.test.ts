import { scheduleDetailResponseSchema } from '@jatra/shared';
import { describe, expect, it } from 'vitest';
import { parseCoachLayout } from '../provider/gds/coach-layout';

// a real sleeper coach from the GDS simulator: both decks interleaved in one grid (docs/gds-wire.md, Seat maps)
const SLEEPER_COACH =
  '------DR_IMG|.GY,U1|SUB-L1|SLB-|.GY-L2|DLB-L3|DLB-U2|DUB-U3|DUB,U4|SUB-L4|SLB-|.GY-L5|DLB-L6|DLB-U5|DUB-U6|DUB';

const stage = {
  id: '1173',
  time: '18:30',
  address: 'MG Road, Baruah Chariali, Jorhat 785001',
  landmark: 'Opp. Jorhat Medical College Road',
  contact: '9000001173',
  name: 'Baruah Chariali',
  city: '',
  seq: 1,
};

function answer(overrides: Record<string, unknown> = {}) {
  return {
    result: {
      id: '2026112500013',
      name: 'Jorhat - Guwahati',
      service_name: 'Assam Valley Travels',
      travels_name: 'Assam Valley Travels',
      bus_type: 'A/C Sleeper (2+1)',
      dep_time: '18:30',
      arr_time: '02:40',
      duration: '08:10',
      travel_date: '2026-11-25',
      origin_id: 117,
      destination_id: 101,
      travel_id: 2178,
      cost: 'SLB:1200.0',
      bus_layout: { coach_details: SLEEPER_COACH },
      seat_layout: parseCoachLayout({
        coach_details: SLEEPER_COACH,
        available: 'L1|1200.0,U4|1120.0',
        ladies_seats: 'L1',
        gents_booked_seats: 'U2',
      }),
      boarding_points: [stage],
      dropping_points: [{ ...stage, id: '1012', name: 'Paltan Bazaar', seq: 2 }],
      cancellation_policy: { source: 'operator', bands: [{ fromHours: 0, toHours: 720, chargePercent: 30 }] },
      ...overrides,
    },
  };
}

describe('scheduleDetailResponseSchema', () => {
  it('reads the API answer with its parsed seat layout and stages, keeping provider fields', () => {
    const parsed = scheduleDetailResponseSchema.parse(answer());
    expect(parsed.result.travels_name).toBe('Assam Valley Travels');
    expect(parsed.result.seat_layout.upperDeck).toBe(true);
    expect(parsed.result.seat_layout.lower.find((cell) => cell.kind === 'driver')).toEqual({
      kind: 'driver',
      row: 0,
      column: 6,
    });
    expect(parsed.result.seat_layout.seats.find((seat) => seat.id === 'L1')).toMatchObject({
      fare: 1200,
      isWomenSeat: true,
      isBooked: false,
    });
    expect(parsed.result.boarding_points[0]?.name).toBe('Baruah Chariali');
    expect(parsed.result).toHaveProperty('cost', 'SLB:1200.0');
  });

  it('shows missing or null provider texts as empty rather than failing', () => {
    const parsed = scheduleDetailResponseSchema.parse(answer({ travels_name: null, via: undefined, travel_id: null }));
    expect(parsed.result.travels_name).toBe('');
    expect(parsed.result.via).toBe('');
    expect(parsed.result.travel_id).toBeNull();
  });

  it('refuses an answer without a usable seat layout', () => {
    const broken = answer();
    broken.result.seat_layout.lower.push({ kind: 'spaceship', row: 0, column: 0 } as never);
    expect(scheduleDetailResponseSchema.safeParse(broken).success).toBe(false);
    expect(scheduleDetailResponseSchema.safeParse(answer({ seat_layout: undefined })).success).toBe(false);
    expect(scheduleDetailResponseSchema.safeParse(answer({ boarding_points: 'x' })).success).toBe(false);
  });
});
