import { randomUUID } from 'node:crypto';
import type { BookingRow, CancellationRow } from '../src/commerce';

/**
 * Rows as the bookings module stores them, for notification tests and previews: a confirmed two-seat ticket
 * Jorhat → Guwahati, and a completed cancellation of one of its seats. Only plain objects; tests insert them.
 */
export function sampleBooking(overrides: Partial<BookingRow> & { userId: string }): BookingRow {
  const at = overrides.confirmedAt ?? new Date('2026-11-20T06:00:00Z');
  const pnr = overrides.pnr ?? `JT${randomUUID().slice(0, 8).toUpperCase()}`;
  return {
    id: randomUUID(),
    pnr,
    operatorPnr: 'OP-4471',
    ticketNumber: `TK-${pnr}`,
    status: 'confirmed',
    paymentStatus: 'completed',
    scheduleId: 'SCH-9001',
    origin: 'Jorhat',
    destination: 'Guwahati',
    originId: 117,
    destinationId: 101,
    travelDate: '2026-11-24',
    departureTime: '21:30',
    departureChangedFrom: null,
    rescheduledFrom: null,
    rescheduleQuote: null,
    rescheduledTo: null,
    locale: 'en',
    arrivalTime: '05:15',
    busName: 'Assam Deluxe Travels',
    busType: 'AC Sleeper (2+1)',
    travelId: 7,
    cancellationPolicy: null,
    clientIp: null,
    contactEmail: 'Asha.Das@Example.com',
    seats: [
      { seat_number: 'U1', fare: 800, deck: 'upper', type: 'sleeper' },
      { seat_number: 'L2', fare: 700, deck: 'lower', type: 'regular' },
    ],
    passengers: [
      {
        seat_number: 'U1',
        name: 'Asha Das',
        age: 34,
        gender: 'female',
        email: 'Asha.Das@Example.com',
        mobile: '9876543210',
      },
      {
        seat_number: 'L2',
        name: 'Bikash Gogoi',
        age: 40,
        gender: 'male',
        email: 'bikash@example.com',
        mobile: '9876500000',
      },
    ],
    boardingPoint: {
      id: 'BP1',
      name: 'ASTC Bus Stand',
      time: '21:15',
      address: 'AT Road, Jorhat',
      landmark: 'Near Gar-Ali',
      contact: '9435000000',
      city: 'Jorhat',
      seq: 1,
    },
    droppingPoint: {
      id: 'DP1',
      name: 'ISBT Guwahati',
      time: '05:15',
      address: 'Betkuchi',
      landmark: '',
      contact: '',
      city: 'Guwahati',
      seq: 9,
    },
    baseAmount: 1500,
    gstAmount: 75,
    totalAmount: 1575,
    holdExpiresAt: new Date(at.getTime() + 10 * 60_000),
    ticket: {},
    failureReason: null,
    confirmAttempts: 1,
    paidOrderId: `${pnr}-P1`,
    confirmClaimedUntil: null,
    createdAt: new Date(at.getTime() - 5 * 60_000),
    updatedAt: at,
    confirmedAt: at,
    cancelledAt: null,
    cancelledBy: null,
    ...overrides,
  };
}

/** Seat L2 (₹700 + 5 % GST = ₹735) cancelled at 10 %: charge ₹73.50, refund ₹661.50. */
export function sampleCancellation(booking: BookingRow, overrides: Partial<CancellationRow> = {}): CancellationRow {
  const at = overrides.completedAt ?? new Date('2026-11-21T06:00:00Z');
  return {
    id: randomUUID(),
    bookingId: booking.id,
    userId: booking.userId,
    pnr: booking.pnr,
    seatNumbers: ['L2'],
    status: 'completed',
    cancelledBy: 'traveller',
    cancelPercent: 10,
    chargePaise: 7350,
    refundPaise: 66150,
    quote: {},
    providerAnswer: {},
    claimedUntil: null,
    createdAt: new Date(at.getTime() - 60_000),
    updatedAt: at,
    completedAt: at,
    ...overrides,
  };
}
