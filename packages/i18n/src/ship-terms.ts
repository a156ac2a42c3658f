import { excursions } from './ar/excursions.ts';
import { formatTimesIn } from './format.ts';
import type { Language } from './language.ts';

/** Countries of the Red Sea and the Gulf, in English (lower case) and Arabic. */
const COUNTRIES_AR: Readonly<Record<string, string>> = {
  'saudi arabia': 'المملكة العربية السعودية',
  'kingdom of saudi arabia': 'المملكة العربية السعودية',
  egypt: 'مصر',
  jordan: 'الأردن',
  sudan: 'السودان',
  eritrea: 'إريتريا',
  djibouti: 'جيبوتي',
  yemen: 'اليمن',
  oman: 'عُمان',
  'united arab emirates': 'الإمارات العربية المتحدة',
  uae: 'الإمارات العربية المتحدة',
  qatar: 'قطر',
  bahrain: 'البحرين',
  kuwait: 'الكويت',
};

/** The countries a cruise of the region may call at, by their English and Arabic names (a port's `country`). */
export const COUNTRY_NAMES: readonly { en: string; ar: string }[] = Object.entries(COUNTRIES_AR).map(
  ([en, ar]) => ({ en, ar }),
);

/**
 * Short English-only fields of the ship's records (a port's country, a restaurant's cuisine and
 * dress code, an excursion's difficulty, a deck's name, an activity's schedule or age group, a
 * venue's hours) in Arabic. Whole values staff pick from a short vocabulary are looked up; the
 * rest is read phrase by phrase (decks, durations, 'Daily', 'Nightly', clock times). A value
 * with words this catalogue does not know is not half-translated: it comes back incomplete, and
 * the caller shows the English as written (issue 9: facts verbatim, never dropped).
 */
const WHOLE_AR: Readonly<Record<string, string>> = {
  ...COUNTRIES_AR,
  // Cuisines.
  'saudi heritage fine dining': 'مطبخ سعودي تراثي راقٍ',
  italian: 'إيطالي',
  seafood: 'مأكولات بحرية',
  'pan-asian': 'آسيوي متنوع',
  asian: 'آسيوي',
  japanese: 'ياباني',
  chinese: 'صيني',
  indian: 'هندي',
  thai: 'تايلندي',
  french: 'فرنسي',
  mexican: 'مكسيكي',
  arabic: 'عربي',
  saudi: 'سعودي',
  lebanese: 'لبناني',
  'american diner': 'مطعم أمريكي على طراز الداينر',
  american: 'أمريكي',
  'lebanese & levantine': 'لبناني وشامي',
  'middle eastern grill': 'مشويات شرق أوسطية',
  'international buffet': 'بوفيه عالمي',
  international: 'عالمي',
  'casual al fresco': 'مأكولات خفيفة في الهواء الطلق',
  steakhouse: 'مطعم ستيك',
  'fine dining': 'مطبخ راقٍ',
  // The ship's departments (a hand-off names the one told).
  'guest services': 'خدمة الضيوف',
  'dining & reservations': 'المطاعم والحجوزات',
  'marsa spa': 'سبا مرسى',
  'activities & entertainment': 'الأنشطة والترفيه',
  'shore excursions': 'الرحلات البرية',
  // Dress codes.
  elegant: 'أنيق',
  formal: 'رسمي',
  'smart casual': 'أنيق غير رسمي',
  'resort casual': 'لباس منتجعات غير رسمي',
  casual: 'غير رسمي',
  // Excursion difficulty: the excursions screen's own words.
  ...excursions.difficulties,
  // Kinds of excursion, activity and place.
  cultural: 'ثقافية',
  adventure: 'مغامرة',
  relaxation: 'استرخاء',
  family: 'عائلية',
  shopping: 'تسوّق',
  entertainment: 'ترفيه',
  recreation: 'استجمام',
  fitness: 'لياقة بدنية',
  services: 'خدمات',
  spa: 'سبا',
  dining: 'مطاعم',
  // Decks' names.
  tender: 'قوارب النقل',
  marina: 'المارينا',
  lobby: 'البهو',
  galleria: 'الغاليريا',
  promenade: 'الممشى',
  heritage: 'التراث',
  boulevard: 'البوليفارد',
  coral: 'المرجان',
  pearl: 'اللؤلؤ',
  dolphin: 'الدلفين',
  turtle: 'السلحفاة',
  reef: 'الشعاب',
  lagoon: 'البحيرة',
  dune: 'الكثبان',
  royal: 'الملكي',
  lido: 'ليدو',
  sports: 'الرياضة',
  'sun deck': 'سطح الشمس',
  // Whole schedules and hours.
  'any time': 'في أي وقت',
  'open 24 hours': 'مفتوح على مدار 24 ساعة',
  'in port': 'أثناء الرسو في الموانئ',
  'during tender operations': 'أثناء تشغيل قوارب النقل',
  'embarkation and disembarkation days': 'يوما الصعود والنزول',
  'all ages': 'جميع الأعمار',
};

/** Arabic keeps the figure: '3 ساعات', '11 ساعة' (the dual 'ساعتان' would lose the digit). */
const hoursAr = (count: number) => `${count} ${count >= 3 && count <= 10 ? 'ساعات' : 'ساعة'}`;
const yearsAr = (count: number) => `${count} ${count >= 3 && count <= 10 ? 'سنوات' : 'سنة'}`;

/** Phrases inside schedules, hours, age groups and locations, in the order they are read. */
const PHRASES_AR: readonly [RegExp, string | ((...groups: string[]) => string)][] = [
  [/^adults (\d+)\+$/i, (_, n = '') => `البالغون من ${yearsAr(Number(n))} فأكثر`],
  [/^ages (\d+)\+$/i, (_, n = '') => `من ${yearsAr(Number(n))} فأكثر`],
  [/^ages (\d+)\s?[–-]\s?(\d+)$/i, (_, a = '', b = '') => `من ${a} إلى ${yearsAr(Number(b))}`],
  [
    /^all ages \(under (\d+) with an adult\)$/i,
    (_, n = '') => `جميع الأعمار (دون ${yearsAr(Number(n))} برفقة شخص بالغ)`,
  ],
  [/^(\d{1,2}:\d{2}) seating$/i, 'جلسة الساعة $1'],
  [/\bdecks? (\d+)\b/gi, 'الطابق $1'],
  [/\b(\d+(?:\.\d+)?)\s?(?:hours?|hrs?)\b/gi, (_, n = '') => hoursAr(Number(n))],
  [/\b(\d+)\s?(?:minutes?|mins?)\b/gi, '$1 دقيقة'],
  [/\(emergencies 24h\)/gi, '(الطوارئ على مدار 24 ساعة)'],
  [/\(closed in port\)/gi, '(مغلق أثناء الرسو في الموانئ)'],
  [/\bscreenings nightly at\b/gi, 'عروض كل ليلة الساعة'],
  [/\bshows at\b/gi, 'عروض الساعة'],
  [/\btours\b/gi, 'جولات'],
  [/^daily\b/i, 'يوميًا'],
  [/^nightly\b/i, 'كل ليلة'],
  [/^sea days\b/i, 'في أيام الإبحار'],
  [/\bthree sessions\b/gi, 'ثلاث جلسات'],
  [/\bsessions every two hours\b/gi, 'جلسات كل ساعتين'],
  [/\bweather permitting\b/gi, 'إذا سمح الطقس'],
  [/\bguest services\b/gi, 'خدمة الضيوف'],
  [/\bemergency\b/gi, 'الطوارئ'],
  [/\bext\.\s?/gi, 'الرقم الداخلي '],
  [/\s+and\s+/gi, ' و'],
  [/,\s*/g, '، '],
];

const LATIN = /[a-z]/i;

/** A record's short English field in `lang`, and whether every word of it was translated. */
export function shipTextIn(text: string, lang: Language): { text: string; complete: boolean } {
  if (lang === 'en') return { text, complete: true };
  // Times and figures alone ('08:00–20:00') need no words translated, only the Arabic clock.
  if (!LATIN.test(text)) return { text: formatTimesIn(text, 'ar'), complete: true };
  const whole = WHOLE_AR[text.trim().toLowerCase()];
  if (whole) return { text: whole, complete: true };
  let out = text.trim();
  for (const [pattern, replacement] of PHRASES_AR)
    out =
      typeof replacement === 'string' ? out.replace(pattern, replacement) : out.replace(pattern, replacement);
  out = formatTimesIn(out, 'ar');
  return { text: out, complete: !LATIN.test(out) };
}
