import { formatDuration, SITE_CANCELLATION_POLICY, type BusResult } from '@jatra/shared';
import { readProviderTable } from './provider-table';
import type { SeatFare } from './seat-fares';
import {
  cheapestFare,
  DEFAULT_AVAILABLE_SEATS,
  DEFAULT_TOTAL_SEATS,
  MIN_AVAILABILITY_ROW_LENGTH,
  parseSeatCsv,
  parseSeatFareList,
} from './seat-fares';

/** One schedule of `availabilities/{origin}/{destination}/{date}.json` (docs/gds-wire.md), read by column name. */
export interface AvailabilityRow {
  routeId: number;
  scheduleId: string;
  availableSeats: number;
  status: string;
  fareText: string;
  price: number;
  updatedAt: string;
  originId: number | null;
  destinationId: number | null;
  travelId: number;
  seats: SeatFare[];
  ladiesSeats: string[];
  gentsSeats: string[];
}

export interface ParsedAvailabilityTable {
  rows: AvailabilityRow[];
  droppedRows: number;
}

/** Ids and counts arrive as numbers or as numeric strings; anything else is NaN. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

function toInteger(value: unknown): number | null {
  const number = toNumber(value);
  return Number.isSafeInteger(number) ? number : null;
}

function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

// At least 12 items and a numeric first item, checked on the raw row: it is what the provider's row must
// look like before any zipping.
function isAvailabilityRow(row: unknown): boolean {
  return Array.isArray(row) && row.length >= MIN_AVAILABILITY_ROW_LENGTH && !Number.isNaN(toNumber(row[0]));
}

function readRow(row: Record<string, unknown>): AvailabilityRow | null {
  const routeId = toInteger(row.route_id);
  const scheduleId = toText(row.schedule_id);
  // without these two the row names no bookable schedule
  if (routeId === null || scheduleId === '') return null;
  const availableSeats = toInteger(row.available_seats);
  const seats = parseSeatFareList(row.available);
  return {
    routeId,
    scheduleId,
    availableSeats: availableSeats !== null && availableSeats >= 0 ? availableSeats : DEFAULT_AVAILABLE_SEATS,
    status: toText(row.status),
    fareText: toText(row.fare),
    price: cheapestFare(seats, row.fare),
    updatedAt: toText(row.updated_at),
    originId: toInteger(row.origin_id),
    destinationId: toInteger(row.destination_id),
    // 0 rather than dropping the row: the travel id is informative only until booking
    travelId: toInteger(row.travel_id) ?? 0,
    seats,
    ladiesSeats: parseSeatCsv(row.ladies_seats),
    gentsSeats: parseSeatCsv(row.gents_seats),
  };
}

/**
 * Parse an availabilities `result` (a header-row table). Rows are dropped when they are not arrays of at
 * least 12 items with a numeric first item, when their length differs from the header, or when
 * they carry no route id or schedule id.
 */
export function parseAvailabilityTable(result: unknown): ParsedAvailabilityTable {
  if (!Array.isArray(result) || result.length === 0) return { rows: [], droppedRows: 0 };
  const [header, ...data] = result as unknown[];
  const kept = data.filter(isAvailabilityRow);
  const table = readProviderTable([header, ...kept]);
  if (!table) return { rows: [], droppedRows: 0 };
  const rows: AvailabilityRow[] = [];
  let droppedRows = data.length - kept.length + table.droppedRows;
  for (const raw of table.rows) {
    const row = readRow(raw);
    if (row) rows.push(row);
    else droppedRows += 1;
  }
  return { rows, droppedRows };
}

type PlaceholderField =
  | 'operator'
  | 'name'
  | 'service_name'
  | 'departureTime'
  | 'arrivalTime'
  | 'duration'
  | 'durationMinutes'
  | 'arrivalDayOffset'
  | 'bus_type'
  | 'isAC'
  | 'amenities'
  | 'totalSeats'
  | 'cancellable'
  | 'boardingPoints'
  | 'droppingPoints'
  | 'via'
  | 'rating';

type Placeholders = {
  readonly [K in PlaceholderField]: BusResult[K] extends (infer Item)[] ? readonly Item[] : BusResult[K];
};

const PLACEHOLDER_DURATION_MINUTES = 360;

/** What a basic bus entry shows until the schedule detail enriches it. */
export const BASIC_BUS_PLACEHOLDERS: Placeholders = Object.freeze({
  operator: 'Bus Operator',
  name: 'Bus Operator',
  service_name: 'Bus Operator',
  departureTime: '08:00',
  arrivalTime: '14:00',
  duration: formatDuration(PLACEHOLDER_DURATION_MINUTES),
  durationMinutes: PLACEHOLDER_DURATION_MINUTES,
  arrivalDayOffset: 0,
  bus_type: 'AC Seater',
  isAC: true,
  amenities: Object.freeze(['AC', 'WiFi', 'USB Charging']),
  totalSeats: DEFAULT_TOTAL_SEATS,
  cancellable: true,
  boardingPoints: Object.freeze([]),
  droppingPoints: Object.freeze([]),
  via: '',
  rating: null,
});

/** The basic bus entry for an availability row: provider values where it has them, placeholders elsewhere. */
export function toBasicBusResult(row: AvailabilityRow): BusResult {
  const placeholders = BASIC_BUS_PLACEHOLDERS;
  return {
    ...placeholders,
    // fresh arrays, so that enriching one entry cannot change the shared placeholders
    amenities: [...placeholders.amenities],
    boardingPoints: [],
    droppingPoints: [],
    id: row.scheduleId,
    scheduleId: row.scheduleId,
    status: row.status,
    isNew: row.status === 'New',
    price: row.price,
    availableSeats: row.availableSeats,
    travelId: row.travelId,
    routeId: row.routeId,
    // BusResult requires ids; 0 means "not sent" and the caller knows the searched cities anyway
    originId: row.originId ?? 0,
    destinationId: row.destinationId ?? 0,
    updatedAt: row.updatedAt,
    ladiesSeats: [...row.ladiesSeats],
    gentsSeats: [...row.gentsSeats],
    // Seats are always marked available in the conversion from availability rows
    availableSeatNumbers: row.seats.map((seat) => seat.seat),
    // the site's table until the schedule or its operator says otherwise
    cancellationPolicy: SITE_CANCELLATION_POLICY,
  };
}
