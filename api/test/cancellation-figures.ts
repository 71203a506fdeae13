import type { BookingRecord, CancellationPolicy } from '@jatra/shared';

/** The percent a policy charges this many hours before departure, read off its bands by hand. */
export function expectedPercent(policy: CancellationPolicy, hours: number): number | null {
  if (hours <= 2) return null;
  for (const band of policy.bands) {
    if (hours > band.fromHours && (band.toHours === null || hours <= band.toHours)) return band.chargePercent;
  }
  const last = policy.bands.reduce((a, b) => ((a.toHours ?? Infinity) >= (b.toHours ?? Infinity) ? a : b));
  return last.chargePercent;
}

/** What was paid for some seats of a booking: fares plus their GST shares (whole rupees, adding up to the GST paid). */
export function paidFor(booking: BookingRecord, seatNumbers: string[]) {
  const base = booking.seats.reduce((sum, seat) => sum + seat.fare, 0);
  const exact = booking.seats.map((seat) => (booking.gst_amount * seat.fare) / base);
  const shares = exact.map(Math.floor);
  let left = booking.gst_amount - shares.reduce((a, b) => a + b, 0);
  [...exact.keys()]
    .sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)))
    .forEach((index) => {
      if (left-- > 0) shares[index]! += 1;
    });
  return booking.seats.reduce(
    (sum, seat, index) => (seatNumbers.includes(seat.seat_number) ? sum + seat.fare + shares[index]! : sum),
    0,
  );
}
