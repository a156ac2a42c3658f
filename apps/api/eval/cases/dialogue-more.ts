import { any, deck, minutes, num, time, usd } from '../facts.ts';
import type { GuestSession } from '../guest-session.ts';
import type { Case, CaseContext } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dayFromNow, dialogue } from './helpers.ts';

const tomorrow = dayFromNow(1);
const inTwoDays = dayFromNow(2);

type Turns = Case['turns'];
const followEn = (id: string, turns: Turns, setup?: Case['setup']) =>
  dialogue('followups', 'en', `dialogue-more-${id}`, turns, setup);
const followAr = (id: string, turns: Turns, setup?: Case['setup']) =>
  dialogue('followups', 'ar', `dialogue-more-${id}`, turns, setup);
const bookEn = (id: string, turns: Turns) => dialogue('bookings', 'en', `dialogue-more-${id}`, turns);
const bookAr = (id: string, turns: Turns) => dialogue('bookings', 'ar', `dialogue-more-${id}`, turns);

/** A reply that proposes a booking (shows what it would book and asks for a yes). */
const proposes = /please confirm|shall i book|reply yes/;

/** Books tables through the guest API before the conversation, so the guest can refer to them. */
function withTables(tables: { restaurant: string; date: string; time: string; partySize: number }[]) {
  return async (session: GuestSession): Promise<CaseContext> => {
    const dining = (await (await session.http.get('/api/dining')).json()) as { id: number; name: string }[];
    const refs: Record<string, number> = {};
    for (const [index, table] of tables.entries()) {
      const restaurant = dining.find((row) => row.name === table.restaurant);
      if (!restaurant) throw new Error(`no restaurant ${table.restaurant}`);
      const res = await session.http.trpc('mutation', 'guest.bookings.create', {
        type: 'restaurant',
        serviceId: restaurant.id,
        date: table.date,
        time: table.time,
        partySize: table.partySize,
      });
      if (res.status !== 200) throw new Error(`setup booking failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { result: { data: { id: number } } };
      refs[`b${index + 1}`] = body.result.data.id;
    }
    return { refs };
  };
}

/**
 * Dialogue state (issue 9 points 2 and 3), written before the fixes: every kind of record the
 * concierge shows (offers, ports, venues, knowledge topics, excursions, restaurants, spa,
 * activities, bookings, room-service items) is what 'it', 'that one', 'the second', 'هذا' mean next;
 * a follow-up about one field answers that field, not the whole card; booking dialogues read the
 * party from words and book on the yes; a number inside an unrelated question never picks a time.
 */
export const dialogueMoreCases: Case[] = [
  // ── What was last shown: offers ──
  followEn('promo-price', [
    { say: 'tell me about the Family Fun Pass', expect: ['Family Fun Pass'] },
    { say: 'ok and how much does it cost?', expect: [usd(112)], forbid: ['VR Zone is on Deck'] },
    { say: 'how many people is it for?', expect: [any('four', /up to 4/)] },
  ]),
  followEn('promo-early-riser', [
    { say: 'is there any deal on the facial?', expect: ['Early Riser'] },
    { say: 'until what time is that one valid?', expect: [time('11:00')], forbid: ['gold serum'] },
  ]),
  followAr('promo-price', [
    { say: 'ما هي بطاقة المرح العائلية؟', expect: [any('بطاقة المرح العائلية', 'Family Fun Pass')] },
    { say: 'بكم هذا العرض؟', expect: [usd(112)], forbid: ['ليالينا'] },
  ]),
  followEn('spa-then-offer', [
    { say: 'how much is the Royal Rejuvenation Facial?', expect: [usd(210)] },
    { say: 'is it cheaper in the morning?', expect: [any('15%', usd(178.5))] },
  ]),
  // ── Ports, venues, knowledge topics ──
  followEn('port-arrival', [
    { say: 'tell me about Yanbu', expect: ['Yanbu'] },
    { say: 'what time do we get there?', expect: [time('08:00')], forbid: ['garden city'] },
  ]),
  followAr('port-leave', [
    { say: 'حدثني عن ميناء ينبع', expect: [any('ينبع', 'Yanbu')] },
    { say: 'ومتى نغادره؟', expect: [time('18:00')], forbid: ['مدينة الحدائق'] },
  ]),
  followEn('venue-hours', [
    { say: 'where is the medical centre?', expect: [deck(1)] },
    { say: 'when is it open?', expect: [time('08:00'), time('16:00')], forbid: ['ext. 7777'] },
  ]),
  followEn('topic-laundry', [
    { say: 'is there somewhere I can wash my clothes?', expect: [any('launderette', 'laundry')] },
    { say: 'what time is it open?', expect: [time('07:00'), time('23:00')] },
  ]),
  followAr('topic-laundry', [
    { say: 'هل توجد مغسلة ملابس على السفينة؟', expect: [any('مغاسل', 'غسيل', 'launderette', 'الغسيل')] },
    { say: 'متى تفتح؟', expect: [time('07:00'), time('23:00')] },
  ]),
  // ── Lists: the second, #N, الثاني ──
  followEn('spa-second', [
    { say: 'what spa treatments do you have?', expect: ['Hammam', 'Facial'] },
    { say: 'how long is the second one?', expect: [minutes(75)], forbid: [minutes(90), 'gold serum'] },
  ]),
  followAr('spa-second', [
    { say: 'ما هي علاجات السبا المتوفرة؟', expect: [any('حمام', 'Hammam')] },
    { say: 'بكم الثاني؟', expect: [usd(210)], forbid: ['الذهب'] },
  ]),
  followEn('restaurant-third', [
    { say: 'what restaurants do you have?', expect: ['La Tavola', 'Irth'] },
    {
      say: 'what time does the third one open?',
      expect: [time('12:00')],
      forbid: [time('06:30'), 'Dim sum'],
    },
  ]),
  followEn('excursion-number', [
    { say: 'which excursions are there in Aqaba?', expect: ['Petra', 'Wadi Rum'] },
    { say: 'what time does #2 leave?', expect: [time('08:30')], forbid: [time('07:30')] },
  ]),
  followEn('activity-first', [
    { say: "what's on for kids?", expect: ['Kids Zone'] },
    { say: 'where is that one?', expect: [deck(18)], forbid: ['treasure hunts'] },
  ]),
  followEn(
    'booking-second',
    [
      { say: 'what bookings do I have?', expect: ['La Tavola', 'Khuzama'] },
      {
        say: 'what time is the second one?',
        expect: ['Khuzama', time('20:00')],
        forbid: [time('18:30'), 'charcoal'],
      },
    ],
    withTables([
      { restaurant: 'La Tavola', date: tomorrow, time: '18:30', partySize: 2 },
      { restaurant: 'Khuzama', date: inTwoDays, time: '20:00', partySize: 2 },
    ]),
  ),
  followEn('room-service-price', [
    { say: 'can you send 2 club sandwiches to my cabin?', expect: ['Club Sandwich', asksToConfirm] },
    { say: 'how much is that?', expect: [usd(36)] },
  ]),
  // ── One field, not the whole card ──
  followEn('field-close', [
    { say: 'tell me about Layalina', expect: ['Layalina'] },
    { say: 'and what time does it close?', expect: ['Layalina', time('23:00')], forbid: ['mezze', 'Deck 5'] },
  ]),
  followAr('field-close', [
    { say: 'حدثني عن مطعم إرث', expect: [deck(6)] },
    { say: 'ومتى يقفل؟', expect: [any('إرث', 'Irth'), time('23:00')], forbid: [/طابق|سطح/] },
  ]),
  followEn('field-age', [
    { say: 'tell me about the VR Zone', expect: ['VR Zone'] },
    { say: 'what age do you have to be?', expect: [/10\+|10 and|10 or/], forbid: ['whale sharks'] },
  ]),
  followEn('field-deck', [
    { say: 'tell me about Bamboo Kitchen', expect: ['Bamboo Kitchen'] },
    { say: 'which deck is it on?', expect: [deck(7)], forbid: [/rated/] },
  ]),
  // ── Booking dialogues: the party from words, book on the yes ──
  bookEn('kids-zone-sign-up', [
    {
      say: 'can you sign my two kids up for the Kids Zone tomorrow at 5pm?',
      expect: ['Kids Zone', time('17:00'), any(num(2), 'two'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes',
      expect: ['Kids Zone'],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Kids Zone', time: '17:00', partySize: 2, date: tomorrow },
      },
    },
  ]),
  bookEn('vr-me-and-kids', [
    {
      say: 'book the VR Zone for me and my two kids tomorrow at 4pm',
      expect: ['VR Zone', time('16:00'), any(num(3), 'three'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes please',
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'VR Zone', time: '16:00', partySize: 3, date: tomorrow },
      },
    },
  ]),
  bookEn('layalina-four-of-us', [
    {
      say: 'a table at Layalina for the four of us tomorrow at 8pm please',
      expect: ['Layalina', time('20:00'), any(num(4), 'four'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes',
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Layalina', time: '20:00', partySize: 4, date: tomorrow },
      },
    },
  ]),
  bookEn('hammam-two-steps', [
    { say: "I'd like to book the hammam tomorrow for my husband and me", expect: [/time/], request: true },
    { say: '3pm', expect: ['Hammam', time('15:00'), any(num(2), 'two'), asksToConfirm], request: true },
    {
      say: 'yes',
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Traditional Hammam Ritual', time: '15:00', partySize: 2, date: tomorrow },
      },
    },
  ]),
  bookEn('yoga-three-of-us', [
    {
      say: 'put us down for sunset yoga tomorrow, there are three of us',
      expect: ['Sunset Yoga', time('17:30'), any(num(3), 'three'), asksToConfirm],
      request: true,
    },
    {
      say: 'go ahead',
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Sunset Yoga', time: '17:30', partySize: 3, date: tomorrow },
      },
    },
  ]),
  bookAr('irth-wife', [
    {
      say: 'احجز لي طاولة في إرث انا وزوجتي بكرة الساعة 7 مساء',
      expect: [any('إرث', 'Irth'), time('19:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'نعم',
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Irth', time: '19:00', partySize: 2, date: tomorrow },
      },
    },
  ]),
  bookAr('kids-zone', [
    {
      say: 'ابغى احجز نادي الأطفال لطفلين بكرة الساعة 1 الظهر',
      expect: [any('نادي الأطفال', 'Kids Zone', 'منطقة الأطفال'), time('13:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'نعم',
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Kids Zone', time: '13:00', partySize: 2, date: tomorrow },
      },
    },
  ]),
  // ── A number inside an unrelated question never picks an offered time ──
  bookEn('deck-map-not-a-time', [
    {
      say: "I'd like a table at La Tavola tomorrow at 7pm for two",
      expect: [any(time('18:30'), time('19:30'))],
      request: true,
    },
    {
      say: "What's on the deck 5 map?",
      expect: [any('Layalina', 'Fish Market', deck(5))],
      forbid: [proposes],
    },
    { say: 'ok, 7:30 is fine', expect: ['La Tavola', time('19:30'), asksToConfirm], request: true },
    {
      say: 'yes',
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'La Tavola', time: '19:30', partySize: 2, date: tomorrow },
      },
    },
  ]),
  bookEn('people-not-a-time', [
    {
      say: 'book Irth tomorrow at 6:15pm',
      expect: [any(time('18:00'), time('19:00'))],
      request: true,
    },
    { say: 'is there room for 7 people?', forbid: [proposes] },
  ]),
  bookAr('time-pick-arabic', [
    {
      say: 'أبي طاولة في لا تافولا بكرة الساعة 7 مساء لشخصين',
      expect: [any(time('18:30'), time('19:30'))],
      request: true,
    },
    { say: 'الساعة ٧:٣٠ تمام', expect: [time('19:30'), asksToConfirmAr], request: true },
    {
      say: 'نعم',
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'La Tavola', time: '19:30', partySize: 2, date: tomorrow },
      },
    },
  ]),
];
