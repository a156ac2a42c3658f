import { any, deck, num, time, usd } from '../facts.ts';
import type { Case, Category } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Round 6 of knowledge (issue 9, point 1): one ranked search finds the right record when the
 * guest's words mean something else elsewhere in the ship's data. A 'tip' for the steward is a
 * gratuity, not 'the southern tip of Sinai'; what the alarm 'sounds like' is the emergency
 * signal; 'padel' is played on the Sports Court; a brother who lives in a port city asks the
 * visitors policy, not about the port; how long a passport must be valid is the documents answer,
 * not embarkation (which only mentions a passport). Seasickness in dialect, English-only imported
 * policies asked in Arabic, and a country asked as a stop ('do we stop in Jordan?') answered with
 * its port calls, not with the documents FAQ that names the country.
 */
const q = (category: Category, lang: 'en' | 'ar') => {
  const make = oneTurn(category, lang);
  return (id: string, say: string, expect: Parameters<typeof make>[2], extra?: Parameters<typeof make>[3]) =>
    make(`knowledge-r6-${id}`, say, expect, extra);
};
const kb = { sources: ['knowledge'] };
const sharm = /sharm|شرم/;
const notAllowed = /not (?:be )?(?:allowed|permitted)|may not|cannot|can'?t/;
const notAllowedAr = any('لا يسمح', 'لا يُسمح', 'غير مسموح', 'ممنوع', 'لا يمكن');
const tipIncluded = any('included', 'مشمولة', 'مشموله');
const emergencySignal = any('seven short', 'سبع صفارات');
const sixMonths = any('six months', '6 months', 'ستة أشهر', '6 أشهر');
const seasickTablets = any('seasickness tablets', 'أقراص دوار البحر');
const sportsCourt = [deck(18), any('Sports Court', 'الملعب الرياضي')];

export const knowledgeRound6Cases: Case[] = [
  // ── 'tip' is a gratuity, not the southern tip of Sinai ──
  q('faq', 'en')(
    'tip-steward',
    'any tips for the cabin steward at the end of the week? how much do people usually leave',
    [tipIncluded],
    { ...kb, forbid: [sharm] },
  ),
  q('faq', 'en')(
    'gratuities-waiters',
    "what's the etiquette on gratuities for the waiters?",
    [tipIncluded],
    kb,
  ),
  q('faq', 'ar')('tip-gulf', 'البقشيش لمضيف الغرفة كيف يكون؟ كم نعطيه؟', [tipIncluded], {
    ...kb,
    forbid: [sharm],
  }),
  q('faq', 'ar')('tip-egyptian', 'هو لازم ندي إكرامية للي بينضف الكابينة؟', [tipIncluded], kb),

  // ── What the alarm sounds like: the emergency signal ──
  q('faq', 'en')('alarm-sound', 'the emergency alarm — what does it sound like?', [emergencySignal], kb),
  q('faq', 'en')(
    'alarm-how-know',
    "how would we even know it's a real emergency? what's the signal",
    [emergencySignal],
    kb,
  ),
  q('faq', 'ar')('alarm-egyptian', 'صفارة الطوارئ صوتها عامل ازاي؟', [emergencySignal], kb),
  q('faq', 'ar')('alarm-levantine', 'كيف بعرف إنو في حالة طوارئ؟ شو الإنذار؟', [emergencySignal], kb),

  // ── 'padel' and other games of the Sports Court ──
  q('venues', 'en')('padel', 'is there padel on board?', sportsCourt, { forbid: [/passport/] }),
  q('venues', 'en')('basketball', 'where can my boys shoot some hoops?', sportsCourt),
  q('venues', 'ar')('padel-gulf', 'فيه ملعب بادل بالسفينة؟', sportsCourt, { forbid: [/جواز/] }),
  q('venues', 'ar')('football-egyptian', 'العيال عايزين يلعبوا كورة، فين؟', sportsCourt),

  // ── Baggage allowance is the luggage rule ──
  q('imported', 'en')('baggage-allowance', "what's the baggage allowance?", [num(23)], kb),
  q('imported', 'en')('suitcase-weight', 'is there a weight limit on our suitcases?', [num(23)], kb),
  q('imported', 'ar')('baggage-levantine', 'قديش وزن الشنطة المسموح فيه؟', [num(23)], kb),

  // ── Someone to watch the children: babysitting (imported, English only) ──
  q('imported', 'en')('babysit-toddler', 'someone to watch our toddler while we go to dinner?', [usd(20)], {
    ...kb,
    forbid: [/souq|boutique/i],
  }),
  q('imported', 'en')('babysit-nanny', 'do you have a nanny service in the evenings?', [usd(20)], kb),
  q('imported', 'ar')(
    'babysit-levantine',
    'بدنا حدا يضل مع الصغير بالغرفة لنروح نتعشى، في هيك خدمة؟',
    [usd(20)],
    kb,
  ),

  // ── A relative who lives in a port city: the visitors policy, not the port ──
  q('imported', 'en')(
    'visitors-brother-sharm',
    'my brother lives in Sharm, can he come aboard for lunch?',
    [notAllowed, 'terminal'],
    kb,
  ),
  q('imported', 'en')(
    'visitors-aunt-yanbu',
    'my aunt lives in Yanbu, could she visit us on the ship while we are docked?',
    [notAllowed, 'terminal'],
    kb,
  ),
  q('imported', 'ar')(
    'visitors-gulf-aqaba',
    'أخوي ساكن في العقبة، يقدر يطلع معنا السفينة نتغدى سوا؟',
    [notAllowedAr],
    kb,
  ),

  // ── How long a passport must be valid: the documents answer, not embarkation ──
  q('faq', 'en')('passport-valid', 'how long must my passport be valid?', [sixMonths], kb),
  q('faq', 'en')(
    'passport-expiry',
    'my passport expires in march, is that a problem for the cruise?',
    [sixMonths],
    kb,
  ),
  q('faq', 'ar')('passport-gulf', 'الجواز لازم تكون صلاحيته كم شهر؟', [sixMonths], kb),

  // ── Seasickness in dialect ──
  q('faq', 'ar')('seasick-egyptian', 'البحر بيدوّخني، أعمل إيه؟', [seasickTablets], kb),
  q('faq', 'ar')('seasick-gulf', 'دايخ من الموج', [seasickTablets], kb),
  q('faq', 'ar')('seasick-levantine', 'عندي دوار البحر شو بعمل؟', [seasickTablets], kb),
  q('faq', 'ar')('seasick-wife', 'مرتي تدوخ من حركة المركب، فيه حبوب؟', [seasickTablets], kb),

  // ── English-only imported rows asked in Arabic ──
  q('imported', 'ar')(
    'service-dog-papers',
    'معي كلب مرافق (كلب خدمة)، وش الأوراق اللي يبونها؟',
    [any('شهادة صحية بيطرية', 'veterinary health certificate'), num(30)],
    kb,
  ),
  q('imported', 'ar')('photo-package-gulf', 'بكم باكج الصور؟', [usd(149)], kb),
  q('imported', 'ar')('last-morning-gulf', 'آخر يوم الساعة كم لازم نطلع من الغرفة؟', [time('08:30')], kb),
  q('imported', 'ar')(
    'last-morning-egyptian',
    'يوم النزول لحد إمتى نقدر نفضل في الأوضة؟',
    [time('08:30')],
    kb,
  ),
  q('imported', 'ar')(
    'cake-restaurant-levantine',
    'بدي اطلب كيكة عيد ميلاد على العشا بالمطعم، كيف بعمل هيك؟',
    [usd(35)],
    kb,
  ),

  // ── A country asked as a stop: its port calls, not the documents FAQ ──
  q('itinerary', 'ar')('stop-jordan-msa', 'هل تتوقف الرحلة في الأردن؟', [any('العقبة', 'Aqaba')]),
  q('itinerary', 'en')('stop-egypt', 'are we stopping anywhere in Egypt?', [sharm, any('Safaga', 'سفاجا')]),
  q('itinerary', 'en')('stop-jordan', 'does the cruise go to Jordan at all?', [any('Aqaba', 'العقبة')]),
  q('itinerary', 'ar')('stop-egypt-egyptian', 'هنروح مصر في الرحلة دي؟', [sharm, any('Safaga', 'سفاجا')]),
  q('faq', 'en')(
    'visa-jordan-stays-faq',
    'do I need a visa for Jordan?',
    [any('shore team', 'Guest Services')],
    kb,
  ),
];

/** For `pnpm eval --cases apps/api/eval/cases/knowledge-r6.ts`. */
export const cases = knowledgeRound6Cases;
