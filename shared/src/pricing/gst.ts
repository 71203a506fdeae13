/** The GST a traveller pays on the fares. */
export const GST_PERCENT = 5;

/**
 * The GST on a booking's fares, in whole rupees: 5% of their sum, rounded once to the rupee (half up). It is
 * never rounded per seat: a seat's share of it is a part of this figure (`paidSeats`), so the shares always add
 * up to what was paid.
 */
export const gstOn = (fares: number): number => Math.round((fares * GST_PERCENT) / 100);

/**
 * The amounts of a booking from the sum of its seat fares: its GST, the payable total (fares plus GST), and the
 * total in paise as the gateway is asked for it.
 */
export function paymentAmounts(baseAmount: number): { base: number; gst: number; total: number; paise: number } {
  const gst = gstOn(baseAmount);
  const total = baseAmount + gst;
  return { base: baseAmount, gst, total, paise: total * 100 };
}
