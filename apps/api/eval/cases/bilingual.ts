import { any, deck, time, usd } from '../facts.ts';
import type { GuestSession } from '../guest-session.ts';
import type { Case, CaseContext, Category } from '../types.ts';
import { asksToConfirmAr, dayFromNow, dialogue } from './helpers.ts';

const tomorrow = dayFromNow(1);

/**
 * English words in a row in an Arabic reply (matched on the lower-cased reply): the concierge's own
 * words or a record's English name where the catalogue has the Arabic one. Verbatim quotes of an
 * English-only record are the one place English may stand, so these cases forbid it only where
 * every record named has an Arabic text.
 */
const english = /[a-z]{2,}(?:[ ,'’&-]+[a-z]{2,}){2,}/;

const ar = (category: Category, id: string, turns: Case['turns'], setup?: Case['setup']) =>
  dialogue(category, 'ar', `bilingual-${id}`, turns, setup);

/** Books restaurant tables through the guest API before the conversation (refs by name). */
function withTables(tables: { ref: string; restaurant: string; time: string; partySize: number }[]) {
  return async (session: GuestSession): Promise<CaseContext> => {
    const dining = (await (await session.http.get('/api/dining')).json()) as { id: number; name: string }[];
    const refs: Record<string, number> = {};
    for (const table of tables) {
      const restaurant = dining.find((row) => row.name === table.restaurant);
      if (!restaurant) throw new Error(`no restaurant ${table.restaurant}`);
      const res = await session.http.trpc('mutation', 'guest.bookings.create', {
        type: 'restaurant',
        serviceId: restaurant.id,
        date: tomorrow,
        time: table.time,
        partySize: table.partySize,
      });
      if (res.status !== 200) throw new Error(`setup booking failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { result: { data: { id: number } } };
      refs[table.ref] = body.result.data.id;
    }
    return { refs };
  };
}

/** The framing of an English-only notice in an Arabic reply: it says it quotes the ship's English text. */
const englishNotice = /السفينه[^\n]*بالانجليزيه|بالانجليزيه[^\n]*السفينه/;

/**
 * Issue 9 points 6–8 for an Arabic guest: every reply names the restaurant, treatment, activity,
 * excursion and menu item by its Arabic name (the catalogue has one for each), in confirmations,
 * lists, cancellations, 'nothing free' replies and the booking rules' refusals; imported policies
 * with Arabic columns answer in Arabic, and English-only ones are quoted verbatim inside an Arabic
 * frame that says so. (A turn that asks to confirm shows the proposal card: its names are checked
 * in Arabic there, and English is forbidden in the turns after it.)
 * Written before the fixes: 5 of 25 turns (2 of 19 conversations) passed then.
 */
export const bilingualCases: Case[] = [
  ar('bookings', 'table-confirmed', [
    {
      say: 'أبي أحجز طاولة في لا تافولا بكرة الساعة 7:30 مساء لشخصين',
      expect: ['لا تافولا', time('19:30'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'نعم',
      expect: ['لا تافولا', time('19:30')],
      forbid: ['La Tavola', english],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'La Tavola', time: '19:30', partySize: 2, date: tomorrow },
      },
    },
  ]),
  ar('bookings', 'spa-confirmed', [
    {
      say: 'ودي أحجز طقس الحمام التقليدي بكرة الساعة 11 الصبح',
      expect: ['طقس الحمام التقليدي', time('11:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'تمام، أكد',
      expect: ['طقس الحمام التقليدي', time('11:00')],
      forbid: ['Hammam', english],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Traditional Hammam Ritual', time: '11:00', date: tomorrow },
      },
    },
  ]),
  ar(
    'bookings',
    'my-bookings',
    [
      {
        say: 'وش الحجوزات اللي عندي؟',
        expect: ['خزامى', 'ليالينا', time('20:00')],
        forbid: ['Khuzama', 'Layalina', english],
      },
    ],
    withTables([
      { ref: 'khuzama', restaurant: 'Khuzama', time: '20:00', partySize: 3 },
      { ref: 'layalina', restaurant: 'Layalina', time: '19:00', partySize: 2 },
    ]),
  ),
  ar(
    'bookings',
    'my-bookings-shown',
    [
      {
        say: 'اعرض لي حجوزاتي',
        expect: ['خزامى', time('20:00')],
        forbid: ['Khuzama', english],
      },
    ],
    withTables([{ ref: 'khuzama', restaurant: 'Khuzama', time: '20:00', partySize: 3 }]),
  ),
  ar(
    'bookings',
    'cancel',
    [
      {
        say: (ctx) => `ابي الغي حجز رقم ${ctx.refs.table}`,
        expect: ['خزامى', asksToConfirmAr],
        request: true,
      },
      {
        say: 'ايه',
        expect: ['خزامى'],
        forbid: ['Khuzama', english],
        action: { kind: 'booking', op: 'cancel', ref: 'table' },
      },
    ],
    withTables([{ ref: 'table', restaurant: 'Khuzama', time: '20:00', partySize: 3 }]),
  ),
  ar('bookings', 'change-to-taken-time', [
    {
      say: 'احجز لي طاولة في ليالينا بكرة الساعة 8 مساء لشخصين',
      expect: ['ليالينا', time('20:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'لا، خلها الساعة 10:45 الصبح',
      expect: ['ليالينا'],
      forbid: ['Layalina', english],
      request: true,
    },
  ]),
  ar(
    'bookings',
    'day-limit',
    [
      {
        say: 'أبغى طاولة في سوق السمك بكرة الساعة 7 مساء لشخصين',
        expect: [/(?<!\d)6(?!\d)[^\n]*حجوز/],
        forbid: ['Fish Market', english],
        request: true,
      },
    ],
    withTables([
      { ref: 'a', restaurant: 'Khuzama', time: '18:00', partySize: 2 },
      { ref: 'b', restaurant: 'Layalina', time: '19:00', partySize: 2 },
      { ref: 'c', restaurant: 'La Tavola', time: '19:30', partySize: 2 },
      { ref: 'd', restaurant: 'Irth', time: '19:00', partySize: 2 },
      { ref: 'e', restaurant: 'Bamboo Kitchen', time: '18:00', partySize: 2 },
      { ref: 'f', restaurant: 'Space Diner', time: '13:00', partySize: 2 },
    ]),
  ),
  ar(
    'bookings',
    'same-slot-twice',
    [
      {
        say: 'احجز لي طاولة في خزامى بكرة الساعة 8 مساء لشخصين',
        expect: ['خزامى'],
        forbid: ['Khuzama', english],
        request: true,
      },
    ],
    withTables([
      { ref: 'a', restaurant: 'Khuzama', time: '20:00', partySize: 2 },
      { ref: 'b', restaurant: 'Khuzama', time: '20:00', partySize: 2 },
    ]),
  ),
  ar('bookings', 'excursion-confirmed', [
    {
      say: 'أبي أحجز جولة البتراء الكبرى لشخصين',
      expect: ['جولة البتراء الكبرى', usd(578), asksToConfirmAr],
      request: true,
    },
    {
      say: 'نعم',
      expect: ['جولة البتراء الكبرى', usd(578)],
      forbid: ['Petra Grand Tour', english],
      action: { kind: 'excursion', op: 'create', match: { title: 'Petra Grand Tour', participants: 2 } },
    },
  ]),
  ar('bookings', 'excursion-too-few-spots', [
    {
      say: 'أبي أحجز المنطاد الخاص فوق العلا لخمسة أشخاص',
      expect: ['منطاد خاص فوق العلا'],
      forbid: ['Balloon', english],
      request: true,
    },
  ]),
  ar('bookings', 'balloon-too-many', [
    {
      say: 'أبي أحجز رحلة المنطاد في العلا لخمسة أشخاص',
      expect: ['منطاد خاص فوق العلا'],
      forbid: ['Balloon', english],
      request: true,
    },
  ]),
  ar('room-service', 'order-placed', [
    {
      say: 'أبي أطلب قهوة عربية وكعكة الشوكولاتة للغرفة',
      expect: ['قهوه عربيه', 'كعكه الشوكولاته', asksToConfirmAr],
      request: true,
    },
    {
      say: 'نعم',
      expect: ['قهوه عربيه', 'كعكه الشوكولاته'],
      forbid: ['Arabic Coffee', 'Chocolate', english],
      action: { kind: 'roomService', op: 'create', items: [/arabic coffee/] },
    },
  ]),
  ar('room-service', 'not-on-menu', [
    {
      say: 'ممكن توصلون لي سوشي للغرفة؟',
      expect: ['قهوه عربيه'],
      forbid: ['Arabic Coffee', english],
      request: true,
    },
  ]),
  ar('unanswerable', 'hand-off', [
    {
      say: 'أبي أكلم أحد من الموظفين لو سمحت',
      expect: [/#\d+|رقم طلبك/],
      forbid: [english, 'Guest Services'],
    },
  ]),
  ar('unanswerable', 'dont-know', [
    { say: 'كم سعر قص الشعر عند الحلاق؟', unanswerable: true, forbid: [english] },
  ]),
  ar('imported', 'english-only-drone', [
    {
      say: 'مسموح أصور بالدرون من فوق السفينة؟',
      expect: ['Drones may not be flown from the ship', englishNotice],
      sources: ['knowledge'],
    },
  ]),
  ar('imported', 'english-only-luggage', [
    {
      say: 'كم شنطة يسمحون لكل راكب؟',
      expect: ['two suitcases of up to 23 kg', englishNotice],
      sources: ['knowledge'],
    },
  ]),
  ar('imported', 'arabic-columns-towels', [
    {
      say: 'وين ألقى مناشف للمسبح؟',
      expect: ['كشك المناشف', deck(16)],
      forbid: ['Towel Hut', english],
      sources: ['knowledge'],
    },
  ]),
  ar('imported', 'arabic-columns-pets', [
    {
      say: 'ينفع آخذ كلبي معي على السفينة؟',
      expect: [any('لا يسمح', 'لا يُسمح')],
      forbid: ['Pets are not allowed', english],
      sources: ['knowledge'],
    },
  ]),
];
