import { any, deck, time, usd } from '../facts.ts';
import type { Case, Category } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

/**
 * Round 6 of answers (issue 9, points 4, 6 and 8), written before the fixes:
 * 1. a record held only in Arabic (the imported henna row) asked in English leads with what can be
 *    carried over exactly (the place's English name, deck, price, hours), then quotes the Arabic;
 *    the mirror, an English-only policy asked in Arabic, names the ship's places the Arabic way;
 * 2. the staff correction of the Nakheel Lounge's closing time asked in dialect and in other
 *    words, and the same wordings about other places, which must never get it;
 * 3. a specific the data does not hold about a thing it does hold (tonight's film, the soup of the
 *    day, tonight's DJ): the reply says it does not know and offers staff, then what it does know;
 * 4. a place named by what it serves and where it is ('the juice bar by the pool').
 */
const q = (category: Category, lang: 'en' | 'ar') => {
  const make = oneTurn(category, lang);
  return (id: string, say: string, expect: Parameters<typeof make>[2], extra?: Parameters<typeof make>[3]) =>
    make(`answers-r6-${id}`, say, expect, extra);
};
const kb = { sources: ['knowledge'] };
const corrected = { sources: ['correction'] };
/** The Nakheel Lounge correction's fact (corrections.ts), wrong for any other place. */
const lateClose = time('02:00');
/** The henna row's facts carried into English: its place by its English name, the price and deck written the English way. */
const hennaInEnglish = ['Souq Al Marsa', /deck 4\b/, /\$\s?30\b/];
/** The data cannot answer the specific; the reply says so, then what it knows. */
const unknown = (...invented: (string | RegExp)[]) => ({ unanswerable: true as const, invented });
/** An offer or promotion given instead of the answer. */
const promotion = /% off|خصم|بدلا من/;

export const answersR6Cases: Case[] = [
  // ── 1. Arabic-only record asked in English; English-only asked in Arabic ──
  q('imported', 'en')('henna-where', 'where can I get henna done on board?', hennaInEnglish, kb),
  q('imported', 'en')(
    'henna-daughter',
    'my daughter wants a henna tattoo, how much is it and what time?',
    [/\$\s?30\b/, any(/4(?::00)?\s?pm/, /16:00 (?:to|until|-|–) ?20:00/)],
    kb,
  ),
  q('imported', 'en')('henna-typo', 'do u guys do hena on the ship', ['Souq Al Marsa', /deck 4\b/], kb),
  q('imported', 'en')(
    'henna-hours',
    'until what time is the henna lady there?',
    [any(/8(?::00)?\s?pm/, /20:00/)],
    kb,
  ),
  q('imported', 'ar')('bakhoor-gulf', 'وين أقدر أبخر؟ ممنوع في الكابينة؟', ['صاله المجلس', deck(6)], kb),
  q('imported', 'ar')(
    'photo-levantine',
    'قديش باقة الصور ووين بستلمها؟',
    ['معرض الصور', usd(149), deck(4)],
    kb,
  ),
  q('imported', 'ar')(
    'last-morning-egyptian',
    'آخر يوم لازم نسيب الكابينة إمتى؟ ونستنى فين؟',
    [time('08:30'), 'صاله النخيل'],
    kb,
  ),

  // ── 2. The Nakheel Lounge's corrected closing time, asked in dialect and other words ──
  q('corrections', 'ar')('nakheel-egyptian', 'لاونج النخيل بيقفل الساعة كام بالليل؟', [lateClose], corrected),
  q('corrections', 'ar')('nakheel-gulf', 'صالة النخيل لين متى فاتحة؟', [lateClose], corrected),
  q('corrections', 'ar')('nakheel-levantine', 'لأيمتى بتضل صالة النخيل مفتوحة؟', [lateClose], corrected),
  q('corrections', 'ar')('nakheel-egyptian-lahd', 'النخيل لاونج مفتوح لحد إمتى؟', [lateClose], corrected),
  q('corrections', 'ar')('nakheel-msa', 'إلى أي ساعة تبقى صالة النخيل مفتوحة ليلًا؟', [lateClose], corrected),
  q('corrections', 'en')(
    'nakheel-stay',
    'how late can I stay at the Nakheel Lounge?',
    [lateClose],
    corrected,
  ),
  q('corrections', 'en')(
    'nakheel-kick-out',
    'what time do they kick everyone out of the nakheel lounge at night',
    [lateClose],
    corrected,
  ),
  // Near misses: the same wordings about other places.
  q('corrections', 'ar')('near-majlis-egyptian', 'لاونج المجلس بيقفل الساعة كام؟', [time('00:00')], {
    invented: [lateClose],
  }),
  q('corrections', 'ar')('near-layalina-gulf', 'ليالينا لين متى فاتحة؟', [time('23:00')], {
    invented: [lateClose],
  }),
  q('corrections', 'en')('near-majlis-stay', 'how late can I stay at the Majlis Lounge?', [time('00:00')], {
    invented: [lateClose],
  }),
  q('corrections', 'ar')('near-nakheel-where-egyptian', 'لاونج النخيل فين؟', [deck(5)], {
    invented: [lateClose],
  }),
  dialogue('corrections', 'ar', 'answers-r6-near-layalina-followup-egyptian', [
    { say: 'احكيلي عن مطعم ليالينا', expect: [any('ليالينا', 'Layalina')] },
    { say: 'وبيقفل الساعة كام؟', expect: [time('23:00')], invented: [lateClose] },
  ]),

  // ── 3. A specific the data does not hold about a thing it does hold ──
  q('unanswerable', 'en')(
    'cinema-film',
    'what film are they showing tonight at the outdoor cinema?',
    [any('Cinema Under the Stars', deck(19))],
    unknown(),
  ),
  q('unanswerable', 'ar')(
    'cinema-film-levantine',
    'شو الفيلم اللي رح يعرضوه الليلة بالسينما؟',
    [any('سينما تحت النجوم', deck(19), time('20:30'))],
    { ...unknown(), forbid: [promotion] },
  ),
  q('unanswerable', 'ar')(
    'cinema-film-egyptian',
    'ايه الفيلم اللي هيتعرض النهارده في سينما تحت النجوم؟',
    [any(time('20:30'), deck(19))],
    { ...unknown(), forbid: [promotion] },
  ),
  q('unanswerable', 'en')('soup-of-day', "what's the soup of the day?", [], unknown()),
  q('unanswerable', 'ar')('soup-levantine', 'شو شوربة اليوم؟', [], unknown()),
  q('unanswerable', 'en')('dj-tonight', 'who is the DJ tonight?', [], unknown()),
  q('unanswerable', 'ar')('dj-gulf', 'مين الدي جي الليلة؟', [], unknown()),
  q('unanswerable', 'en')(
    'tv-match',
    'which team is on the TV tonight? want to watch the match',
    [],
    unknown(),
  ),
  q('unanswerable', 'en')(
    'buffet-theme',
    "what's the theme at the Amwaj Buffet tonight?",
    [any('Amwaj Buffet', deck(16))],
    unknown(),
  ),
  q('unanswerable', 'en')(
    'cinema-film-tomorrow',
    'which movie is on at the cinema under the stars tomorrow night?',
    [any(time('20:30'), deck(19))],
    unknown(),
  ),
  q('unanswerable', 'ar')(
    'cinema-film-gulf',
    'وش الفلم اللي بيعرضونه الليلة؟',
    [any('سينما تحت النجوم', deck(19))],
    {
      ...unknown(),
      forbid: [promotion],
    },
  ),
  q('unanswerable', 'en')(
    'oud-player',
    "who's playing the oud in the Majlis Lounge tonight?",
    [any('Majlis Lounge', deck(6))],
    unknown(),
  ),
  q('unanswerable', 'en')(
    'astronomer-name',
    "who's the astronomer on the stargazing deck tonight?",
    [any('Stargazing Deck', deck(19))],
    unknown(),
  ),
  // Control: what is on at the theatre tonight is in the data.
  q('venues', 'en')('theatre-tonight', "what's on at the theatre tonight?", [
    'Red Sea Legends',
    time('19:30'),
  ]),

  // ── 4. A place named by what it serves and where it is ──
  q('venues', 'ar')('juice-pool-egyptian', 'بار العصاير اللي جنب البسين بيقفل إمتى؟', [time('23:00')]),
  q('venues', 'en')('juice-pool-where', "where's the smoothie place by the pool?", [deck(16)]),
  q('venues', 'en')('juice-pool-open', 'the juice bar next to the pool, what time does it open?', [
    time('09:00'),
  ]),
  q('venues', 'ar')('juice-pool-gulf', 'المكان اللي يبيع عصيرات جنب المسبح لين متى فاتح؟', [time('23:00')]),
  q('venues', 'en')('telescopes', 'the place with the telescopes, when is it open?', [time('21:00')]),
  q('venues', 'ar')('oud-perfume-shop', 'المحل اللي يبيع عود وعطور بأي طابق؟', [deck(4)]),
  q('venues', 'en')('piano-coffee-where', 'where is the place with coffee and the live piano?', [
    'Nakheel Lounge',
    deck(5),
  ]),
  q('venues', 'ar')('telescopes-gulf', 'وين المكان اللي فيه تلسكوبات نشوف النجوم؟', [deck(19)]),
  q('venues', 'en')('soft-play-deck', 'the kids club with the soft play, which deck?', [deck(18)]),
  q('venues', 'en')('milkshake-waterpark', 'the milkshake place by the water park, till when is it open?', [
    time('23:00'),
  ]),
];
