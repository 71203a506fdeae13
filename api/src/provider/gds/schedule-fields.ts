/** Read `amenities`: a JSON-encoded string array (gds.md §2.6), an array, or anything else as none. */
export function parseAmenities(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const TRUE_FLAGS = new Set<unknown>([true, 'true', 1, '1']);
const FALSE_FLAGS = new Set<unknown>([false, 'false', 0, '0']);
const NON_AC = /\bnon[\s-]*a\/?c\b/i;
const AC = /\ba\/?c\b/i;

/** Whether a bus is air-conditioned: the provider's `is_ac_bus` flag when it sent one, else the type text. */
export function isAcBusType(type: string, flag?: unknown): boolean {
  if (TRUE_FLAGS.has(flag)) return true;
  if (FALSE_FLAGS.has(flag)) return false;
  return !NON_AC.test(type) && AC.test(type);
}
