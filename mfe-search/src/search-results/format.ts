// the ₹ and time formats every remote shares
export { displayTime, formatRupees } from '@jatra/shared';

/** '1 bus', '3 buses' */
export function busCount(count: number): string {
  return `${count} ${count === 1 ? 'bus' : 'buses'}`;
}
