/** Read `amenities`: a JSON-encoded string array (docs/gds-wire.md, Schedules), an array, or anything else as none. */
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

/** A provider flag (`is_ac_bus`, `can_cancel`), sent as a boolean, a number or a string; null when it says neither. */
export function readFlag(value: unknown): boolean | null {
  if (TRUE_FLAGS.has(value)) return true;
  return FALSE_FLAGS.has(value) ? false : null;
}

/** Whether a bus is air-conditioned: the provider's `is_ac_bus` flag when it sent one, else the type text. */
export function isAcBusType(type: string, flag?: unknown): boolean {
  return readFlag(flag) ?? (!NON_AC.test(type) && AC.test(type));
}

const CLOCK = /^\d{1,2}:\d{2}$/;

/** `dep_time` / `arr_time` as `HH:MM`, zero-padded; null when not a clock time. */
export const clockTime = (value: unknown) => (CLOCK.test(String(value)) ? String(value).padStart(5, '0') : null);
