/** Our defaults for what the provider leaves out. */
export const DEFAULT_PRICE = 500;
export const DEFAULT_TOTAL_SEATS = 50;
export const DEFAULT_AVAILABLE_SEATS = 0;
export const MIN_AVAILABILITY_ROW_LENGTH = 12;

export interface SeatFare {
  seat: string;
  fare: number;
}

export interface SeatFareListOptions {
  /**
   * Keep dashed separator items (`---`, `-`) as seats named with only dashes (fare 0 unless one is given).
   * seatsFromSeatList needs them: seats after a separator belong to the upper deck.
   */
  keepSeparators?: boolean;
  /** Fare for items whose fare is missing or not a number; without it those items are dropped. */
  missingFare?: number;
}

// Fare texts read "SLB:1000.0,SUB:900" or "Rs. 650.50 onwards"; the first number is the price.
const FIRST_NUMBER = /\d+(?:\.\d+)?/;
const SEPARATOR_SEAT = /^-+$/;

/** The price is the first run of digits in the fare text, DEFAULT_PRICE when there is none. */
export function parsePrice(text: unknown): number {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : DEFAULT_PRICE;
  if (typeof text !== 'string') return DEFAULT_PRICE;
  const match = FIRST_NUMBER.exec(text);
  return match ? Number(match[0]) : DEFAULT_PRICE;
}

/** A seat list item made only of dashes marks the break between the lower and the upper deck. */
export function isSeparatorSeat(seat: string): boolean {
  return SEPARATOR_SEAT.test(seat);
}

function splitCsv(csv: unknown): string[] {
  if (typeof csv !== 'string') return [];
  return csv
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

// Number('') is 0, so an empty fare must be caught before converting.
function readFare(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return NaN;
  const fare = Number(trimmed);
  return Number.isFinite(fare) && fare >= 0 ? fare : NaN;
}

/**
 * Parse a `seat|fare` CSV (`available`, docs/gds-wire.md, Seat maps). The provider sometimes sends a leading
 * comma, spaces and empty items; items without a usable fare are dropped unless `missingFare` is given.
 */
export function parseSeatFareList(csv: unknown, options: SeatFareListOptions = {}): SeatFare[] {
  const seats: SeatFare[] = [];
  for (const item of splitCsv(csv)) {
    const [seatPart, farePart] = item.split('|');
    const seat = (seatPart ?? '').trim();
    if (seat === '') continue;
    const fare = readFare(farePart);
    if (isSeparatorSeat(seat)) {
      if (options.keepSeparators) seats.push({ seat, fare: Number.isNaN(fare) ? 0 : fare });
      continue;
    }
    if (!Number.isNaN(fare)) seats.push({ seat, fare });
    else if (options.missingFare !== undefined) seats.push({ seat, fare: options.missingFare });
  }
  return seats;
}

/** Parse a plain seat-number CSV such as `ladies_seats` or `gents_seats`. */
export function parseSeatCsv(csv: unknown): string[] {
  return splitCsv(csv);
}

/** Parse `fare_str` (`"SLB:1000.0,SUB:1000.0"`) into seat class → fare; items without a number are dropped. */
export function parseFareStr(text: unknown): Record<string, number> {
  const entries: [string, number][] = [];
  for (const item of splitCsv(text)) {
    const [codePart, pricePart] = item.split(':');
    const code = (codePart ?? '').trim();
    const price = readFare(pricePart);
    if (code !== '' && !Number.isNaN(price)) entries.push([code, price]);
  }
  // fromEntries defines own properties, so a hostile "__proto__" code cannot reach the prototype
  return Object.fromEntries(entries);
}

/**
 * The cheapest seat fare, else the price in the fallback fare text. A zero fare is read as "no fare sent"
 * so that a bus card never advertises ₹0.
 */
export function cheapestFare(seats: { fare: number }[], fallbackText?: unknown): number {
  const fares = seats.map((seat) => seat.fare).filter((fare) => Number.isFinite(fare) && fare > 0);
  return fares.length > 0 ? Math.min(...fares) : parsePrice(fallbackText);
}
