/** Schedule answers shaped as the real API sends them (the seat layouts are in coach-layouts.ts). */
import {
  SITE_CANCELLATION_POLICY,
  type CancellationPolicy,
  type HostApi,
  type ScheduleDetail,
  type SeatLayout,
  type StagePoint,
} from '@jatra/shared';
import { fakeHostApi } from '@jatra/shared/testing';
import { vi } from 'vitest';
import { SLEEPER_COACH } from '@jatra/shared/testing';

const stage = (id: string, name: string, time: string, seq: number): StagePoint => ({
  id,
  name,
  time,
  address: `${name} Road, Jorhat 785001`,
  landmark: `Near ${name} Chariali`,
  contact: '9000001173',
  city: 'Jorhat',
  seq,
});

export const BOARDING_POINTS = [
  stage('1173', 'Baruah Chariali', '18:30', 1),
  stage('1174', 'Chowkidinghee', '18:45', 2),
  stage('1175', 'Gar-Ali', '19:00', 3),
  stage('1176', 'Tarajan', '19:10', 4),
  stage('1177', 'Cinnamara', '19:25', 5),
];
/** An operator's own bands, read by the API from the provider's `cancellation_policies` ('24-48|25,48-720|10'). */
export const OPERATOR_POLICY: CancellationPolicy = {
  source: 'operator',
  bands: [
    { fromHours: 24, toHours: 48, chargePercent: 25 },
    { fromHours: 48, toHours: 720, chargePercent: 10 },
  ],
};

export const DROPPING_POINTS = [stage('1012', 'Paltan Bazaar', '02:40', 1), stage('1013', 'Khanapara', '02:55', 2)];

export function scheduleDetail(
  layout: SeatLayout = SLEEPER_COACH,
  overrides: Partial<ScheduleDetail> = {},
): ScheduleDetail {
  return {
    id: '2026112500013',
    name: 'Jorhat - Guwahati',
    service_name: 'Assam Valley Travels',
    travels_name: 'Assam Valley Travels',
    bus_type: 'A/C Sleeper (2+1)',
    dep_time: '18:30',
    arr_time: '02:40',
    duration: '08:10',
    travel_date: '2026-11-25',
    via: 'Bokakhat, Nagaon',
    origin_id: 117,
    destination_id: 101,
    travel_id: 2178,
    seat_layout: layout,
    boarding_points: BOARDING_POINTS,
    dropping_points: DROPPING_POINTS,
    cancellation_policy: SITE_CANCELLATION_POLICY,
    ...overrides,
  };
}

export function fakeHost(overrides: Partial<HostApi> = {}): HostApi {
  return fakeHostApi({
    user: { id: 'u1', email: 'priya@example.in', phone: '+919812345678', fullName: 'Priya Baruah', role: 'user' },
    getAccessToken: vi.fn(async () => 'token-1'),
    ...overrides,
  });
}

/** The tentative booking answer (booking-record.ts) for PNR `pnr`. */
export function tentativeAnswer(pnr: string) {
  const point = { ...BOARDING_POINTS[0]! };
  return {
    result: { ticket_details: { pnr_number: pnr, operator_pnr: null } },
    booking: {
      id: 'b-1',
      pnr_number: pnr,
      operator_pnr: null,
      ticket_number: null,
      status: 'tentative',
      payment_status: 'pending',
      schedule_id: '2026112500013',
      origin: 'Jorhat',
      destination: 'Guwahati',
      origin_id: 117,
      destination_id: 101,
      travel_date: '2026-11-25',
      departure_time: '18:30',
      arrival_time: '02:40',
      bus_name: 'Assam Valley Travels',
      bus_type: 'A/C Sleeper (2+1)',
      seats: [{ seat_number: 'L1', fare: 1200, deck: 'lower', type: 'sleeper' }],
      passenger_details: [
        {
          seat_number: 'L1',
          name: 'Priya Baruah',
          age: 29,
          gender: 'female',
          email: 'priya@example.in',
          mobile: '9812345678',
        },
      ],
      boarding_point: point,
      dropping_point: { ...DROPPING_POINTS[0]! },
      base_amount: 1200,
      gst_amount: 60,
      total_amount: 1260,
      hold_expires_at: '2026-11-22T10:15:00Z',
      failure_reason: null,
      created_at: '2026-11-22T10:00:00Z',
      confirmed_at: null,
      cancelled_at: null,
      cancelled_by: null,
      departure_changed_from: null,
      departs_at: '2026-11-25T13:00:00Z',
      cancellation_policy: SITE_CANCELLATION_POLICY,
      refund: { amount: 0, status: 'none' },
    },
  };
}
