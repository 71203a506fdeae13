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

/** Bus cards' type text hides amenity words ("A/C Sleeper (2+1) WiFi, Charging" → "A/C Sleeper (2+1)"). */
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
