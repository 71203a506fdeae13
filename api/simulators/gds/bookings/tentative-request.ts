/**
 * The body of `tentative_booking/{schedule_id}.json` as the provider accepts it (docs/gds-wire.md, Bookings).
 * Clients send numbers and booleans as strings (`"no_of_seats":"2"`, `"is_primary":"true"`) or as
 * JSON values; both are read. `drop_of` is the usual spelling, `drop_off` is accepted too.
 */
import { z } from 'zod';

/** The provider's own checks of a passenger and a contact (none seen of the real one): an Indian 10-digit mobile, an age in years. */
const MOBILE_NUMBER = /^\d{10}$/;
const AGE = { min: 1, max: 120 } as const;

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(max));
const requiredText = (max: number) => text(max).pipe(z.string().min(1));
const integer = z
  .union([
    z
      .string()
      .trim()
      .regex(/^-?\d+$/),
    z.number().int(),
  ])
  .transform(Number);
const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((value) => value === true || value === 'true');

const seatDetailSchema = z.object({
  seat_number: requiredText(10),
  /** kept as sent, so that a mismatch can quote it; compared as a number */
  fare: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/),
      z.number().nonnegative(),
    ])
    .transform(String),
  title: text(10).default(''),
  name: requiredText(80),
  age: integer.pipe(z.number().min(AGE.min).max(AGE.max)),
  sex: z.enum(['M', 'F', 'O']),
  is_primary: flag.default(false),
  id_card_type: text(20).optional(),
  id_card_number: text(40).optional(),
  id_card_issued_by: text(80).optional(),
});

export const tentativeBodySchema = z
  .object({
    book_ticket: z.object({
      seat_details: z.object({ seat_detail: z.array(seatDetailSchema).min(1) }),
      contact_detail: z.object({
        mobile_number: text(20).pipe(z.string().regex(MOBILE_NUMBER, 'must be 10 digits')),
        emergency_name: text(80).default(''),
        email: text(254).default(''),
      }),
    }),
    origin_id: integer,
    destination_id: integer,
    boarding_at: integer,
    drop_of: integer.optional(),
    drop_off: integer.optional(),
    no_of_seats: integer,
    travel_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  })
  .refine((body) => body.drop_of !== undefined || body.drop_off !== undefined, {
    message: 'drop_of is required',
    path: ['drop_of'],
  })
  .transform(({ book_ticket, drop_of, drop_off, ...rest }) => ({
    ...rest,
    dropOffStageId: (drop_of ?? drop_off) as number,
    seats: book_ticket.seat_details.seat_detail,
    contact: {
      mobileNumber: book_ticket.contact_detail.mobile_number,
      emergencyName: book_ticket.contact_detail.emergency_name,
      email: book_ticket.contact_detail.email,
    },
  }));

export type TentativeRequest = z.output<typeof tentativeBodySchema>;
export type RequestedSeat = TentativeRequest['seats'][number];

/** The first problem, as `path: message`, for the 400 envelope. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid body';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}
