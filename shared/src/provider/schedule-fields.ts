const MINUTES_PER_DAY = 24 * 60;
// provider `duration` is HH:MM; hours may pass 24 on long routes
const DURATION = /^(\d{1,3}):([0-5]\d)$/;
const CLOCK_TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** The label our bus cards show: `6h 0m`. */
export function formatDuration(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

/** Read the provider's `HH:MM` duration; null when it is not one. */
export function parseDurationText(hhmm: unknown): { minutes: number; label: string } | null {
  if (typeof hhmm !== 'string') return null;
  const match = DURATION.exec(hhmm.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return { minutes, label: formatDuration(minutes) };
}

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

// Longer phrases come first so that "USB Charging Point" goes as a whole rather than leaving "Point".
const AMENITY_WORDS = new RegExp(
  [
    '(?:usb\\s+|mobile\\s+)?charging(?:\\s+points?)?',
    'usb(?:\\s+ports?)?',
    'wi[\\s-]?fi',
    'water\\s+bottles?',
    'reading\\s+lights?',
    'blankets?',
    'pillows?',
    'entertainment',
    'movies?',
    '(?:led\\s+|personal\\s+)?tvs?',
  ]
    .map((word) => `\\b${word}\\b`)
    .join('|'),
  'gi',
);

/** Spec §5: bus cards' type text hides amenity words ("A/C Sleeper (2+1) WiFi, Charging" → "A/C Sleeper (2+1)"). */
export function busTypeWithoutAmenities(type: string): string {
  return (
    type
      .replace(AMENITY_WORDS, ' ')
      // separators left next to a bracket, then brackets left empty
      .replace(/\(\s*(?:[,+&]\s*)+/g, '(')
      .replace(/(?:\s*[,+&])+\s*\)/g, ')')
      .replace(/\(\s*\)/g, ' ')
      // a run of separators with nothing between them keeps only its first
      .replace(/\s*([,+&])(?:\s*[,+&])+/g, '$1')
      .replace(/\s+,/g, ',')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,+&|/-]+|[\s,+&|/-]+$/g, '')
  );
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

function clockMinutes(time: string): number | null {
  const match = CLOCK_TIME.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whole days between departure and arrival (0 same day, 1 next day). The arrival clock time is exact
 * while the duration may be rounded, so the duration only decides how many midnights lie between them.
 */
export function arrivalDayOffset(dep: string, arr: string, durationMinutes: number): number {
  const departure = clockMinutes(dep);
  const arrival = clockMinutes(arr);
  const hasDuration = Number.isFinite(durationMinutes) && durationMinutes > 0;
  if (departure === null) return hasDuration ? Math.floor(durationMinutes / MINUTES_PER_DAY) : 0;
  if (!hasDuration) return arrival !== null && arrival < departure ? 1 : 0;
  if (arrival === null) return Math.floor((departure + durationMinutes) / MINUTES_PER_DAY);
  return Math.max(0, Math.round((departure + durationMinutes - arrival) / MINUTES_PER_DAY));
}
