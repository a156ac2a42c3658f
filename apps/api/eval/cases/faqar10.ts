import { any, deck, hours, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Round 8 (faqar10): seeded FAQ topics, imported policies and staff corrections asked in Arabic
 * (Egyptian, Gulf, Levantine, MSA) in dialect words and question frames, and English-only records
 * answered in Arabic that must carry their number words and weekdays.
 */
const faqEn = oneTurn('faq', 'en');
const faqAr = oneTurn('faq', 'ar');
const impEn = oneTurn('imported', 'en');
const impAr = oneTurn('imported', 'ar');
const corrAr = oneTurn('corrections', 'ar');
const kb = { sources: ['knowledge'] };
/** 'two suitcases' carried into Arabic (the English quote alone does not count). */
const twoBags = /(?<![\d.])2\s?(?:حقيب|حقائب|شنط)|حقيبتان|حقيبتين|شنطتين/;

export const faqArabicRound8Cases: Case[] = [
  // ── Medical emergency number (ext. 7777) ──
  faqAr('r8-far-medical-gulf', 'اذا واحد منا تعب فجأة نص الليل، وش الرقم اللي نكلمه؟', [num(7777)], kb),
  faqAr('r8-far-medical-egyptian', 'لو حد فينا تعب جامد بعد نص الليل نكلم رقم كام؟', [num(7777)], kb),
  faqAr('r8-far-medical-msa', 'ما رقم الهاتف للحالات الطبية الطارئة على متن السفينة؟', [num(7777)], kb),
  faqEn(
    'r8-far-medical-en',
    'what number do I ring if someone gets really sick in the middle of the night?',
    [num(7777)],
    kb,
  ),

  // ── Ship size: 19 decks, 3,362 guests ──
  faqAr('r8-far-size-levantine', 'قديش عدد طوابق الباخرة وقديش بتساع ركاب؟', [num(19), num(3362)], kb),
  faqAr('r8-far-size-msa', 'كم عدد الطوابق في السفينة وما هي سعتها من الركاب؟', [num(19), num(3362)], kb),
  faqAr('r8-far-size-egyptian', 'المركب فيها كام دور وبتشيل كام واحد؟', [num(19)], kb),

  // ── Heat ashore: 35 °C ──
  faqAr('r8-far-heat-gulf', 'الحر قوي برا في الرحلات؟ كم درجة توصل؟', [num(35)], kb),
  faqAr('r8-far-heat-egyptian', 'الجو بيبقى حر قد ايه لما ننزل المدن؟', [num(35)], kb),
  faqEn('r8-far-heat-en', 'how hot does it get on shore days?', [num(35)], kb),

  // ── Swimwear away from the pool ──
  faqAr(
    'r8-far-swimwear-egyptian',
    'ينفع ادخل البوفيه بلبس البحر؟',
    [any('غطاء', 'cover-up', 'المسابح', 'حمامات السباحة', 'المسبح')],
    kb,
  ),
  faqAr(
    'r8-far-swimwear-levantine',
    'فيني فوت عالمطعم بالمايوه؟',
    [any('غطاء', 'cover-up', 'المسابح', 'حمامات السباحة', 'المسبح')],
    kb,
  ),

  // ── Smoking shisha: Deck 16 ──
  faqAr('r8-far-shisha-gulf', 'وين اقدر اشرب شيشة في الباخرة؟', [deck(16)], kb),
  faqAr('r8-far-shisha-egyptian', 'فيه مكان اشرب فيه سجاير على المركب؟', [deck(16)], kb),
  faqAr('r8-far-shisha-msa', 'أين يُسمح بالتدخين على متن السفينة؟', [deck(16)], kb),

  // ── Tap water ──
  faqAr(
    'r8-far-tap-gulf',
    'ماي المغسلة في الغرفة ينشرب ولا لا؟',
    [any('آمن', 'آمنة', 'معالجة', 'مُعالجة', 'صالحة', 'safe', 'treated')],
    kb,
  ),
  faqAr(
    'r8-far-tap-levantine',
    'مي الحنفية بالغرفة بتنشرب؟',
    [any('آمن', 'آمنة', 'معالجة', 'مُعالجة', 'صالحة', 'safe', 'treated')],
    kb,
  ),

  // ── Lifeguards ──
  faqAr(
    'r8-far-lifeguard-gulf',
    'فيه منقذ عند المسبح ولا لا؟',
    [any('منقذ', 'منقذين', 'منقذون', 'lifeguard')],
    kb,
  ),
  faqAr(
    'r8-far-lifeguard-levantine',
    'في حدا بيراقب الولاد بالمسبح؟',
    [any('منقذ', 'منقذين', 'منقذون', 'lifeguard')],
    kb,
  ),

  // ── Spa cancellation: 12 hours, 50% ──
  faqAr('r8-far-spa-cancel-gulf', 'اذا كنسلت موعد السبا قبلها بساعة، علي رسوم؟', [num(50)], kb),
  faqAr('r8-far-spa-cancel-msa', 'ما سياسة إلغاء مواعيد المنتجع الصحي؟', [hours(12)], kb),

  // ── Drone (imported, English only) ──
  impAr(
    'r8-far-drone-egyptian',
    'معايا درون عايز اصور بيه من فوق المركب، ينفع؟',
    [any('الأمن', 'Security')],
    kb,
  ),
  impAr('r8-far-drone-levantine', 'بقدر طير طيارة الدرون تبعي من الباخرة؟', [any('الأمن', 'Security')], kb),

  // ── Service dog: 30 days ──
  impAr('r8-far-service-dog-gulf', 'عندي كلب مرافق لأني ما اشوف، وش الأوراق المطلوبة؟', [num(30)], kb),
  impAr('r8-far-service-dog-msa', 'ما الشروط المطلوبة لاصطحاب كلب خدمة على السفينة؟', [num(30)], kb),

  // ── Henna (Arabic-only record): Deck 4, $30 ──
  impAr('r8-far-henna-egyptian', 'عايزة انقش حنة قبل الحفلة، فين وبكام؟', [deck(4), usd(30)], kb),
  impEn('r8-far-henna-en', 'how much is a henna session and where?', [deck(4), usd(30)], kb),

  // ── Balcony rules ──
  impAr(
    'r8-far-balcony-egyptian',
    'ينفع انشر الهدوم على سور البلكونة؟',
    [any('الدرابزين', 'السور', 'railing')],
    kb,
  ),
  impAr(
    'r8-far-balcony-msa',
    'ما هي قواعد استخدام الشرفة في المقصورة؟',
    [any('الدرابزين', 'السور', 'railing')],
    kb,
  ),

  // ── Cake: 48 hours ──
  impAr('r8-far-cake-gulf', 'ابي اسوي مفاجأة لزوجتي بكيكة، كم لازم اطلبها قبل؟', [hours(48)], kb),
  impAr('r8-far-cake-levantine', 'بدي اطلب قالب كاتو لعيد ميلاد ابني، قديش لازم قبل؟', [hours(48)], kb),

  // ── Luggage: two suitcases, 23 kg ──
  impAr('r8-far-luggage-gulf', 'كم عدد الشناط المسموحة للراكب؟', [twoBags], kb),
  impAr('r8-far-luggage-egyptian', 'مسموح بكام شنطة للفرد وكل واحدة تقيل قد ايه؟', [twoBags, num(23)], kb),

  // ── VR Zone: Deck 18 ──
  faqAr('r8-far-vr-gulf', 'فيه مكان فيه ألعاب واقع افتراضي؟', [any('VR Zone', deck(18))], kb),
  faqAr(
    'r8-far-vr-egyptian',
    'الولاد عايزين يلعبوا بلايستيشن او VR، فيه فين؟',
    [any('VR Zone', deck(18))],
    kb,
  ),

  // ── Last day: leave from 08:00, luggage out by 23:00 ──
  faqAr(
    'r8-far-last-day-levantine',
    'آخر يوم أيمتى منفل من الباخرة؟ وأيمتى منطلع الشنط لبرا الغرفة؟',
    [time('08:00'), time('23:00')],
    kb,
  ),
  faqAr('r8-far-last-day-msa', 'في يوم المغادرة، متى نضع الأمتعة خارج المقصورة؟', [time('23:00')], kb),

  // ── Casino correction answered in Arabic keeps its weekday ──
  corrAr('r8-far-casino-gulf', 'عندكم كازينو في السفينة؟', ['الخميس'], {
    sources: ['correction'],
  }),
  corrAr('r8-far-casino-levantine', 'في كازينو عالباخرة؟', ['الخميس'], {
    sources: ['correction'],
  }),
];
