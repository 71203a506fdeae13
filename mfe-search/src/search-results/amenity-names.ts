import type { SearchMessageId } from '../i18n';

/**
 * The amenities operators commonly list, by the provider's English words (any case, spacing or hyphens), and
 * the message that names each in the page's language. Operators write free text, so an amenity not in this table
 * is shown as the provider wrote it, marked English (docs/languages.md, "Data from the provider").
 */
const AMENITY_MESSAGES: Record<string, SearchMessageId> = {
  blanket: 'amenity.blanket',
  blankets: 'amenity.blanket',
  pillow: 'amenity.pillow',
  waterbottle: 'amenity.waterBottle',
  chargingpoint: 'amenity.chargingPoint',
  mobilecharging: 'amenity.chargingPoint',
  usbcharging: 'amenity.chargingPoint',
  wifi: 'amenity.wifi',
  readinglight: 'amenity.readingLight',
  cctv: 'amenity.cctv',
  trackmybus: 'amenity.trackMyBus',
  movie: 'amenity.movie',
  movies: 'amenity.movie',
  personaltv: 'amenity.personalTv',
  toilet: 'amenity.toilet',
  snacks: 'amenity.snacks',
  firstaidbox: 'amenity.firstAid',
  fireextinguisher: 'amenity.fireExtinguisher',
  emergencycontactnumber: 'amenity.emergencyContact',
};

/** The message naming a provider's amenity text, or null when the table does not know it. */
export function amenityMessageOf(text: string): SearchMessageId | null {
  return AMENITY_MESSAGES[text.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}
