/** The topic labels a learning can get; 'general' when nothing more specific matches. */
export const LEARNING_TOPICS = [
  'room service',
  'dining',
  'spa',
  'excursions',
  'itinerary',
  'activities',
  'bookings',
  'promotions',
  'deck maps',
  'general',
] as const;
export type LearningTopic = (typeof LEARNING_TOPICS)[number];

// Checked in order: room service before dining (an order mentions food), excursions before itinerary.
const RULES: [LearningTopic, RegExp][] = [
  [
    'room service',
    /\broom[- ]service\b|\bin[- ]room dining\b|\bdeliver(y|ed)? to my (room|suite|cabin)\b|خدمة الغرف/i,
  ],
  [
    'spa',
    /\bspa\b|\bmassage|\bfacial|\bsauna|\bwellness|\btreatment|\bserenity|\brejuvenation|سبا|مساج|تدليك/i,
  ],
  [
    'excursions',
    /\bexcursion|\bshore\b|\btour\b|\bsnorkel|\bdiving\b|\bdesert\b|\bpetra\b|\bsafari|رحلة|رحلات|جولة/i,
  ],
  [
    'itinerary',
    /\bitinerar|\bport\b|\bports\b|\bdock|\bdisembark|\bembark|\barriv|\bdepart|\bjeddah|\bistanbul|ميناء|الموانئ|مسار/i,
  ],
  [
    'dining',
    /\brestaurant|\bdining\b|\bdinner|\blunch|\bbreakfast|\bmenu\b|\bfood\b|\bcuisine|\bbuffet|\bvegan|\bvegetarian|\bhalal|\birth\b|\bla tavola|\blayalina|\bkhuzama|\bamwaj|مطعم|مطاعم|عشاء|غداء|فطور|طعام/i,
  ],
  ['promotions', /\bpromotion|\bspecials?\b|\bdiscount|\boffer|\bdeal\b|عرض|عروض|خصم/i],
  [
    'activities',
    /\bactivit|\bpool\b|\bwater park|\bkids zone|\bvr zone|\bgym\b|\bfitness|\bshow\b|\bcinema|\bentertainment|نشاط|أنشطة|مسبح/i,
  ],
  ['bookings', /\bbook(ing|ed)?\b|\breserv|\bcancel|حجز|إلغاء/i],
  ['deck maps', /\bdeck\b|\bwhere is\b|\bmap\b|\bfloor\b|سطح|خريطة/i],
];

/** A simple keyword classifier: the first matching topic of the question, else of the answer. */
export function classifyTopic(query: string, response = ''): LearningTopic {
  for (const text of [query, response]) {
    const rule = RULES.find(([, pattern]) => pattern.test(text));
    if (rule) return rule[0];
  }
  return 'general';
}
