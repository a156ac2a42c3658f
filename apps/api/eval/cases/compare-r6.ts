import { any, deck, type Fact, hours, minutes, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

type Turns = Case['turns'];
const en = (id: string, say: string, expect: Fact[], extra?: Parameters<ReturnType<typeof oneTurn>>[3]) =>
  oneTurn('comparisons', 'en')(`compare-r6-${id}`, say, expect, extra);
const ar = (id: string, say: string, expect: Fact[], extra?: Parameters<ReturnType<typeof oneTurn>>[3]) =>
  oneTurn('comparisons', 'ar')(`compare-r6-${id}`, say, expect, extra);
const talkEn = (id: string, turns: Turns) => dialogue('comparisons', 'en', `compare-r6-${id}`, turns);
const talkAr = (id: string, turns: Turns) => dialogue('comparisons', 'ar', `compare-r6-${id}`, turns);

/** The reply says the two are level (same price, same length, same hours…). */
const tieEn = /\b(?:same|both|tie|tied|equal|equally|neither)\b/;
const tieAr = /نفس|متساوي|متساويان|متساويتان|كلاهما|كلتاهما|الاثنين|الاتنين|كلتا|كلا /;
/** The winner is named next to the comparative word of its verdict (normalised reply, one sentence). */
const verdict = (name: string, word: string) =>
  new RegExp(`${name}[^.\\n؛;]{0,80}${word}|${word}[^.\\n؛;]{0,80}${name}`);
/** A rating the ship's records never give (spa treatments and activities carry none). */
const rating = /\d\.\d\s*(?:\/\s*5|stars?|نجم)/;

/**
 * Round 6, comparisons of two things the guest names (issue 9, point 5): 'which is cheaper, A or
 * B?', 'what's the difference between A and B', 'أيهما أرخص', 'مين أحسن تقييم', 'شو الفرق بين…',
 * over spa treatments, excursions, restaurants, venues and activities (mixed kinds too), with ties,
 * values a record lacks, and 'and which one is longer?' after two were named. Written from the
 * seed data before any fix.
 */
export const compareR6Cases: Case[] = [
  // ── English ──
  en(
    'wrap-or-hammam-costs-less',
    'desert rose wrap or the hammam ritual, which costs less?',
    ['Hammam', 'Desert Rose', usd(120), usd(140), verdict('hammam', '(?:cheaper|less|lower)')],
    { forbid: ['Thermal Suite'], sources: ['spa'] },
  ),
  en(
    'petra-rum-difference',
    "what's the difference between the Petra tour and the Wadi Rum one?",
    ['Petra', 'Wadi Rum', hours(11), hours(6), usd(289), usd(149)],
    { sources: ['excursion'] },
  ),
  en(
    'irth-tavola-reviews',
    'which has better reviews, Irth or La Tavola?',
    ['Irth', 'La Tavola', '4.9', '4.7'],
    {
      forbid: ['Amwaj'],
    },
  ),
  en(
    'layalina-tavola-rating-tie',
    'Layalina or La Tavola, which one is rated higher?',
    ['Layalina', 'La Tavola', '4.7', tieEn],
    { forbid: ['4.9'] },
  ),
  en('khuzama-fish-close', 'does khuzama close later than the fish market?', [
    'Khuzama',
    time('23:00'),
    time('22:00'),
  ]),
  en('luxor-alula-tie', 'is the luxor temples trip longer than the alula and hegra one?', [
    hours(12),
    tieEn,
    'Luxor',
    'AlUla',
  ]),
  en('dive-glassboat-demanding', 'which is less demanding, the Ras Mohammed dive or the glass boat cruise?', [
    'Naama',
    /easy/,
    /challenging/,
    verdict('(?:naama|glass)', '(?:easier|less demanding|less strenuous|easy)'),
  ]),
  en(
    'somabay-hammam-tie',
    "what's cheaper, the soma bay spa day or the hammam on board?",
    ['Soma Bay', 'Hammam', usd(120), tieEn],
    { forbid: ['Thermal Suite'] },
  ),
  en('massage-facial-typo', 'wich is cheeper - the signature massage or the royal facial?', [
    'Massage',
    usd(180),
    usd(210),
  ]),
  en('vr-kids-age', 'what are the age limits for the VR zone vs the kids zone?', [
    /10\s?\+|10 and (?:over|up|older)/,
    /3\s?-\s?12/,
  ]),
  en('gym-buffet-earlier', 'which opens earlier in the morning, the fitness centre or amwaj buffet?', [
    'Fitness Centre',
    time('06:00'),
    time('06:30'),
  ]),
  en('couples-vs-signature', 'compare the couples retreat and the signature massage for me', [
    minutes(120),
    minutes(90),
    usd(450),
    usd(180),
  ]),
  en('waterpark-vr-rating-unknown', 'which is better rated, the water park or the VR zone?', [], {
    unanswerable: true,
    invented: [rating],
  }),
  talkEn('irth-khuzama-then-rating', [
    {
      say: "what's the difference between Irth and Khuzama?",
      expect: ['Irth', 'Khuzama', deck(6), deck(7), time('18:00'), time('17:00')],
    },
    { say: 'and which one is rated higher?', expect: ['Irth', '4.9', '4.6'] },
    { say: 'which closes later?', expect: [time('23:00'), tieEn] },
  ]),
  talkEn('yanbu-pair-then-cheaper', [
    {
      say: 'which is longer, the yanbu snorkel safari or the ras al baridi beach day?',
      expect: ['Ras Al Baridi', hours(6), hours(5)],
    },
    { say: "and which one's cheaper?", expect: ['Ras Al Baridi', usd(75), usd(95)], forbid: [usd(29)] },
  ]),
  en('irth-tavola-same-deck', 'are Irth and La Tavola on the same deck?', [deck(6), tieEn]),

  // ── Arabic: Egyptian, Gulf, Levantine, MSA ──
  ar(
    'hammam-wrap-egyptian',
    'أيهما أرخص، الحمام التقليدي ولا لفافة وردة الصحرا؟',
    [usd(120), usd(140), any('الحمام', 'Hammam')],
    { forbid: [any('الجناح الحراري', 'Thermal Suite')] },
  ),
  ar('irth-tavola-gulf', 'مين أحسن تقييم، إرث ولا لا تافولا؟', ['4.9', '4.7', any('إرث', 'Irth')]),
  ar('petra-rum-levantine', 'شو الفرق بين رحلة البترا ووادي رم؟', [hours(11), hours(6), usd(289), usd(149)]),
  ar('luxor-alula-levantine', 'قديش الفرق بالمدة بين رحلة الأقصر ورحلة العلا؟', [hours(12), tieAr]),
  ar('dive-glass-gulf', 'أيهم أسهل، الغوص في رأس محمد ولا القارب الزجاجي؟', [
    any('نعمة', 'Naama', 'القارب الزجاجي'),
    any('سهله', 'easy'),
    any('صعبه', 'challenging'),
  ]),
  ar('amwaj-earlier-gulf', 'وين نقدر نروح بدري أكثر، بوفيه أمواج ولا تراس أمواج؟', [
    time('06:30'),
    time('07:00'),
    any('بوفيه أمواج', 'Amwaj Buffet'),
  ]),
  ar('khuzama-fish-msa', 'أيهما يغلق في وقت متأخر أكثر، خزامى أم سوق السمك؟', [
    time('23:00'),
    time('22:00'),
    any('خزامى', 'Khuzama'),
  ]),
  ar('massage-facial-egyptian', 'إيه الفرق بين مساج البحر الأحمر والعناية الملكية بالوجه؟', [
    minutes(90),
    minutes(75),
    usd(180),
    usd(210),
  ]),
  ar('petra-luxor-effort-msa', 'أيهما أقل تعبًا: جولة البتراء أم جولة معابد الأقصر؟', [
    any('الأقصر', 'Luxor'),
    any('متوسطه', 'moderate'),
    any('صعبه', 'challenging'),
  ]),
  ar('kids-vr-age-egyptian', 'إيه الفرق في السن بين نادي الأطفال ومنطقة الواقع الافتراضي؟', [
    /3\s?(?:-|الي)\s?12/,
    /10/,
  ]),
  ar('somabay-hammam-levantine', 'شو أرخص: يوم السبا بسوما باي ولا الحمام التقليدي عالسفينة؟', [
    usd(120),
    tieAr,
  ]),
  ar('massage-wrap-rating-unknown-gulf', 'أي واحد تقييمه أعلى، المساج ولا لفافة وردة الصحراء؟', [], {
    unanswerable: true,
    invented: [rating],
  }),
  talkAr('yanbu-pair-gulf', [
    {
      say: 'إيش الفرق بين سنوركل ينبع ويوم شاطئ رأس البريدي؟',
      expect: [hours(5), hours(6), usd(95), usd(75)],
    },
    { say: 'وأيهم يطلع بدري؟', expect: [time('09:00'), time('09:30')] },
    { say: 'طيب وأيهم أطول؟', expect: [hours(6), any('رأس البريدي', 'Ras Al Baridi')] },
  ]),
  ar('hurghada-luxor-price-egyptian', 'بكام الفرق بين رحلة الغردقة و رحلة الاقصر؟', [usd(29), usd(229)]),
  ar('diner-khuzama-deck-gulf', 'سبيس داينر وخزامى، كل واحد في أي دور؟', [deck(18), deck(7)]),
  ar('gym-buffet-levantine', 'مين بيفتح أبكر، الجيم ولا بوفيه أمواج؟', [time('06:00'), time('06:30')]),
];

export const cases = compareR6Cases;
