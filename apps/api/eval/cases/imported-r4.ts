import { any, deck, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Round 4: the imported policies (imported.ts IMPORT_ROWS) and the seeded FAQ asked in the
 * guest's own words, each with a context word that names a port, venue, menu item or activity
 * (Safaga, Layalina, the Water Park, a cake on the room-service menu…). The policy answers the
 * question; the place is only where the guest happens to be. English-only policies asked in
 * Arabic keep the English fact and say a clear yes/no verdict in Arabic too.
 */
const en = oneTurn('imported', 'en');
const ar = oneTurn('imported', 'ar');
const faqEn = oneTurn('faq', 'en');
const faqAr = oneTurn('faq', 'ar');
const kb = { sources: ['knowledge'] };
const notAllowed = /not (?:be )?(?:allowed|permitted)|may not|cannot|can'?t|prohibited|do not|never/;
const notAllowedAr = any('لا يسمح', 'لا يُسمح', 'غير مسموح', 'ممنوع', 'لا يمكن');
const withParent = any('برفقة', 'parent', 'مع أحد الوالدين', 'مع ولي');
const noOrder = { forbid: [/shall i place this order|هل اوكد هذا الطلب|هل اؤكد هذا الطلب/] };

export const importedRound4Cases: Case[] = [
  // ── English: imported policies with a tempting place or item ──
  en(
    'visitors-safaga-brother',
    'we dock in Safaga on thursday, can my brother who works there pop on board for lunch with us?',
    [notAllowed, 'terminal'],
    kb,
  ),
  en(
    'visitors-jeddah-friends',
    'some friends in Jeddah want to come and see the ship before we sail, is that possible?',
    [notAllowed, 'terminal'],
    kb,
  ),
  en(
    'drone-water-park',
    'can I get aerial shots of the water park with my quadcopter?',
    [any('Drones may not', 'may not be flown')],
    kb,
  ),
  en(
    'drone-aqaba',
    "I'm bringing my drone for Wadi Rum, can I fly it off the ship when we're docked in Aqaba?",
    [any('Drones may not', 'may not be flown'), 'Security'],
    kb,
  ),
  en(
    'cake-layalina-price',
    'how much would a birthday cake cost if I want it brought out at Layalina?',
    [usd(35)],
    { ...kb, ...noOrder },
  ),
  en(
    'cake-surprise-notice',
    'I want to surprise my husband with a cake at dinner on our last night, how far ahead do I need to ask?',
    [any('48 hours', '48-hour', '48 hrs')],
    { ...kb, ...noOrder },
  ),
  en(
    'pets-parrot',
    "we're driving to Jeddah with our parrot, can he come on the cruise too?",
    [notAllowed],
    kb,
  ),
  en(
    'balcony-wet-towels',
    'after the pool can I hang our wet towels over the balcony to dry?',
    ['railing'],
    kb,
  ),
  en(
    'candle-suite',
    "it's our anniversary, can I light a few scented candles in the suite?",
    [notAllowed, any('fire safety', 'Candles')],
    kb,
  ),
  en(
    'photos-gala',
    'is there a package for all the photos the photographers snap of us at dinner?',
    [usd(149)],
    kb,
  ),
  en(
    'gym-teen',
    'my 14 year old wants to lift weights in the fitness centre on his own, is that ok?',
    [num(16), 'parent'],
    kb,
  ),
  en(
    'last-morning-jeddah',
    'on the morning we get back to Jeddah, by what time do we have to be out of our cabin?',
    [time('08:30')],
    kb,
  ),
  en('luggage-heavy', "we're flying in, how heavy can each of our bags be?", [num(23)], kb),
  en(
    'lost-posted-home',
    'if we leave something in the cabin when we get off in Jeddah, can you send it to us?',
    [any('posted', 'post'), num(90)],
    kb,
  ),
  en(
    'babysitting-show',
    'we want to see the Red Sea Legends show, could someone mind the kids in our cabin?',
    [usd(20)],
    kb,
  ),

  // ── English: seeded FAQ with a tempting venue, port or activity ──
  faqEn('smoking-layalina', 'my husband smokes shisha, can he have one at Layalina or on our balcony?', [
    deck(16),
    notAllowed,
  ]),
  faqEn('alcohol-sharm', 'can I bring back a bottle of wine I buy in Sharm El Sheikh?', ['alcohol-free']),
  faqEn('coral-yanbu', 'I found some pretty shells while snorkelling the Yanbu reef, can I take them home?', [
    'prohibited',
  ]),
  faqEn('spa-age-massage', 'can my 15 year old daughter get a massage with me at the spa?', [num(16)]),
  faqEn('kids-club-toddler', 'our son is 2, can he go to the kids club?', [withParent]),
  faqEn('tipping-irth', 'how much should we tip the waiters at Irth?', [any('included', 'never expected')]),
  faqEn('dress-irth', 'what should I wear to dinner at Irth?', [any('elegant', 'Elegant')]),
  faqEn('water-park-kid-alone', 'can my 6 year old go on the water park slides by herself?', [
    num(8),
    'adult',
  ]),

  // ── Arabic: imported policies (English-only rows say the verdict in Arabic too) ──
  ar(
    'visitors-jeddah-gulf',
    'خالي ساكن في جدة، يقدر يطلع يشوف كابينتنا قبل لا نبحر؟',
    [notAllowedAr, any('Visitors are not allowed', 'terminal')],
    kb,
  ),
  ar('visitors-safaga-egyptian', 'أخويا عايش في سفاجا، ينفع يطلع المركب يزورنا؟', [notAllowedAr], kb),
  ar(
    'drone-pool-levantine',
    'فيني طيّر الدرون تبعي فوق المسبح وصوّر؟',
    [notAllowedAr, 'Drones may not be flown'],
    kb,
  ),
  ar('cake-anniversary-msa', 'كم تكلفة كعكة احتفال بذكرى زواجنا تُقدَّم في المطعم؟', [usd(35)], {
    ...kb,
    ...noOrder,
  }),
  ar('kettle-gulf', 'أقدر أجيب غلاية معي للكابينة عشان أسوي شاي؟', [notAllowedAr, 'Kettles'], kb),
  ar('bakhoor-gulf', 'أبغى أبخر الغرفة بالعود، وين مسموح؟', [any('Majlis Lounge', 'المجلس', deck(6))], kb),
  ar('luggage-weight-egyptian', 'الشنطة مسموح وزنها كام كيلو؟', [num(23)], kb),
  ar('last-morning-levantine', 'آخر يوم أيمتى لازم نطلع من الغرفة؟', [time('08:30')], kb),
  ar('gym-teen-gulf', 'ولدي عمره ١٣ يقدر يروح الجيم بروحه؟', [num(16)], kb),

  // ── Arabic: seeded FAQ with a tempting place ──
  faqAr('kids-club-toddler-egyptian', 'ابني عنده سنة ونص، ينفع يروح نادي الأطفال؟', [withParent]),
  faqAr('spa-age-levantine', 'بنتي عمرها ١٥ سنة، فيها تفوت معي عالسبا؟', [num(16)]),
  faqAr('smoking-balcony-gulf', 'أبي أدخن شيشة في البلكونة، مسموح؟', [notAllowedAr, deck(16)]),
  faqAr('coral-sharm-egyptian', 'ينفع آخد شوية مرجان من شرم الشيخ ذكرى؟', [
    any('ممنوع', 'لا يسمح', 'لا يُسمح'),
  ]),
  faqAr('alcohol-aqaba-msa', 'هل يمكنني إحضار زجاجة نبيذ أشتريها في العقبة إلى السفينة؟', [
    any('خالية من الكحول', 'لا يسمح', 'لا يُسمح'),
  ]),
];

/** For `pnpm eval --cases apps/api/eval/cases/imported-r4.ts`. */
export const cases = importedRound4Cases;
