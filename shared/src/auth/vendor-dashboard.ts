import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking/booking-record';
import { vendorSchema } from './vendor';

/** `GET /api/vendor/dashboard`: the vendor's application and, once linked to an operator, its sales. */
export const vendorDepartureSchema = z.object({
  schedule_id: z.string(),
  travel_date: z.string(),
  /** 24-hour HH:mm */
  departure_time: z.string(),
  origin: z.string(),
  destination: z.string(),
  bus_name: z.string(),
  bus_type: z.string(),
  /** seats still booked on confirmed tickets */
  seats_sold: z.number().int(),
  bookings: z.number().int(),
  /** rupees: fares + GST of the seats still booked */
  revenue: z.number(),
  /** bookings the operator's cancellation of the trip refunded in full; when none is left standing, the trip is off */
  refunded_by_operator: z.number().int(),
});
export type VendorDeparture = z.infer<typeof vendorDepartureSchema>;

export const vendorBookingSchema = z.object({
  pnr_number: z.string(),
  status: z.enum(BOOKING_STATUSES),
  schedule_id: z.string(),
  travel_date: z.string(),
  departure_time: z.string(),
  origin: z.string(),
  destination: z.string(),
  seats: z.array(z.string()),
  total_amount: z.number(),
  created_at: z.string(),
});
export type VendorBooking = z.infer<typeof vendorBookingSchema>;

export const vendorDashboardSchema = z.object({
  vendor: vendorSchema,
  /** the provider operator an admin linked at approval; null until then */
  operator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  departures: z.array(vendorDepartureSchema),
  bookings: z.array(vendorBookingSchema),
});
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;
export const vendorDashboardResponseSchema = z.object({ result: vendorDashboardSchema });

/** `GET /api/vendor/manifest/{scheduleId}`: who travels on one departure of the vendor's operator. */
export const vendorManifestSchema = z.object({
  departure: vendorDepartureSchema,
  passengers: z.array(
    z.object({
      pnr_number: z.string(),
      seat_number: z.string(),
      name: z.string(),
      age: z.number().int(),
      gender: z.enum(['male', 'female', 'other']),
      mobile: z.string(),
      boarding_point: z.string(),
      boarding_time: z.string(),
      dropping_point: z.string(),
    }),
  ),
});
export type VendorManifest = z.infer<typeof vendorManifestSchema>;
export const vendorManifestResponseSchema = z.object({ result: vendorManifestSchema });
export const vendorManifestParamsSchema = z.object({
  scheduleId: z.string().regex(/^\d{1,20}$/, 'Unknown departure'),
});

/** `POST /api/admin/vendors/{id}/approve` body: the provider operator the vendor runs. */
export const vendorApprovalSchema = z.object({
  operator_id: z.coerce
    .number({ error: 'Choose the operator this vendor runs' })
    .int()
    .positive('Choose the operator this vendor runs'),
});
