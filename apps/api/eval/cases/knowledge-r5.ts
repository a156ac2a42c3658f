import { any, deck, time, usd } from '../facts.ts';
import type { Case, Category } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Round 5 of knowledge (issue 9): the right record for a question about a place or a rule.
 * Written as guests say it before the fixes: vaping is smoking, boarding and cabin readiness,
 * sound-alike names from speech ('Earth' for Irth), Arabic typos of 'deck' (طابك), money
 * exchange for a port, a place's closing time, an activity's time and place, and imported
 * policies (henna, babysitting) asked in dialect with a price.
 */
const q = (category: Category, lang: 'en' | 'ar') => {
  const make = oneTurn(category, lang);
  return (id: string, say: string, expect: Parameters<typeof make>[2], extra?: Parameters<typeof make>[3]) =>
    make(`knowledge-r5-${id}`, say, expect, extra);
};
const kb = { sources: ['knowledge'] };
const smokingDeck = [deck(16)];
const exchangeHours = [deck(3), time('08:00'), time('15:00')];

export const knowledgeRound5Cases: Case[] = [
  // ── Vaping / e-cigarettes are smoking: the Deck 16 area ──
  q('faq', 'en')(
    'vape-husband',
    'my husband vapes, where on board is he actually allowed to do that',
    smokingDeck,
  ),
  q('faq', 'en')('vape-balcony', 'can i use my e-cig on the balcony or do i have to go somewhere', [
    deck(16),
    any('not allowed', 'balcon'),
  ]),
  q('faq', 'ar')('vape-gulf', 'وين أقدر أدخن فيب في السفينة؟', smokingDeck),
  q('faq', 'ar')('vape-egyptian', 'جوزي بيشرب سيجارة إلكترونية، يشربها فين؟', smokingDeck),

  // ── Boarding in Jeddah: when the cabin is ready ──
  q('faq', 'en')(
    'cabin-ready-lunch',
    'We board in Jeddah around lunchtime, when can we actually get into our cabin?',
    [time('14:00')],
  ),
  q('faq', 'en')(
    'cabin-ready-bags',
    "what time are the rooms ready on embarkation day? we'd like to drop our bags",
    [time('14:00')],
  ),
  q('faq', 'ar')('cabin-ready-gulf', 'يوم الصعود متى تجهز الكابينة ونقدر ندخلها؟', [time('14:00')]),

  // ── Sound-alike names from speech ──
  q('venues', 'en')('irth-earth', 'um so the Earth restaurant the Saudi one what deck is that on', [
    deck(6),
    'Irth',
  ]),
  q('venues', 'en')('irth-heard', 'where is the earth restaurant', [deck(6), 'Irth']),

  // ── Arabic typo of 'deck' (طابك for طابق) ──
  q('venues', 'ar')('spa-tabak', 'السبا في اي طابك', [deck(17)]),
  q('venues', 'ar')('gym-tabak', 'النادي الرياضي في أي طابك؟', [deck(17)]),

  // ── Money exchange for a port ──
  q('faq', 'en')(
    'dinars-aqaba',
    'I need some Jordanian dinars before Aqaba. Where can I change money and when is it open?',
    exchangeHours,
    kb,
  ),
  q('faq', 'en')(
    'change-pounds',
    'where do i swap dollars for egyptian pounds on the ship, and what hours',
    exchangeHours,
  ),
  q('faq', 'ar')('exchange-levantine', 'وين بقدر صرّف مصاري عالباخرة وأيمتى بيفتح؟', exchangeHours),

  // ── A place's closing time, asked with where ──
  q('venues', 'en')('stargazing-close', 'Where is the stargazing deck, and until what time is it open?', [
    deck(19),
    time('23:30'),
  ]),
  q('venues', 'ar')('stargazing-close', 'منصة مراقبة النجوم وين مكانها ولين متى تفتح؟', [
    deck(19),
    time('23:30'),
  ]),
  q('venues', 'en')('exchange-close', 'what time does the currency exchange close tonight?', [time('19:00')]),

  // ── An activity's time and place ──
  q('venues', 'en')(
    'calligraphy-when-where',
    "I'd love to try the Arabic calligraphy class. When and where is it?",
    [time('11:00'), deck(6)],
  ),
  q('venues', 'ar')('calligraphy-gulf', 'ورشة الخط العربي متى ووين؟', [time('11:00'), deck(6)]),
  q('venues', 'en')('yoga-when-where', 'sunset yoga, what time and where do i go', [deck(19)]),

  // ── Imported policies asked with a price, in dialect ──
  q('imported', 'ar')('henna-levantine', 'بدي أعمل حنة، وين بيعملوها وقديش بتكلف؟', [usd(30), deck(4)], kb),
  q('imported', 'en')(
    'henna-price',
    'how much is a henna session and where do they do it',
    [usd(30), deck(4)],
    kb,
  ),
  q('imported', 'ar')(
    'babysit-msa',
    'هل تتوفر خدمة مجالسة الأطفال في المقصورة؟ وكم سعرها في الساعة؟',
    [usd(20)],
    kb,
  ),
  q('imported', 'ar')(
    'babysit-egyptian',
    'عايزين حد يقعد مع العيال في الكابينة بالليل، بكام الساعة؟',
    [usd(20)],
    kb,
  ),
  q('imported', 'en')(
    'babysit-hourly',
    "what's the hourly rate for a babysitter in our cabin?",
    [usd(20)],
    kb,
  ),
];

/** For `pnpm eval --cases apps/api/eval/cases/knowledge-r5.ts`. */
export const cases = knowledgeRound5Cases;
