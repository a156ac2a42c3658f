import { phrases } from './language.ts';

/**
 * Words that signal each topic, in English and Arabic. English entries match at a word start
 * (so 'restaurant' also finds 'restaurants'); Arabic entries match anywhere in a word.
 */
export const isPromotions = phrases([
  /(^|[^a-z])(promo|promotions?|specials?|deals?|offers?|discounts?|happy hour)([^a-z]|$)/,
  'عرض',
  'عروض',
  'خصم',
  'تخفيض',
  'الاطباق الخاصه',
]);

export const isVenue = phrases([
  'where is',
  "where's",
  'where are',
  'where can i',
  'where do i',
  'which deck',
  'what deck',
  'how do i get to',
  'location of',
  'located',
  'اين',
  'وين',
  'اي طابق',
  'اي سطح',
  'اي دور',
  'كيف اصل',
]);

export const isSpa = phrases([
  // 'spa', 'spas', never the start of 'Space Diner'.
  /(^|[^a-z0-9])spas?([^a-z]|$)/,
  'massage',
  'facial',
  'treatment',
  'sauna',
  'wellness',
  'manicure',
  'pedicure',
  'hammam',
  'body wrap',
  'therap',
  'سبا',
  'مساج',
  'تدليك',
  'علاج',
  'ساونا',
  'حمام مغربي',
  'عنايه',
  'بشره',
  'منتجع صحي',
  // The treatments' own Arabic words ('خلوة الأزواج', 'لفافة وردة الصحراء', 'الحمام التقليدي').
  'خلوه الازواج',
  'الازواج',
  'الزوجين',
  'كابلز',
  'لفافه',
  'الحمام التقليدي',
  'الجناح الحراري',
]);

export const isExcursion = phrases([
  'excursion',
  'shore',
  /(^|[^a-z])tours?([^a-z]|$)/,
  /(^|[^a-z])trips?([^a-z]|$)/,
  'snorkel',
  'diving',
  'dive',
  'safari',
  'ashore',
  'sightseeing',
  'رحلات',
  'رحله بريه',
  'رحله شاطئيه',
  'جوله',
  'جولات',
  'غوص',
  'سفاري',
  // 'رحلة' alone is also the cruise; asked as 'which trip' or compared, it is an excursion.
  /(^|\s)(اي|ايش|وش|شو|انهي|ارخص|اغلي|اطول|اقصر|افضل|احسن|انسب)\s+(ال)?(رحله|جوله)(\s|$|[?؟])/,
  /(^|\s)(ال)?(رحله|جوله)\s+(ال)?(ارخص|اغلي|اطول|اقصر|افضل|احسن)(\s|$|[?؟])/,
  // 'أقصر رحلة' (the shortest trip) compares excursions; 'الرحلة' alone is the cruise.
  /(اقصر|اطول|ارخص|اغلي|اسهل|اصعب|ابكر) (ال)?رحل/,
  // 'هل توجد رحلة في العقبة تناسبهما؟', 'فيه رحلة بشرم؟': a trip there is, not the cruise itself.
  /(^|\s)(هل )?(توجد|يوجد|فيه|عندكم|في عندكم) (رحله|جوله)(\s|$|[?؟])/,
  // 'أول رحلة بتطلع الساعة كام؟', 'آخر جولة تنطلق متى؟': the first or last tour to set off.
  /(^|\s)(ال)?(اول|اخر) (رحله|جوله) (اللي |التي )?(بت|بي|ت|ي)?(طلع|نطلق|غادر|بدا|خرج)/,
  // 'ما الرحلة التي تنطلق أولًا؟': the trip that sets off, one among several.
  /(^|\s)(ال)?(رحله|جوله) (التي|اللي|الي) (بت|بي|ت|ي)?(نطلق|طلع|غادر|بدا|خرج)(\s|$)/,
]);

const WHERE = 'وين|فين|اين|لوين';
const WE_GO = 'بنوقف|نوقف|هنوقف|نتوقف|بنروح|هنروح|رايحين|نروح|بنرسي|نرسي';

/** 'what are the stops on this cruise?', 'where does the ship stop?', 'وين بنوقف؟': the whole route. */
export const asksRoute = phrases([
  /(^|[^a-z])(the|what|which|our|all|how many) stops([^a-z]|$)/,
  // Only as the whole question: 'where do we go for the stargazing?' asks for a place on board.
  /(^|[^a-z])where (do|does|will|are) (we|the ship|the boat|it) (stop|go|going|visit|call)( (on|during|in) (this|the|our) (cruise|trip|voyage|journey))?[?.!\s]*$/,
  new RegExp(
    `(^|\\s)((${WHERE}) (${WE_GO})|(${WE_GO}) (${WHERE}))( (في )?(ب|بال)?(الرحله|الكروز|رحلتنا|رحله|كروز)( ده| دي| هذي| هاي| هذه)?)?[?؟.!\\s]*$`,
  ),
  /(^|\s)(ايش|وش|شو|ايه|ما|ماهي|ما هي) (المحطات|المدن|الموانئ)(\s|$|[?؟])/,
]);

const itineraryWords = phrases([
  'itinerary',
  /(^|[^a-z])ports?([^a-z]|$)/,
  'next stop',
  // 'do we stop anywhere in Jordan?', 'نوقف في مصر؟'
  /(^|[^a-z])(stop|stops|stopping) (in|at|anywhere|somewhere|off)([^a-z]|$)/,
  /(^|\s)(نوقف|نتوقف|بنوقف) (في|ب|بال)/,
  'where are we',
  // 'when are we in egypt', 'what day will we be in Jordan', 'which stop is jordan': a place's day.
  /(^|[^a-z])(when|what day|which day) (are|will|do) we (be )?(in|at|get to|reach)([^a-z]|$)/,
  /(^|[^a-z])(which|what) (stop|port|day)s? (is|are|in|for)([^a-z]|$)/,
  // 'احنا هنكون في مصر امتى؟', 'متى بنكون بالأردن؟': when the ship is somewhere.
  /(^|\s)(امتي|متي|ايمتي|ايمت|وقتيش)\s.*(نكون|هنكون|بنكون|حنكون|منكون|راح نكون|رح نكون) (في|ب|بال)/,
  /(^|\s)(نكون|هنكون|بنكون|حنكون|منكون|راح نكون|رح نكون) (في|ب|بال)\S*.*(امتي|متي|ايمتي|ايمت|وقتيش)/,
  'route',
  'dock',
  'arrive',
  'arrival',
  'depart',
  'destination',
  'when do we',
  'ميناء',
  'موانئ',
  'الموانئ',
  'مسار',
  'خط سير',
  'المحطه',
  'نصل',
  'الوصول',
  'المغادره',
  'نرسو',
  'وجهات',
]);

export const isItinerary = (normalized: string) => asksRoute(normalized) || itineraryWords(normalized);

export const isRestaurant = phrases([
  'restaurant',
  'dining',
  'dine',
  'dinner',
  'lunch',
  'breakfast',
  'brunch',
  /(^|[^a-z])(eat|eating|food|cuisine|menu|buffet|cafe|steak|sushi|pizza|pasta|seafood|italian|asian|lebanese|vegetarian|vegan|halal)([^a-z]|$)/,
  /(^|[^a-z])tables?([^a-z]|$)/,
  'مطعم',
  'مطاعم',
  'عشاء',
  'غداء',
  'فطور',
  'افطار',
  // 'اكل' (food), never inside 'اكلم' (I call) or 'مشاكل'.
  /(^|\s)(و|ف|ب|ل|ال|بال|وال)?اكل(ه|ات)?(\s|$|[?؟.,!،])/,
  'طعام',
  'طاوله',
  'ماكولات',
  'مشويات',
  'بوفيه',
]);

export const isActivity = phrases([
  'activit',
  'things to do',
  'what to do',
  'entertainment',
  /(^|[^a-z])(kids|children|pool|waterpark|water park|vr|yoga|gym|fitness|cinema|movies?|games|bootcamp|stargazing|calligraphy|workshops?|classes|shows?|hydroponics?)([^a-z]|$)/,
  'نشاط',
  'انشطه',
  'فعاليات',
  'فعاليه',
  'ترفيه',
  'اطفال',
  'مسبح',
  'حديقه مائيه',
  'الواقع الافتراضي',
  'يوغا',
  'سينما',
  // Bookable sessions by their Arabic names and the English ones written in Arabic letters.
  'الفي ار',
  'كيدز',
  'رصد النجوم',
  'الخط العربي',
  'تدريب الشروق',
  'بوت كامب',
  'الزراعه المائيه',
]);
