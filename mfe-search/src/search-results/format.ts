import { formatTime12h } from '@jatra/shared';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** 1050 → '₹1,050', 105000 → '₹1,05,000' (Indian digit grouping, whole rupees). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** '21:30' → '9:30 PM'; a time the provider garbled is shown as sent rather than breaking the card. */
export function displayTime(time: string): string {
  try {
    return formatTime12h(time);
  } catch {
    return time;
  }
}

/** '1 bus', '3 buses' */
export function busCount(count: number): string {
  return `${count} ${count === 1 ? 'bus' : 'buses'}`;
}
