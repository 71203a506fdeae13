import {
  todayInIndia,
  VENDOR_MESSAGES,
  type VendorDashboard,
  type VendorDeparture,
  type VendorManifest,
} from '@jatra/shared';
import { notFound } from '../http/app-error';
import { vendorJson } from './vendor-json';
import type { DepartureRow, VendorSalesRepository } from './vendor-sales.repository';
import type { VendorRow, VendorsRepository } from './vendors.repository';

function departureJson(row: DepartureRow): VendorDeparture {
  return {
    schedule_id: row.scheduleId,
    travel_date: row.travelDate,
    departure_time: row.departureTime,
    origin: row.origin,
    destination: row.destination,
    bus_name: row.busName,
    bus_type: row.busType,
    seats_sold: row.seatsSold,
    bookings: row.bookings,
    revenue: row.revenue,
    refunded_by_operator: row.refundedByOperator,
  };
}

const seatOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The operator an approved vendor runs, or undefined until an admin links one. */
const operatorOf = (row: VendorRow) =>
  row.status === 'approved' && row.operatorId !== null
    ? { id: row.operatorId, name: row.operatorName ?? `Operator ${row.operatorId}` }
    : undefined;

/** A vendor's own page: its application and, once linked to an operator, that operator's sales on Jatra. */
export function createVendorDashboardService(deps: {
  vendors: Pick<VendorsRepository, 'byUser'>;
  sales: VendorSalesRepository;
  now?: () => Date;
}) {
  const { vendors, sales } = deps;
  const now = deps.now ?? (() => new Date());

  async function vendorOf(userId: string): Promise<VendorRow> {
    const row = await vendors.byUser(userId);
    if (!row) throw notFound(VENDOR_MESSAGES.notFound);
    return row;
  }

  return {
    async dashboard(userId: string): Promise<VendorDashboard> {
      const row = await vendorOf(userId);
      const operator = operatorOf(row);
      if (!operator) return { vendor: vendorJson(row), operator: null, departures: [], bookings: [] };
      const [departures, sold] = await Promise.all([
        sales.departures(operator.id, todayInIndia(now())),
        sales.sales(operator.id),
      ]);
      return {
        vendor: vendorJson(row),
        operator,
        departures: departures.map(departureJson),
        bookings: sold.map((sale) => ({
          pnr_number: sale.pnr,
          status: sale.status,
          schedule_id: sale.scheduleId,
          travel_date: sale.travelDate,
          departure_time: sale.departureTime,
          origin: sale.origin,
          destination: sale.destination,
          seats: sale.seats.map((seat) => seat.seat_number),
          total_amount: sale.totalAmount,
          created_at: sale.createdAt.toISOString(),
        })),
      };
    },

    /** Who travels on one departure of the vendor's operator; any other departure is simply not found. */
    async manifest(userId: string, scheduleId: string): Promise<VendorManifest> {
      const operator = operatorOf(await vendorOf(userId));
      const departure = operator ? await sales.departure(operator.id, scheduleId) : undefined;
      if (!operator || !departure) throw notFound(VENDOR_MESSAGES.departureNotFound);
      const rows = await sales.manifest(operator.id, scheduleId, departure.travelDate);
      const passengers = rows.flatMap((booking) =>
        booking.passengers.map((passenger) => ({
          pnr_number: booking.pnr,
          seat_number: passenger.seat_number,
          name: passenger.name,
          age: passenger.age,
          gender: passenger.gender,
          mobile: passenger.mobile,
          boarding_point: booking.boardingPoint.name,
          boarding_time: booking.boardingPoint.time,
          dropping_point: booking.droppingPoint.name,
        })),
      );
      passengers.sort((a, b) => seatOrder.compare(a.seat_number, b.seat_number));
      return { departure: departureJson(departure), passengers };
    },
  };
}

export type VendorDashboardService = ReturnType<typeof createVendorDashboardService>;
