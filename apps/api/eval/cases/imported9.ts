import { any, deck, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Round 8 (issue 9): imported policies and seeded FAQ asked in other words, mostly Arabic
 * dialects and MSA — things forgotten in the cabin, a visitor who lives in a port city, the pool
 * towel fee, babysitting by the hour, the baggage weight, the cabin water and Wi-Fi being free,
 * the length of the cruise, where to ask about shore tours in person, and the first sailing from
 * Jeddah. Port words in these questions (a city the visitor lives in, "when we dock") must not
 * turn them into itinerary questions.
 */
const en = oneTurn('imported', 'en');
const ar = oneTurn('imported', 'ar');
const faqEn = oneTurn('faq', 'en');
const faqAr = oneTurn('faq', 'ar');
const itiEn = oneTurn('itinerary', 'en');
const itiAr = oneTurn('itinerary', 'ar');
const kb = { sources: ['knowledge'] };
const notAllowed = /not (?:be )?(?:allowed|permitted)|may not|cannot|can'?t/;
const notAllowedAr = any('لا يسمح', 'لا يُسمح', 'غير مسموح', 'ممنوع', 'لا يمكن', 'not allowed');
const kg23 = /23\s?(?:kg|كغ|كجم|كيلو)/;
const free = any('complimentary', 'free', 'included');
const freeAr = any('مجان', 'مشمول', 'complimentary', 'included');
const sevenNights = /\b7\b|seven|سبع/;

export const imported9Cases: Case[] = [
  // ── Things forgotten in the cabin ──
  en(
    'r8-imp-lost-sunglasses',
    'if I forget my sunglasses in the stateroom when we leave, do you hold on to them?',
    [num(90)],
    kb,
  ),
  ar(
    'r8-imp-lost-egyptian',
    'لو نسيت حاجة في الأوضة بعد ما انزل من المركب، بتفضل عندكم قد إيه؟',
    [num(90)],
    kb,
  ),
  ar('r8-imp-lost-gulf', 'لو خليت شي من أغراضي في الغرفة ونزلت، كم يوم تحفظونه؟', [num(90)], kb),
  ar('r8-imp-lost-msa', 'ماذا يحدث للمقتنيات التي ينساها الضيف في مقصورته بعد انتهاء الرحلة؟', [num(90)], kb),

  // ── A visitor who lives in a port city ──
  en(
    'r8-imp-visitor-brother-aqaba',
    'my brother lives in Aqaba, can he come aboard to see our cabin?',
    [notAllowed],
    kb,
  ),
  en(
    'r8-imp-visitor-family-yanbu',
    "we have family living in Yanbu, are they allowed on the ship while we're docked there?",
    [notAllowed],
    kb,
  ),
  ar(
    'r8-imp-visitor-levantine',
    'خالتي ساكنة بالعقبة، فيها تطلع لعنا عالباخرة لما نوصل؟',
    [notAllowedAr],
    kb,
  ),
  ar(
    'r8-imp-visitor-msa',
    'هل يمكن لأقاربي المقيمين في شرم الشيخ الصعود إلى السفينة لزيارتنا حين نتوقف هناك؟',
    [notAllowedAr],
    kb,
  ),
  ar(
    'r8-imp-visitor-gulf',
    'ربعي ساكنين في ينبع، يقدرون يركبون السفينة يسلمون علينا إذا وصلنا؟',
    [notAllowedAr],
    kb,
  ),
  ar(
    'r8-imp-visitor-msa-docked',
    'هل يُسمح للزوار بالصعود إلى السفينة أثناء رسوها في الميناء؟',
    [notAllowedAr],
    kb,
  ),

  // ── The pool towel fee ──
  ar('r8-imp-towel-fee-msa', 'ما الغرامة إذا لم أُرجع منشفة المسبح؟', [usd(25)], kb),
  ar('r8-imp-towel-fee-egyptian', 'لو فوطة البيسين ضاعت مني هدفع كام؟', [usd(25)], kb),
  ar('r8-imp-towel-fee-gulf', 'إذا ما رجعت منشفة المسبح كم يحسبون علي؟', [usd(25)], kb),
  en('r8-imp-towel-fee-en', 'is there a charge if I lose one of the pool towels?', [usd(25)], kb),

  // ── Babysitting by the hour ──
  ar('r8-imp-babysit-egyptian', 'عايزين جليسة أطفال بالليل، بتاخد كام في الساعة؟', [usd(20)], kb),
  ar('r8-imp-babysit-levantine', 'في حدا بيضل مع الولاد بالغرفة بالليل؟ قديش بالساعة؟', [usd(20)], kb),
  ar('r8-imp-babysit-msa', 'كم تكلفة خدمة رعاية الأطفال في المقصورة لكل ساعة؟', [usd(20)], kb),
  en('r8-imp-babysit-en', 'how much per hour for a sitter to mind the kids in our cabin?', [usd(20)], kb),

  // ── The baggage weight ──
  ar('r8-imp-luggage-msa-weight', 'ما الوزن الأقصى المسموح به للحقيبة الواحدة؟', [kg23], kb),
  ar('r8-imp-luggage-msa-kilos', 'كم كيلوغرامًا يُسمح لي بحمله في أمتعتي؟', [kg23], kb),
  ar('r8-imp-luggage-gulf', 'كم الوزن المسموح للشنطة؟', [kg23], kb),
  en('r8-imp-luggage-en', 'how heavy can each suitcase be?', [kg23], kb),

  // ── The cabin water and Wi-Fi: free or paid ──
  faqAr('r8-imp-water-gulf', 'قناني الماي اللي في الغرفة عليها فلوس؟', [freeAr], kb),
  faqAr('r8-imp-water-egyptian', 'إزازة المية اللي في الأوضة بفلوس؟', [freeAr], kb),
  faqAr('r8-imp-water-msa', 'هل المياه المعبأة في المقصورة مجانية؟', [freeAr], kb),
  faqEn('r8-imp-water-en', 'do I pay for the bottled water in my room?', [free], kb),
  faqAr('r8-imp-wifi-egyptian', 'النت على المركب مجاني؟', [freeAr], kb),
  faqAr('r8-imp-wifi-gulf', 'الانترنت بالسفينة علينا ولا ببلاش؟', [freeAr], kb),
  faqAr('r8-imp-wifi-msa', 'هل خدمة الإنترنت اللاسلكي مجانية على متن السفينة؟', [freeAr], kb),
  faqEn('r8-imp-wifi-en', 'do we have to pay for wifi on board?', [free], kb),

  // ── The length of the cruise ──
  itiEn('r8-imp-length-en', 'how many nights are we on board in total?', [sevenNights]),
  itiEn('r8-imp-length-en-long', 'how long is this cruise?', [sevenNights]),
  itiAr('r8-imp-length-egyptian', 'الرحلة دي كام ليلة؟', [sevenNights]),
  itiAr('r8-imp-length-msa', 'ما مدة الرحلة البحرية بالليالي؟', [sevenNights]),
  itiAr('r8-imp-length-levantine', 'قديش ليلة منضل عالباخرة؟', [sevenNights]),

  // ── Where to ask about shore tours in person ──
  faqEn(
    'r8-imp-shore-desk-en',
    'is there a desk on board where I can book tours face to face?',
    ['Shore Excursions Desk', deck(3)],
    kb,
  ),
  faqEn(
    'r8-imp-shore-desk-talk',
    'who can I talk to on the ship about excursions?',
    ['Shore Excursions Desk'],
    kb,
  ),
  faqAr('r8-imp-shore-desk-msa', 'أين يقع مكتب الرحلات الشاطئية؟', [deck(3)], kb),
  faqAr(
    'r8-imp-shore-desk-egyptian',
    'لو عايز أسأل حد عن الرحلات البرية، أروح فين على المركب؟',
    [deck(3)],
    kb,
  ),

  // ── The first sailing from Jeddah ──
  itiEn('r8-imp-first-sail-en', 'when do we pull out of Jeddah on embarkation day?', [time('22:00')], {
    forbid: [time('07:00'), time('08:00')],
  }),
  itiEn('r8-imp-first-sail-day-one', 'what time do we set sail on day one?', [time('22:00')], {
    forbid: [time('07:00'), time('08:00')],
  }),
  itiAr('r8-imp-first-sail-egyptian', 'المركب بيتحرك من جدة الساعة كام أول يوم؟', [time('22:00')], {
    forbid: [time('07:00'), time('08:00')],
  }),
  itiAr('r8-imp-first-sail-msa', 'متى تنطلق السفينة من جدة يوم الصعود؟', [time('22:00')], {
    forbid: [time('07:00'), time('08:00')],
  }),
  itiAr('r8-imp-first-sail-gulf', 'أول ليلة السفينة متى تمشي من جدة؟', [time('22:00')], {
    forbid: [time('07:00'), time('08:00')],
  }),
];
