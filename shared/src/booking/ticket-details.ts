import { z } from 'zod';
import { cancellationPolicySchema } from '../pricing/cancellation-policy';
import { BOOKING_STATUSES, CANCELLED_BY, PAYMENT_STATUSES } from './booking-record';

export const REFUND_STATUSES = ['none', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** One cancellation of some seats of a booking. */
export const cancellationRecordSchema = z.object({
  id: z.string(),
  seat_numbers: z.array(z.string()),
  cancel_percent: z.number(),
  cancellation_charges: z.number(),
  refund_amount: z.number(),
  cancellation_status: z.enum(['completed']),
  /** the traveller's cancellation, or the operator's (a full refund, no charge) */
  cancelled_by: z.enum(CANCELLED_BY),
  refund_status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
});
export type CancellationRecord = z.infer<typeof cancellationRecordSchema>;

const passengerSchema = z.object({
  title: z.string(),
  name: z.string(),
  seat_no: z.string(),
  age: z.number(),
  /** M, F or another code (Other) */
  gender: z.string(),
  mobile: z.string(),
  email: z.string().optional(),
});

const seatFareSchema = z.object({
  seat_detail: z.object({
    seat_number: z.string(),
    fare: z.number(),
    service_tax: z.number(),
    convenience_charge: z.number(),
    discount: z.number(),
    additional_fare: z.number(),
    /** 'Confirmed' or 'Cancelled' */
    status: z.string(),
  }),
});

/**
 * One ticket of `GET /api/booking_details.json`: the provider's
 * ticket details joined with our record of it (policy, payment, refunds). Amounts in rupees.
 */
export const ticketDetailsSchema = z.object({
  pnr_number: z.string(),
  ticket_number: z.string(),
  /** 'Confirmed', 'Cancelled' … as the ticket is now */
  ticket_status: z.string(),
  /** our booking's status, for the badge and the actions */
  status: z.enum(BOOKING_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** what the seats still booked cost, fare + GST */
  total_fare: z.number(),
  origin: z.string(),
  destination: z.string(),
  /** yyyy-MM-dd */
  travel_date: z.string(),
  /** 24-hour HH:mm */
  dep_time: z.string(),
  arr_time: z.string(),
  /** the instant the bus leaves (ISO) */
  departs_at: z.string(),
  duration: z.string(),
  travels: z.string(),
  bus_type: z.string(),
  service_number: z.string(),
  operator_pnr: z.string(),
  travel_operator_pnr: z.string(),
  /** seats still booked */
  no_of_seats: z.number(),
  seat_numbers: z.string(),
  cancelled_seat_numbers: z.string(),
  service_tax_percent: z.number(),
  convenience_charge_percent: z.number(),
  travel_id: z.number().nullable(),
  /** what the boarding QR code encodes: the PNR and the seats still valid; null once no seat is */
  qr_code: z.string().nullable(),
  boarding_point_details: z.object({
    name: z.string(),
    landmark: z.string(),
    boarding_stage_address: z.string(),
    /** 24-hour HH:mm */
    dep_time: z.string(),
    contact_numbers: z.string(),
  }),
  drop_off_details: z.object({
    name: z.string(),
    drop_off_address: z.string(),
    /** 24-hour HH:mm */
    arrival_time: z.string(),
    contact_numbers: z.string(),
  }),
  passenger_details: z.array(passengerSchema),
  seat_fare_details: z.array(seatFareSchema),
  cancellation_policy: cancellationPolicySchema,
  payment: z.object({
    amount_paid: z.number(),
    transaction_id: z.string().nullable(),
    paid_at: z.string().nullable(),
  }),
  cancellations: z.array(cancellationRecordSchema),
  /** where the e-ticket and the notices are e-mailed; absent from an API older than this field */
  contact_email: z.string().nullable().optional(),
  /** the m-ticket's mobile, masked (`98xxxxxx10`), once the SMS gateway took it */
  m_ticket_sent_to: z.string().nullable().optional(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** who cancelled the whole booking; null while any seat stands */
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  /** `HH:MM` the ticket was sold with, when the operator moved the departure since (`dep_time` is the new one) */
  departure_changed_from: z.string().nullable(),
  /** the PNR this ticket replaced by a date change, and the one that replaced it */
  rescheduled_from: z.string().nullable(),
  rescheduled_to: z.string().nullable(),
});
export type TicketDetails = z.infer<typeof ticketDetailsSchema>;

export const bookingDetailsResponseSchema = z.object({
  result: z.object({ ticket_details: z.array(ticketDetailsSchema).length(1) }),
});
