/**
 * Bus operators ("travels") of the simulated provider. Names are of the kind seen at Guwahati's
 * ISBT; ids, ratings and policies are invented.
 */
import { BUS_TYPE_IDS as T } from './bus-types';

/** Where an operator runs: a corridor of the North East. */
export type Region = 'central' | 'upper' | 'north' | 'lower' | 'barak' | 'hills';

export interface Operator {
  id: number;
  name: string;
  /** prefix of its service numbers */
  code: string;
  regions: readonly Region[];
  /** bus type ids of its fleet */
  fleet: readonly number[];
  rating: number;
  /** `fromHours-toHours|chargePercent`, hours before departure (docs/gds-wire.md, Reference lists) */
  cancellationPolicies: string;
  reschedulePolicies: string;
  /**
   * advertised as `cancellation_time`: the end of its first, full-charge band. The provider itself
   * refuses only within its own cutoff (bookings/cancellation.ts); in between, the fare is kept, the tax refunded.
   */
  cancellationCutoffHours: number;
  convenienceChargePercent: number;
  maxLadiesSeatCount: string | null;
  /** state transport sells at list fares; private operators add a premium */
  stateTransport: boolean;
  createdAt: string;
}

const ALL: readonly Region[] = ['central', 'upper', 'north', 'lower', 'barak', 'hills'];

export const OPERATORS: readonly Operator[] = [
  {
    id: 2101,
    name: 'Network Travels',
    code: 'NT',
    regions: ALL,
    fleet: [T.acSleeper, T.volvoSemiSleeper, T.acSeater, T.seaterSleeper],
    rating: 4.5,
    cancellationPolicies: '0-2|100,2-12|25,12-24|10,24-720|0',
    reschedulePolicies: '0-12|NO_RESCHEDULE,12-720|10',
    cancellationCutoffHours: 2,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: '6',
    stateTransport: false,
    createdAt: '2017-03-14 06:12:40 UTC',
  },
  {
    id: 2114,
    name: 'Green Valley Travels',
    code: 'GV',
    regions: ['central', 'upper', 'north'],
    fleet: [T.acSleeper, T.volvoSemiSleeper, T.acSeater],
    rating: 4.3,
    cancellationPolicies: '0-6|100,6-24|50,24-48|25,48-720|10',
    reschedulePolicies: '0-24|NO_RESCHEDULE,24-720|15',
    cancellationCutoffHours: 6,
    convenienceChargePercent: 2.5,
    maxLadiesSeatCount: '4',
    stateTransport: false,
    createdAt: '2018-07-02 11:45:09 UTC',
  },
  {
    id: 2127,
    name: 'Shyamoli Paribahan',
    code: 'SP',
    regions: ['central', 'lower', 'barak'],
    fleet: [T.benzSleeper, T.acSeater, T.nonAcSeater],
    rating: 4.1,
    cancellationPolicies: '0-4|100,4-24|50,24-720|15',
    reschedulePolicies: '0-720|NO_RESCHEDULE',
    cancellationCutoffHours: 4,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: null,
    stateTransport: false,
    createdAt: '2016-11-21 09:30:00 UTC',
  },
  {
    id: 2135,
    name: 'Royal Travels',
    code: 'RT',
    regions: ['central', 'upper', 'hills'],
    fleet: [T.volvoSemiSleeper, T.acSeater, T.acSleeper],
    rating: 4.0,
    cancellationPolicies: '0-3|100,3-12|40,12-24|20,24-720|5',
    reschedulePolicies: '0-12|NO_RESCHEDULE,12-720|10',
    cancellationCutoffHours: 3,
    convenienceChargePercent: 2,
    maxLadiesSeatCount: '4',
    stateTransport: false,
    createdAt: '2019-01-08 13:02:51 UTC',
  },
  {
    id: 2142,
    name: 'ASTC (Assam State Transport Corporation)',
    code: 'ASTC',
    regions: ALL,
    fleet: [T.nonAcSeater, T.acSeater],
    rating: 3.6,
    cancellationPolicies: '0-2|100,2-12|50,12-24|25,24-720|10',
    reschedulePolicies: '0-720|NO_RESCHEDULE',
    cancellationCutoffHours: 2,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: '8',
    stateTransport: true,
    createdAt: '2016-04-01 04:30:00 UTC',
  },
  {
    id: 2156,
    name: 'Blue Hill Travels',
    code: 'BH',
    regions: ['central', 'upper', 'north', 'hills'],
    fleet: [T.nonAcSeater, T.acSeater, T.seaterSleeper],
    rating: 3.9,
    cancellationPolicies: '0-6|100,6-24|30,24-720|10',
    reschedulePolicies: '0-24|NO_RESCHEDULE,24-720|10',
    cancellationCutoffHours: 6,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: null,
    stateTransport: false,
    createdAt: '2017-09-19 08:15:33 UTC',
  },
  {
    id: 2163,
    name: 'Purbanchal Travels',
    code: 'PB',
    regions: ['central', 'barak', 'hills'],
    fleet: [T.acSeater, T.seaterSleeper, T.nonAcSeater],
    rating: 3.8,
    cancellationPolicies: '0-4|100,4-24|25,24-720|10',
    reschedulePolicies: '0-720|NO_RESCHEDULE',
    cancellationCutoffHours: 4,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: '4',
    stateTransport: false,
    createdAt: '2018-02-27 10:40:12 UTC',
  },
  {
    id: 2178,
    name: 'Assam Valley Travels',
    code: 'AV',
    regions: ['central', 'upper', 'north'],
    fleet: [T.acSleeper, T.seaterSleeper, T.nonAcSeater],
    rating: 4.2,
    cancellationPolicies: '0-2|100,2-12|25,12-24|10,24-720|0',
    reschedulePolicies: '0-12|NO_RESCHEDULE,12-720|10',
    cancellationCutoffHours: 2,
    convenienceChargePercent: 1.5,
    maxLadiesSeatCount: '6',
    stateTransport: false,
    createdAt: '2019-06-11 07:55:46 UTC',
  },
  {
    id: 2184,
    name: 'Tripura Express',
    code: 'TE',
    regions: ['central', 'barak'],
    fleet: [T.seaterSleeper, T.nonAcSeater],
    rating: 3.7,
    cancellationPolicies: '0-12|100,12-48|50,48-720|20',
    reschedulePolicies: '0-720|NO_RESCHEDULE',
    cancellationCutoffHours: 12,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: null,
    stateTransport: false,
    createdAt: '2020-01-15 05:20:18 UTC',
  },
  {
    id: 2191,
    name: 'Deep Travels',
    code: 'DT',
    regions: ['central', 'lower', 'north'],
    fleet: [T.nonAcSeater, T.acSeater],
    rating: 3.4,
    cancellationPolicies: '0-2|100,2-24|25,24-720|10',
    reschedulePolicies: '0-720|NO_RESCHEDULE',
    cancellationCutoffHours: 2,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: null,
    stateTransport: false,
    createdAt: '2019-10-03 12:10:05 UTC',
  },
  {
    id: 2205,
    name: 'Rhino Travels',
    code: 'RH',
    regions: ['central', 'upper', 'north'],
    fleet: [T.benzSleeper, T.acSeater, T.nonAcSeater],
    rating: 4.4,
    cancellationPolicies: '0-2|100,2-12|30,12-24|15,24-720|5',
    reschedulePolicies: '0-12|NO_RESCHEDULE,12-720|10',
    cancellationCutoffHours: 2,
    convenienceChargePercent: 2.5,
    maxLadiesSeatCount: '6',
    stateTransport: false,
    createdAt: '2021-03-22 09:05:27 UTC',
  },
  {
    id: 2217,
    name: 'Barak Valley Express',
    code: 'BV',
    regions: ['central', 'barak', 'hills'],
    fleet: [T.acSleeper, T.seaterSleeper, T.acSeater],
    rating: 4.1,
    cancellationPolicies: '0-6|100,6-24|40,24-720|10',
    reschedulePolicies: '0-24|NO_RESCHEDULE,24-720|15',
    cancellationCutoffHours: 6,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: '4',
    stateTransport: false,
    createdAt: '2018-12-05 14:48:39 UTC',
  },
  {
    id: 2226,
    name: 'Capital Travels',
    code: 'CT',
    regions: ['central', 'hills', 'barak'],
    fleet: [T.acSeater, T.nonAcSeater, T.volvoSemiSleeper],
    rating: 4.6,
    cancellationPolicies: '0-3|100,3-24|20,24-720|0',
    reschedulePolicies: '0-6|NO_RESCHEDULE,6-720|5',
    cancellationCutoffHours: 3,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: '4',
    stateTransport: false,
    createdAt: '2020-08-17 03:33:14 UTC',
  },
  {
    id: 2234,
    name: 'MTC (Meghalaya Transport Corporation)',
    code: 'MTC',
    regions: ['central', 'hills', 'lower'],
    fleet: [T.nonAcSeater, T.acSeater],
    rating: 3.5,
    cancellationPolicies: '0-2|100,2-24|25,24-96|10,96-720|0',
    reschedulePolicies: '0-720|NO_RESCHEDULE',
    cancellationCutoffHours: 2,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: '6',
    stateTransport: true,
    createdAt: '2016-06-30 06:00:00 UTC',
  },
  {
    id: 2243,
    name: 'Siang Travels',
    code: 'SG',
    regions: ['central', 'north', 'upper'],
    fleet: [T.seaterSleeper, T.acSeater, T.nonAcSeater],
    rating: 4.0,
    cancellationPolicies: '0-4|100,4-24|25,24-720|10',
    reschedulePolicies: '0-720|NO_RESCHEDULE',
    cancellationCutoffHours: 4,
    convenienceChargePercent: 0,
    maxLadiesSeatCount: null,
    stateTransport: false,
    createdAt: '2021-11-09 10:27:58 UTC',
  },
];

export function operatorById(id: number): Operator | undefined {
  return OPERATORS.find((operator) => operator.id === id);
}
