/**
 * Place names as each script usually writes them. The provider names its cities in English; the cities Jatra
 * serves have their usual spelling here (docs/languages.md), and any other is shown as the provider writes it.
 */
import type { Locale } from './locales';

type Exonyms = Partial<Record<Exclude<Locale, 'en'>, string>>;

// prettier-ignore
const EXONYMS: Readonly<Record<string, Exonyms>> = {
  Abhayapuri: { as: 'অভয়াপুৰী', bn: 'অভয়াপুরী', hi: 'अभयापुरी' },
  Agartala: { as: 'আগৰতলা', bn: 'আগরতলা', hi: 'अगरतला' },
  Aizawl: { as: 'আইজল', bn: 'আইজল', hi: 'आइज़ोल' },
  Alipurduar: { as: 'আলিপুৰদুৱাৰ', bn: 'আলিপুরদুয়ার', hi: 'अलीपुरद्वार' },
  Badarpur: { as: 'বদৰপুৰ', bn: 'বদরপুর', hi: 'बदरपुर' },
  Barpeta: { as: 'বৰপেটা', bn: 'বরপেটা', hi: 'बरपेटा' },
  Bihpuria: { as: 'বিহপুৰীয়া', bn: 'বিহপুরিয়া', hi: 'बिहपुरिया' },
  Bijni: { as: 'বিজনী', bn: 'বিজনি', hi: 'बिजनी' },
  Bilasipara: { as: 'বিলাসীপাৰা', bn: 'বিলাসীপাড়া', hi: 'बिलासीपारा' },
  'Biswanath Chariali': { as: 'বিশ্বনাথ চাৰিআলি', bn: 'বিশ্বনাথ চারিআলি', hi: 'बिश्वनाथ चारिआली' },
  Bokakhat: { as: 'বোকাখাত', bn: 'বোকাখাত', hi: 'बोकाखात' },
  Bomdila: { as: 'বমডিলা', bn: 'বমডিলা', hi: 'बोमडिला' },
  Bongaigaon: { as: 'বঙাইগাঁও', bn: 'বঙাইগাঁও', hi: 'बोंगाईगांव' },
  'Cooch Behar': { as: 'কোচবিহাৰ', bn: 'কোচবিহার', hi: 'कूचबिहार' },
  Dergaon: { as: 'দেৰগাঁও', bn: 'দেরগাঁও', hi: 'डेरगांव' },
  Dharmanagar: { as: 'ধৰ্মনগৰ', bn: 'ধর্মনগর', hi: 'धर्मनगर' },
  Dhekiajuli: { as: 'ঢেকীয়াজুলি', bn: 'ঢেকিয়াজুলি', hi: 'ढेकियाजुली' },
  Dhemaji: { as: 'ধেমাজি', bn: 'ধেমাজি', hi: 'धेमाजी' },
  Dhubri: { as: 'ধুবুৰী', bn: 'ধুবড়ি', hi: 'धुबरी' },
  Dibrugarh: { as: 'ডিব্ৰুগড়', bn: 'ডিব্রুগড়', hi: 'डिब्रूगढ़' },
  Digboi: { as: 'ডিগবয়', bn: 'ডিগবয়', hi: 'डिगबोई' },
  Dimapur: { as: 'ডিমাপুৰ', bn: 'ডিমাপুর', hi: 'दीमापुर' },
  Diphu: { as: 'ডিফু', bn: 'ডিফু', hi: 'दीफू' },
  Duliajan: { as: 'দুলীয়াজান', bn: 'দুলিয়াজান', hi: 'दुलियाजान' },
  Goalpara: { as: 'গোৱালপাৰা', bn: 'গোয়ালপাড়া', hi: 'ग्वालपाड़ा' },
  Gohpur: { as: 'গহপুৰ', bn: 'গহপুর', hi: 'गोहपुर' },
  Golaghat: { as: 'গোলাঘাট', bn: 'গোলাঘাট', hi: 'गोलाघाट' },
  Gossaigaon: { as: 'গোসাঁইগাঁও', bn: 'গোসাইগাঁও', hi: 'गोसाईगांव' },
  Guwahati: { as: 'গুৱাহাটী', bn: 'গুয়াহাটি', hi: 'गुवाहाटी' },
  Haflong: { as: 'হাফলং', bn: 'হাফলং', hi: 'हाफलांग' },
  Hailakandi: { as: 'হাইলাকান্দি', bn: 'হাইলাকান্দি', hi: 'हैलाकांदी' },
  Hojai: { as: 'হোজাই', bn: 'হোজাই', hi: 'होजाई' },
  Howraghat: { as: 'হাওৰাঘাট', bn: 'হাওড়াঘাট', hi: 'हावड़ाघाट' },
  Imphal: { as: 'ইম্ফল', bn: 'ইম্ফল', hi: 'इम्फाल' },
  Itanagar: { as: 'ইটানগৰ', bn: 'ইটানগর', hi: 'ईटानगर' },
  Jagiroad: { as: 'জাগীৰোড', bn: 'জাগিরোড', hi: 'जागीरोड' },
  Jalpaiguri: { as: 'জলপাইগুৰি', bn: 'জলপাইগুড়ি', hi: 'जलपाईगुड़ी' },
  Jonai: { as: 'জোনাই', bn: 'জোনাই', hi: 'जोनाई' },
  Jorhat: { as: 'যোৰহাট', bn: 'জোরহাট', hi: 'जोरहाट' },
  Jowai: { as: 'জোৱাই', bn: 'জোয়াই', hi: 'जोवाई' },
  Karimganj: { as: 'কৰিমগঞ্জ', bn: 'করিমগঞ্জ', hi: 'करीमगंज' },
  Kaziranga: { as: 'কাজিৰঙা', bn: 'কাজিরাঙা', hi: 'काज़ीरंगा' },
  Kohima: { as: 'কোহিমা', bn: 'কোহিমা', hi: 'कोहिमा' },
  Kokrajhar: { as: 'কোকৰাঝাৰ', bn: 'কোকরাঝাড়', hi: 'कोकराझार' },
  Lanka: { as: 'লংকা', bn: 'লঙ্কা', hi: 'लंका' },
  Lumding: { as: 'লামডিং', bn: 'লামডিং', hi: 'लमडिंग' },
  Majuli: { as: 'মাজুলী', bn: 'মাজুলি', hi: 'माजुली' },
  Mangaldoi: { as: 'মঙ্গলদৈ', bn: 'মঙ্গলদৈ', hi: 'मंगलदोई' },
  Margherita: { as: 'মাৰ্ঘেৰিটা', bn: 'মার্ঘেরিটা', hi: 'मार्गेरिटा' },
  Mariani: { as: 'মৰিয়নী', bn: 'মরিয়ানি', hi: 'मरियानी' },
  Moran: { as: 'মৰাণ', bn: 'মোরান', hi: 'मोरान' },
  Morigaon: { as: 'মৰিগাঁও', bn: 'মরিগাঁও', hi: 'मोरीगांव' },
  Nagaon: { as: 'নগাঁও', bn: 'নগাঁও', hi: 'नगांव' },
  Naharkatia: { as: 'নাহৰকটীয়া', bn: 'নাহারকাটিয়া', hi: 'नाहरकटिया' },
  Naharlagun: { as: 'নাহৰলাগুন', bn: 'নাহারলাগুন', hi: 'नाहरलागुन' },
  Nalbari: { as: 'নলবাৰী', bn: 'নলবাড়ি', hi: 'नलबाड़ी' },
  Nazira: { as: 'নাজিৰা', bn: 'নাজিরা', hi: 'नाज़िरा' },
  Nongpoh: { as: 'নংপ', bn: 'নংপো', hi: 'नोंगपोह' },
  'North Lakhimpur': { as: 'উত্তৰ লখিমপুৰ', bn: 'উত্তর লখিমপুর', hi: 'उत्तर लखीमपुर' },
  Numaligarh: { as: 'নুমলীগড়', bn: 'নুমালিগড়', hi: 'नुमालीगढ़' },
  Pasighat: { as: 'পাছিঘাট', bn: 'পাসিঘাট', hi: 'पासीघाट' },
  Pathsala: { as: 'পাঠশালা', bn: 'পাঠশালা', hi: 'पाठशाला' },
  Rangia: { as: 'ৰঙিয়া', bn: 'রঙিয়া', hi: 'रंगिया' },
  Sarupathar: { as: 'সৰুপথাৰ', bn: 'সরুপাথার', hi: 'सरुपथार' },
  Shillong: { as: 'শ্বিলং', bn: 'শিলং', hi: 'शिलांग' },
  Silapathar: { as: 'শিলাপথাৰ', bn: 'শিলাপাথার', hi: 'सिलापथार' },
  Silchar: { as: 'শিলচৰ', bn: 'শিলচর', hi: 'सिलचर' },
  Siliguri: { as: 'শিলিগুৰি', bn: 'শিলিগুড়ি', hi: 'सिलीगुड़ी' },
  Sivasagar: { as: 'শিৱসাগৰ', bn: 'শিবসাগর', hi: 'शिवसागर' },
  Sonari: { as: 'চোনাৰি', bn: 'সোনারি', hi: 'सोनारी' },
  Tangla: { as: 'টংলা', bn: 'টাংলা', hi: 'टंगला' },
  Tawang: { as: 'তাৱাং', bn: 'তাওয়াং', hi: 'तवांग' },
  Tezpur: { as: 'তেজপুৰ', bn: 'তেজপুর', hi: 'तेज़पुर' },
  Tinsukia: { as: 'তিনিচুকীয়া', bn: 'তিনসুকিয়া', hi: 'तिनसुकिया' },
  Tura: { as: 'তুৰা', bn: 'তুরা', hi: 'तुरा' },
  Udalguri: { as: 'ওদালগুৰি', bn: 'উদালগুড়ি', hi: 'उदालगुड़ी' },
};

/** The city's name in `locale`'s script where we know it, else as the provider writes it. */
export function cityName(name: string, locale: Locale): string {
  if (locale === 'en') return name;
  return EXONYMS[name]?.[locale] ?? name;
}

/** A name as a typed search compares it: one Unicode form (a nukta letter typed either way), spaces single. */
const searchForm = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const SCRIPT_NAMES = Object.entries(EXONYMS).map(([name, exonyms]) => ({
  name,
  spellings: [...new Set(Object.values(exonyms))].map((spelling) => ` ${searchForm(spelling)}`),
}));

/**
 * The provider's names of the cities a query typed in Assamese, Bengali or Hindi script means: those whose name
 * in one of those scripts starts with it, then those with a later word starting with it, in the table's order.
 * The table is small and in code, so the typeahead resolves such a query here and then looks up these names as it
 * does the provider's (docs/languages.md). None for a query in Latin letters.
 */
export function citiesNamedInScript(query: string): string[] {
  const wanted = searchForm(query);
  if (!wanted) return [];
  const starting: string[] = [];
  const withWord: string[] = [];
  for (const { name, spellings } of SCRIPT_NAMES) {
    if (spellings.some((spelling) => spelling.startsWith(` ${wanted}`))) starting.push(name);
    else if (spellings.some((spelling) => spelling.includes(` ${wanted}`))) withWord.push(name);
  }
  return [...starting, ...withWord];
}
