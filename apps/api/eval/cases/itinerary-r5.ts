import { any, type Fact, time } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue } from './helpers.ts';

type Turns = Case['turns'];
const tripEn = (id: string, turns: Turns) => dialogue('itinerary', 'en', `itinerary-r5-${id}`, turns);
const tripAr = (id: string, turns: Turns) => dialogue('itinerary', 'ar', `itinerary-r5-${id}`, turns);

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo cruise's calls by day from embarkation (day 0 = the day it is seeded, in UTC). */
const CALLS: { en: string; ar: string[]; leaves?: string; allAboard?: string }[] = [
  { en: 'Jeddah', ar: ['جدة'], leaves: '22:00', allAboard: '21:30' },
  { en: 'Yanbu', ar: ['ينبع'], leaves: '18:00', allAboard: '17:30' },
  { en: 'Al Wajh', ar: ['الوجه', 'العلا'] },
  { en: 'Al Wajh', ar: ['الوجه', 'العلا'], leaves: '21:00', allAboard: '20:30' },
  { en: 'Sharm', ar: ['شرم'], leaves: '19:00', allAboard: '18:30' },
  { en: 'Aqaba', ar: ['العقبة'], leaves: '20:00', allAboard: '19:30' },
  { en: 'Safaga', ar: ['سفاجا'], leaves: '19:00', allAboard: '18:30' },
];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_AR = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
const todayWeekday = new Date().getUTCDay();

/** The day of the cruise (0–6) a weekday falls on. */
const dayOfWeekday = (weekday: number) => (weekday - todayWeekday + 7) % 7;
/** The weekday index `day` days from today. */
const weekdayOf = (day: number) => (todayWeekday + day) % 7;
/** The port of a day of the cruise, in either language. */
const portOn = (day: number): Fact => {
  const call = CALLS[day] ?? CALLS[0];
  return any(call?.en ?? 'Jeddah', ...(call?.ar ?? []));
};
const portOfWeekday = (name: string) => portOn(dayOfWeekday(WEEKDAYS_EN.indexOf(name)));
/** The day of the month `day` days from today. */
const dateOf = (day: number) => new Date(Date.now() + day * DAY_MS).getUTCDate();
const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const notPrayer = ['prayer', 'الصلاة', 'الفجر'];
const dontKnow = /don'?t have information|لا (?:تتوفر|تتوافر|املك)|ليس لدي معلومات/;

const aqabaDay = 5;
const sharmDay = 4;
const yanbuDay = 1;
const safagaDay = 6;
const leaves = (day: number) => time(CALLS[day]?.leaves ?? '22:00');
const allAboard = (day: number) => time(CALLS[day]?.allAboard ?? '21:30');

/**
 * Round 5 of the itinerary (issue 9), written before the fixes: where the ship is on a named
 * weekday or date ('where are we on Wednesday?', 'وين بنكون يوم السبت؟', 'on the 27th', 'يوم ٢٨'),
 * the same asked as a follow-up ('and Sunday?', 'طيب ويوم الأحد؟'), a departure or all-aboard
 * question about the port just named ('what time do we leave there?', 'ولازم نرجع السفينة الساعة
 * كم؟') and a port's time zone against the ship's.
 */
export const itineraryR5Cases: Case[] = [
  // ── 1. A weekday named: the port of that day of this cruise ──
  tripEn('wednesday', [
    { say: 'Where are we on Wednesday?', expect: [portOfWeekday('Wednesday')], forbid: [dontKnow] },
  ]),
  tripEn('friday-which-port', [
    { say: 'which port are we in on friday', expect: [portOfWeekday('Friday')], forbid: [dontKnow] },
  ]),
  tripEn('monday-ship', [
    { say: "where's the ship gonna be monday?", expect: [portOfWeekday('Monday')], forbid: [dontKnow] },
  ]),
  tripAr('gulf-saturday', [
    { say: 'وين بنكون يوم السبت؟', expect: [portOfWeekday('Saturday')], forbid: [dontKnow, ...notPrayer] },
  ]),
  tripAr('gulf-wednesday-first', [
    {
      say: 'يوم الأربعاء وين بنكون؟',
      expect: [portOfWeekday('Wednesday')],
      forbid: [dontKnow, ...notPrayer],
    },
  ]),
  tripAr('egy-thursday', [
    {
      say: 'احنا هنكون فين يوم الخميس؟',
      expect: [portOfWeekday('Thursday')],
      forbid: [dontKnow, ...notPrayer],
    },
  ]),
  tripAr('msa-friday', [
    { say: 'في أي ميناء ستكون السفينة يوم الجمعة؟', expect: [portOfWeekday('Friday')], forbid: [dontKnow] },
  ]),
  // ── 2. A weekday as a follow-up after a day's port ──
  tripEn('and-sunday', [
    { say: 'where are we tomorrow?', expect: [portOn(1)] },
    { say: 'and on Sunday?', expect: [portOfWeekday('Sunday')], forbid: [dontKnow, ...notPrayer] },
  ]),
  tripAr('gulf-then-sunday', [
    { say: 'وين بنكون يوم السبت؟', expect: [portOfWeekday('Saturday')] },
    { say: 'طيب ويوم الأحد؟', expect: [portOfWeekday('Sunday')], forbid: [dontKnow, ...notPrayer] },
  ]),
  // ── 3. A date named ──
  tripEn('on-the-nth', [
    {
      say: `where will we be on the ${ordinal(dateOf(sharmDay))}?`,
      expect: [portOn(sharmDay)],
      forbid: [dontKnow],
    },
  ]),
  tripAr('gulf-date-digits', [
    {
      say: `يوم ${arabicDigits(dateOf(aqabaDay))} وين بنكون؟`,
      expect: [portOn(aqabaDay)],
      forbid: [dontKnow],
    },
  ]),
  // ── 4. Leaving / all aboard for the port just named ──
  tripEn('leave-there', [
    { say: `where are we on ${WEEKDAYS_EN[weekdayOf(aqabaDay)]}?`, expect: [portOn(aqabaDay)] },
    { say: 'what time do we leave there?', expect: [leaves(aqabaDay)], forbid: [time('22:00')] },
  ]),
  tripEn('back-on-board-named', [
    { say: 'what time do we get into Sharm?', expect: [time('09:00')] },
    {
      say: 'and what time do we have to be back on the ship?',
      expect: [allAboard(sharmDay)],
      forbid: [time('21:30')],
    },
  ]),
  tripAr('gulf-back-on-board-day', [
    { say: `وين بنكون يوم ${WEEKDAYS_AR[weekdayOf(yanbuDay)]}؟`, expect: [portOn(yanbuDay)] },
    { say: 'ولازم نرجع السفينة الساعة كم؟', expect: [allAboard(yanbuDay)], forbid: [time('21:30')] },
  ]),
  tripAr('egy-leave-from-there', [
    { say: `هنكون فين يوم ${WEEKDAYS_AR[weekdayOf(safagaDay)]}؟`, expect: [portOn(safagaDay)] },
    { say: 'والمركب بيمشي من هناك امتى؟', expect: [leaves(safagaDay)], forbid: [time('22:00')] },
  ]),
  tripAr('lev-back-on-board', [
    { say: 'ايمتى منوصل عالعقبة؟', expect: [time('07:00')] },
    { say: 'وقديش لازم نكون راجعين عالباخرة؟', expect: [allAboard(aqabaDay)], forbid: [time('21:30')] },
  ]),
  // ── 5. A port's time zone ──
  tripEn('safaga-timezone', [
    {
      say: "In Safaga is the time different from the ship? what's the timezone there",
      expect: [
        any(
          /utc\s?\+\s?2|gmt\s?\+\s?2/,
          /one hour (?:behind|earlier)|an hour (?:behind|earlier)|1 hour behind/,
        ),
      ],
      forbid: [dontKnow],
    },
  ]),
  tripEn('aqaba-timezone', [
    {
      say: 'do I need to change my watch in Aqaba?',
      expect: [any(/utc\s?\+\s?3|gmt\s?\+\s?3/, /same time|no need|don'?t need/)],
      forbid: [dontKnow],
    },
  ]),
  tripAr('gulf-sharm-time', [
    {
      say: 'الساعة في شرم نفس ساعة السفينة ولا تختلف؟',
      expect: [any(/utc\s?\+\s?2|gmt\s?\+\s?2|\+2/, 'ساعة واحدة', 'بساعة')],
      forbid: [dontKnow],
    },
  ]),
];
