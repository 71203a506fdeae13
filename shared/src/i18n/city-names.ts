/**
 * Place names as each script usually writes them. The provider names its cities in English; the cities Jatra
 * serves have their usual spelling here (docs/languages.md), and any other is shown as the provider writes it.
 */
import type { Locale } from './locales';

type Exonyms = Partial<Record<Exclude<Locale, 'en'>, string>>;

const EXONYMS: Readonly<Record<string, Exonyms>> = {
  Guwahati: { as: 'গুৱাহাটী', bn: 'গুয়াহাটি', hi: 'गुवाहाटी' },
  Silchar: { as: 'শিলচৰ', bn: 'শিলচর', hi: 'सिलचर' },
  Jorhat: { as: 'যোৰহাট', bn: 'জোরহাট', hi: 'जोरहाट' },
  Dibrugarh: { as: 'ডিব্ৰুগড়', bn: 'ডিব্রুগড়', hi: 'डिब्रूगढ़' },
  Tezpur: { as: 'তেজপুৰ', bn: 'তেজপুর', hi: 'तेज़पुर' },
};

/** The city's name in `locale`'s script where we know it, else as the provider writes it. */
export function cityName(name: string, locale: Locale): string {
  if (locale === 'en') return name;
  return EXONYMS[name]?.[locale] ?? name;
}
