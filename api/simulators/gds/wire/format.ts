/** The provider's ways of writing numbers, times and dates (docs/gds-wire.md). */

/** GST on bus tickets, which the provider calls service tax */
export const SERVICE_TAX_PERCENT = 5;

const pad = (value: number) => String(value).padStart(2, '0');

/** Money is kept to the paisa. */
export const toPaisa = (amount: number): number => Math.round(amount * 100) / 100;

/** Prices are decimal strings: `600.0`, `31.25`. */
export function priceText(amount: number): string {
  const rounded = toPaisa(amount);
  return Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded);
}

export const gstOn = (fare: number): number => Math.round(fare * SERVICE_TAX_PERCENT) / 100;

/** `HH:MM` on a 24-hour clock; times past midnight wrap to the next day's clock. */
export function clockTime(minutesAfterMidnight: number): string {
  const minutes = ((minutesAfterMidnight % 1440) + 1440) % 1440;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Minutes after midnight of an `HH:MM` clock time. */
export function minutesOfClock(text: string): number {
  const [hours = 0, minutes = 0] = text.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `HH:MM` of a duration. */
export const durationText = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** `DD/MM/YYYY HH:MM` for main_dep_time. */
export function mainDepartureText(travelDate: string, departureMinutes: number): string {
  const [year, month, day] = travelDate.split('-');
  return `${day}/${month}/${year} ${clockTime(departureMinutes)}`;
}

/** `2026-11-21 12:40:16 UTC` */
export const providerTimestamp = (instant: Date): string =>
  `${instant.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** `09:30 PM`: tickets use a 12-hour clock (docs/gds-wire.md). */
export function twelveHourTime(minutesAfterMidnight: number): string {
  const minutes = ((minutesAfterMidnight % 1440) + 1440) % 1440;
  const hours = Math.floor(minutes / 60);
  return `${pad(hours % 12 === 0 ? 12 : hours % 12)}:${pad(minutes % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
}
