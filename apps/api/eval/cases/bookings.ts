import { any, num, time, usd } from '../facts.ts';
import type { GuestSession } from '../guest-session.ts';
import type { Case, CaseContext } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dayFromNow, dialogue } from './helpers.ts';

const tomorrow = dayFromNow(1);
const inTwoDays = dayFromNow(2);

const en = (id: string, turns: Case['turns'], setup?: Case['setup']) =>
  dialogue('bookings', 'en', id, turns, setup);
const ar = (id: string, turns: Case['turns'], setup?: Case['setup']) =>
  dialogue('bookings', 'ar', id, turns, setup);

/** Books tables through the guest API before the conversation, so the guest can refer to them. */
function withTables(
  tables: { ref: string; restaurant: string; date: string; time: string; partySize: number }[],
) {
  return async (session: GuestSession): Promise<CaseContext> => {
    const dining = (await (await session.http.get('/api/dining')).json()) as { id: number; name: string }[];
    const refs: Record<string, number> = {};
    for (const table of tables) {
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
      refs[table.ref] = body.result.data.id;
    }
    return { refs };
  };
}

/**
 * Booking conversations: a time off the grid, a change of party size, a party read from words,
 * confirmation by 'yes'/'نعم', a cancel by number, a question about what was just booked.
 */
export const bookingCases: Case[] = [
  en('la-tavola-off-grid', [
    {
      say: "I'd like to book a table at La Tavola tomorrow evening for two",
      expect: [any(/what time|which time|time would you like|time works/, time('18:30'), time('19:30'))],
      request: true,
    },
    { say: '7pm please', expect: [any(time('18:30'), time('19:30'))], request: true },
    { say: '7:30 then', expect: ['La Tavola', time('19:30'), asksToConfirm], request: true },
    {
      say: 'yes',
      expect: ['La Tavola', time('19:30')],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'La Tavola', time: '19:30', partySize: 2, date: tomorrow },
      },
    },
  ]),
  en('layalina-party-change', [
    {
      say: 'book Layalina for 4 people tomorrow at 8pm',
      expect: ['Layalina', time('20:00'), num(4), asksToConfirm],
      request: true,
    },
    { say: 'actually make it 6 people', expect: ['Layalina', num(6)], request: true },
    {
      say: 'yes please',
      expect: ['Layalina', num(6)],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Layalina', time: '20:00', partySize: 6, date: tomorrow },
      },
    },
  ]),
  en('khuzama-wife-and-me', [
    {
      say: 'Can you reserve Khuzama for my wife and me tomorrow at 7pm?',
      expect: ['Khuzama', time('19:00'), any(num(2), 'two'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes',
      expect: ['Khuzama'],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Khuzama', time: '19:00', partySize: 2, date: tomorrow },
      },
    },
  ]),
  en('irth-off-grid-solo', [
    {
      say: 'book me a table at Irth tomorrow at 6:15pm',
      expect: [any(time('18:00'), time('19:00'))],
      request: true,
    },
    { say: "6 then, it's just me", expect: ['Irth', time('18:00'), asksToConfirm], request: true },
    {
      say: 'yes',
      expect: ['Irth', time('18:00')],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Irth', time: '18:00', partySize: 1, date: tomorrow },
      },
    },
  ]),
  en('facial-then-price', [
    {
      say: "I'd like the Royal Rejuvenation Facial tomorrow at 10am",
      expect: ['Facial', time('10:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes, book it',
      expect: ['Facial', time('10:00')],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Royal Rejuvenation Facial', time: '10:00', date: tomorrow },
      },
    },
    { say: 'how much is it?', expect: [any(usd(210), usd(178.5))] },
  ]),
  en('wadi-rum-then-question', [
    {
      say: 'I want to book the Wadi Rum jeep trip for the 3 of us',
      expect: ['Wadi Rum', num(3), asksToConfirm],
      request: true,
    },
    {
      say: 'yes',
      expect: ['Wadi Rum'],
      action: {
        kind: 'excursion',
        op: 'create',
        match: { title: 'Wadi Rum Jeep & Camel Adventure', participants: 3 },
      },
    },
    { say: 'How much is that in total and what time do we leave?', expect: [usd(447), time('08:30')] },
  ]),
  en(
    'cancel-by-number',
    [
      { say: 'what bookings do I have?', expect: ['La Tavola', 'Bamboo Kitchen'] },
      {
        say: (ctx) => `please cancel #${ctx.refs.second}`,
        expect: ['Bamboo Kitchen', asksToConfirm],
        request: true,
      },
      { say: 'yes', expect: ['Bamboo Kitchen'], action: { kind: 'booking', op: 'cancel', ref: 'second' } },
    ],
    withTables([
      { ref: 'first', restaurant: 'La Tavola', date: tomorrow, time: '18:30', partySize: 2 },
      { ref: 'second', restaurant: 'Bamboo Kitchen', date: inTwoDays, time: '19:00', partySize: 2 },
    ]),
  ),
  en('kids-zone-two', [
    {
      say: 'sign my two kids up for Kids Zone tomorrow at 1pm',
      expect: ['Kids Zone', time('13:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes',
      expect: ['Kids Zone'],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Kids Zone', time: '13:00', partySize: 2, date: tomorrow },
      },
    },
  ]),
  en('petra-declined', [
    { say: 'book the Petra Grand Tour for 2', expect: ['Petra', num(2), asksToConfirm], request: true },
    {
      say: 'no, forget it',
      expect: [any(/no problem|not booked|won'?t book|cancel|okay|ok|sure|of course|noted/)],
    },
  ]),
  ar('layalina', [
    {
      say: 'أريد حجز طاولة في ليالينا بكرة الساعة 8 مساءً لشخصين',
      expect: [any('ليالينا', 'Layalina'), time('20:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'نعم',
      expect: [any('ليالينا', 'Layalina')],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Layalina', time: '20:00', partySize: 2, date: tomorrow },
      },
    },
  ]),
  ar('hammam', [
    {
      say: 'أبغى أحجز الحمام التقليدي بكرة الساعة 11 الصبح',
      expect: [any('الحمام', 'Hammam'), time('11:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'نعم',
      expect: [any('الحمام', 'Hammam')],
      action: {
        kind: 'booking',
        op: 'create',
        match: { serviceName: 'Traditional Hammam Ritual', time: '11:00', date: tomorrow },
      },
    },
  ]),
  ar(
    'cancel-by-number',
    [
      {
        say: (ctx) => `ألغِ الحجز رقم ${ctx.refs.table}`,
        expect: [any('خزامى', 'Khuzama'), asksToConfirmAr],
        request: true,
      },
      {
        say: 'نعم',
        expect: [any('خزامى', 'Khuzama')],
        action: { kind: 'booking', op: 'cancel', ref: 'table' },
      },
    ],
    withTables([{ ref: 'table', restaurant: 'Khuzama', date: tomorrow, time: '20:00', partySize: 3 }]),
  ),
];
