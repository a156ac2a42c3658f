import { any, deck, num, time } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Round 7: the imported policies (imported.ts IMPORT_ROWS, mostly English only) and seeded FAQ
 * topics asked in other words — above all in Arabic dialects and MSA. A pet named by its kind
 * (a cat, a dachshund), visitors while docked, leaving the cabin on the last day, gym shoes,
 * things left behind, the luggage allowance per person, the cabin water, documents, and a Marsa
 * excursion that comes back late.
 */
const en = oneTurn('imported', 'en');
const ar = oneTurn('imported', 'ar');
const faqEn = oneTurn('faq', 'en');
const faqAr = oneTurn('faq', 'ar');
const kb = { sources: ['knowledge'] };
const notAllowed = /not (?:be )?(?:allowed|permitted)|no pets|may not|cannot|can'?t/;
const notAllowedAr = any('لا يسمح', 'لا يُسمح', 'غير مسموح', 'ممنوع', 'لا يمكن', 'not allowed');
const kg23 = /23\s?(?:kg|كغ|كجم|كيلو)/;

export const importedRound7Cases: Case[] = [
  // ── Pets named by their kind ──
  ar('r7-pets-gulf-cat', 'ابي اجيب قطوتي معي', [notAllowedAr], kb),
  en('r7-pets-dachshund', 'can our little dachshund come?', [notAllowed], kb),
  ar('r7-pets-egyptian-dog', 'ينفع آخد الكلب بتاعي معايا على المركب؟', [notAllowedAr], kb),
  ar('r7-pets-levantine-bird', 'فيني جيب العصفور تبعي معي عالباخرة؟', [notAllowedAr], kb),
  en('r7-pets-kitten', 'is it ok to bring our kitten on the cruise?', [notAllowed], kb),

  // ── Visitors while docked ──
  ar('r7-visitors-msa', 'هل يُسمح لأصدقائي بزيارتي على متن السفينة عندما نرسو؟', [notAllowedAr], kb),
  ar('r7-visitors-egyptian', 'أهلي ساكنين في سفاجا، ينفع يطلعوا يزوروني على المركب؟', [notAllowedAr], kb),
  en(
    'r7-visitors-relatives',
    'can relatives come up the gangway to visit us when we are in port?',
    [notAllowed],
    kb,
  ),

  // ── Leaving the cabin on the last day (not the pool towels) ──
  ar('r7-last-morning-egyptian-time', 'لازم أسيب الكابينة الساعة كام آخر يوم؟', [time('08:30')], {
    ...kb,
    forbid: [deck(16)],
  }),
  ar('r7-last-morning-msa', 'متى يجب أن نُخلي المقصورة في يوم النزول؟', [time('08:30')], {
    ...kb,
    forbid: [deck(16)],
  }),
  ar('r7-last-morning-gulf', 'اخر يوم لين متى نقدر نقعد في الغرفة؟', [time('08:30')], {
    ...kb,
    forbid: [deck(16)],
  }),
  en('r7-last-morning-checkout', "what's the cabin checkout time on the final morning?", [time('08:30')], kb),

  // ── Gym shoes ──
  ar(
    'r7-gym-shoes-msa',
    'ما الملابس المناسبة لارتيادها في صالة الألعاب الرياضية؟',
    [any('حذاء', 'أحذية', 'shoes')],
    kb,
  ),
  ar('r7-gym-shoes-gulf', 'أقدر أروح الجيم بالنعال؟', [any('حذاء', 'أحذية', 'shoes')], kb),

  // ── Things left behind ──
  ar('r7-lost-levantine', 'إذا نسيت غراضي بالباخرة بعد ما نزلنا، شو بيصير فيهن؟', [num(90)], kb),
  ar('r7-lost-msa', 'كم يومًا تحتفظون بالأغراض المنسية بعد مغادرة السفينة؟', [num(90)], kb),
  en(
    'r7-lost-after',
    'I think I left my charger in the cabin after we got off, what happens to it?',
    [num(90)],
    kb,
  ),

  // ── Luggage per person ──
  en('r7-luggage-per-person', "what's the baggage allowance per person?", [num(23)], kb),
  ar('r7-luggage-egyptian', 'كل واحد مسموحله بكام شنطة؟', [kg23], kb),
  ar('r7-luggage-levantine', 'قديش وزن الشنط المسموح للشخص؟', [kg23], kb),

  // ── Seeded FAQ in Arabic ──
  faqAr(
    'r7-water-levantine',
    'المويه اللي بالغرفة بفلوس ولا ببلاش؟',
    [any('مجان', 'مجانًا', 'complimentary')],
    kb,
  ),
  faqAr(
    'r7-water-gulf',
    'قوارير الماي اللي في الغرفة نحاسب عليها؟',
    [any('مجان', 'مجانًا', 'complimentary')],
    kb,
  ),
  faqAr('r7-documents-msa', 'ما الوثائق التي يجب أن أحضرها؟', ['جواز', any('ستة أشهر', '6 أشهر')], kb),
  faqAr('r7-excursion-late-egyptian', 'لو رحلة مرسى اتأخرت، السفينة بتستنانا؟', [any('تنتظر', 'waits')], kb),
  faqEn(
    'r7-excursion-late-en',
    "if our ship's tour bus gets stuck in traffic, will they leave without us?",
    [any('waits', 'wait for')],
    kb,
  ),
];
