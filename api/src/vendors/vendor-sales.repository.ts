import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { bookings, type BookingRow } from '../commerce';
import type { Database } from '../db/database';

/** Sales are confirmed tickets; cancelled ones are listed too. Tentative, failed and expired holds are not sales. */
const SALE_STATUSES = ['confirmed', 'cancelled'] as const;

/** One departure (schedule and date) of an operator, summed over its confirmed bookings. */
export interface DepartureRow {
  scheduleId: string;
  travelDate: string;
  departureTime: string;
  origin: string;
  destination: string;
  busName: string;
  busType: string;
  seatsSold: number;
  bookings: number;
  revenue: number;
  refundedByOperator: number;
}

export type SaleRow = Pick<
  BookingRow,
  | 'pnr'
  | 'status'
  | 'scheduleId'
  | 'travelDate'
  | 'departureTime'
  | 'origin'
  | 'destination'
  | 'seats'
  | 'totalAmount'
  | 'createdAt'
>;

export type ManifestRow = Pick<BookingRow, 'pnr' | 'passengers' | 'boardingPoint' | 'droppingPoint'>;

const confirmed = sql`${bookings.status} = 'confirmed'`;
const byOperator = sql`${bookings.cancelledBy} = 'operator'`;
/** the bookings a departure is listed by: the index's own condition */
const listed = sql`(${confirmed} or ${byOperator})`;

/** The columns of a departure; the bus's own fields are the same on every booking of it. */
const departureColumns = {
  scheduleId: bookings.scheduleId,
  travelDate: bookings.travelDate,
  departureTime: bookings.departureTime,
  origin: sql<string>`min(${bookings.origin})`,
  destination: sql<string>`min(${bookings.destination})`,
  busName: sql<string>`min(${bookings.busName})`,
  busType: sql<string>`min(${bookings.busType})`,
  // seats still booked: a partial cancellation leaves only those in `seats` and `total_amount`
  seatsSold: sql<number>`coalesce(sum(jsonb_array_length(${bookings.seats})) filter (where ${confirmed}), 0)`.mapWith(
    Number,
  ),
  bookings: sql<number>`count(*) filter (where ${confirmed})`.mapWith(Number),
  revenue: sql<number>`coalesce(sum(${bookings.totalAmount}) filter (where ${confirmed}), 0)`.mapWith(Number),
  refundedByOperator: sql<number>`count(*) filter (where ${byOperator})`.mapWith(Number),
};

/**
 * Read-only view of our bookings for a vendor's dashboard: the sales of one provider operator
 * (`bookings.travel_id`). The bookings module owns and writes the table; nothing here changes it.
 */
export function createVendorSalesRepository(db: Database) {
  return {
    /**
     * Departures with confirmed bookings, or cancelled by the operator: upcoming ones (from `today`) soonest first, then past ones newest
     * first. Each side walks the operator's departures index in its order and stops at `limit` departures, so
     * only the bookings of the departures shown are read, however many the operator has sold.
     */
    async departures(operatorId: number, today: string, limit = 200): Promise<DepartureRow[]> {
      const side = (when: SQL, direction: 'asc' | 'desc', count: number) =>
        db
          .select(departureColumns)
          .from(bookings)
          .where(and(eq(bookings.travelId, operatorId), listed, when))
          .groupBy(bookings.travelDate, bookings.departureTime, bookings.scheduleId)
          .orderBy(
            ...[bookings.travelDate, bookings.departureTime, bookings.scheduleId].map((column) =>
              direction === 'asc' ? asc(column) : desc(column),
            ),
          )
          .limit(count);
      const upcoming = await side(gte(bookings.travelDate, today), 'asc', limit);
      if (upcoming.length === limit) return upcoming;
      return [...upcoming, ...(await side(lt(bookings.travelDate, today), 'desc', limit - upcoming.length))];
    },

    /** The operator's latest sales, newest first. */
    async sales(operatorId: number, limit = 200): Promise<SaleRow[]> {
      return db
        .select({
          pnr: bookings.pnr,
          status: bookings.status,
          scheduleId: bookings.scheduleId,
          travelDate: bookings.travelDate,
          departureTime: bookings.departureTime,
          origin: bookings.origin,
          destination: bookings.destination,
          seats: bookings.seats,
          totalAmount: bookings.totalAmount,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .where(and(eq(bookings.travelId, operatorId), inArray(bookings.status, [...SALE_STATUSES])))
        .orderBy(desc(bookings.createdAt), bookings.pnr)
        .limit(limit);
    },

    /** One departure of the operator that has sales (confirmed or cancelled), or undefined. */
    async departure(operatorId: number, scheduleId: string): Promise<DepartureRow | undefined> {
      const [row] = await db
        .select(departureColumns)
        .from(bookings)
        .where(
          and(
            eq(bookings.travelId, operatorId),
            eq(bookings.scheduleId, scheduleId),
            inArray(bookings.status, [...SALE_STATUSES]),
          ),
        )
        .groupBy(bookings.scheduleId, bookings.travelDate, bookings.departureTime)
        .orderBy(desc(bookings.travelDate))
        .limit(1);
      return row;
    },

    /** The confirmed bookings of one departure of the operator: who travels. */
    async manifest(operatorId: number, scheduleId: string, travelDate: string): Promise<ManifestRow[]> {
      return db
        .select({
          pnr: bookings.pnr,
          passengers: bookings.passengers,
          boardingPoint: bookings.boardingPoint,
          droppingPoint: bookings.droppingPoint,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.travelId, operatorId),
            eq(bookings.scheduleId, scheduleId),
            eq(bookings.travelDate, travelDate),
            eq(bookings.status, 'confirmed'),
          ),
        );
    },
  };
}

export type VendorSalesRepository = ReturnType<typeof createVendorSalesRepository>;
