import { any, deck, num, sar, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dayFromNow, dialogue } from './helpers.ts';

type Turns = Case['turns'];
const bookEn = (id: string, turns: Turns) => dialogue('bookings', 'en', `r8-dia-${id}`, turns);
const bookAr = (id: string, turns: Turns) => dialogue('bookings', 'ar', `r8-dia-${id}`, turns);
const followEn = (id: string, turns: Turns) => dialogue('followups', 'en', `r8-dia-${id}`, turns);
const followAr = (id: string, turns: Turns) => dialogue('followups', 'ar', `r8-dia-${id}`, turns);

const booked = (serviceName: string, at: string, days: number, partySize?: number) => ({
  kind: 'booking' as const,
  op: 'create' as const,
  match: { serviceName, time: at, date: dayFromNow(days), ...(partySize ? { partySize } : {}) },
});
/** The confirmation card itself (not an offer to book, which the guest would have to repeat). */
const asksToConfirm = /please confirm|shall i book/;
const asksToConfirmAr = /يرجي التاكيد|هل اؤكد حجز/;
const two = any(num(2), 'two', 'اثنين', 'شخصين', 'لشخصين');
const irth = any('إرث', 'Irth');
const massageAr = any('مساج البحر الأحمر المميز', 'Signature Red Sea Massage');
const hammamAr = any('طقس الحمّام التقليدي', 'طقس الحمام التقليدي', 'Traditional Hammam Ritual');

/**
 * Round 8 of dialogues (issue 9): (1) a polite or indirect request that names a bookable thing with
 * a day, time or party ('could we maybe get', "I'd love", "we'd like", 'is it possible to have',
 * 'ممكن نحجز', 'ودنا', 'نفسي') is a request and gets a confirmation card, never a description, and
 * nothing is booked before the yes; (2) a follow-up about the thing just shown ('which deck?', 'and
 * hours?', 'in riyals?', 'and if one goes missing?', the second of a shown list) is answered about
 * that thing, not about another record that happens to share a word.
 */
export const dialogue10Cases: Case[] = [
  // ── 1. Polite and indirect booking requests → a card ──
  bookEn('irth-could-we-maybe', [
    {
      say: 'would it be possible for us to get a table at Irth tomorrow at 8 in the evening, just the two of us?',
      expect: ['Irth', time('20:00'), two, asksToConfirm],
      request: true,
    },
    { say: 'yes please', expect: ['Irth'], action: booked('Irth', '20:00', 1, 2) },
  ]),
  bookEn('irth-we-would-love', [
    {
      say: "we'd really love dinner at Irth tomorrow night around 8pm, table for 2",
      expect: ['Irth', time('20:00'), two, asksToConfirm],
      request: true,
    },
  ]),
  bookEn('massage-id-love', [
    {
      say: "I'd love the signature red sea massage the day after tomorrow at 3pm",
      expect: ['Signature Red Sea Massage', time('15:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes please',
      expect: ['Signature Red Sea Massage'],
      action: booked('Signature Red Sea Massage', '15:00', 2),
    },
  ]),
  bookEn('massage-is-it-possible', [
    {
      say: 'is it possible to have the Signature Red Sea Massage the day after tomorrow at three in the afternoon?',
      expect: ['Signature Red Sea Massage', time('15:00'), asksToConfirm],
      request: true,
    },
  ]),
  bookEn('hammam-could-we-get', [
    {
      say: 'could I maybe get the hammam ritual tomorrow at 11am?',
      expect: ['Traditional Hammam Ritual', time('11:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'yes please',
      expect: ['Traditional Hammam Ritual'],
      action: booked('Traditional Hammam Ritual', '11:00', 1),
    },
  ]),
  bookEn('facial-wed-like', [
    {
      say: "we'd like the royal rejuvenation facial tomorrow at 4pm if there's space",
      expect: ['Royal Rejuvenation Facial', time('16:00'), asksToConfirm],
      request: true,
    },
  ]),
  bookEn('layalina-any-chance', [
    {
      say: 'any chance we could grab a table at Layalina tomorrow at 7pm for four of us?',
      expect: ['Layalina', time('19:00'), any(num(4), 'four'), asksToConfirm],
      request: true,
    },
  ]),
  bookAr('irth-mumkin-egyptian', [
    {
      say: 'ممكن نحجز ترابيزة في إرث بكرة الساعة 8 بالليل لاتنين؟',
      expect: [irth, time('20:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'أيوه', expect: [irth], action: booked('Irth', '20:00', 1, 2) },
  ]),
  bookAr('irth-wedna-gulf', [
    {
      say: 'ودنا نتعشى في مطعم ارث بكره الساعه ٨ المسا احنا الثنين',
      expect: [irth, time('20:00'), asksToConfirmAr],
      request: true,
    },
  ]),
  bookAr('massage-nifsi-levantine', [
    {
      say: 'نفسي آخد مساج البحر الأحمر المميز بعد بكرة الساعة 3 العصر',
      expect: [massageAr, time('15:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'اي تمام',
      expect: [massageAr],
      action: booked('Signature Red Sea Massage', '15:00', 2),
    },
  ]),
  bookAr('hammam-momken-msa', [
    {
      say: 'هل من الممكن أن أحصل على طقس الحمام التقليدي غدًا الساعة 11 صباحًا؟',
      expect: [hammamAr, time('11:00'), asksToConfirmAr],
      request: true,
    },
  ]),
  bookAr('hammam-widdi-gulf', [
    {
      say: 'ودي بجلسة الحمام المغربي بكره الساعه ١١ الصبح',
      expect: [hammamAr, time('11:00'), asksToConfirmAr],
      request: true,
    },
  ]),
  bookAr('layalina-mumkin-levantine', [
    {
      say: 'بتقدر تحجزلنا بليالينا بكرا الساعة 7 المسا لأربعة؟',
      expect: [any('ليالينا', 'Layalina'), time('19:00'), asksToConfirmAr],
      request: true,
    },
  ]),
  // ── 2. A follow-up is about the thing just shown ──
  followEn('cinema-deck-start', [
    { say: 'tell me about the outdoor movies', expect: ['Cinema Under the Stars'] },
    { say: 'which deck is that?', expect: [deck(19)], forbid: [deck(6), 'Calligraphy'] },
    { say: 'and when does it begin?', expect: [time('20:30')], forbid: [time('11:00'), 'Calligraphy'] },
  ]),
  followEn('sharm-second-return', [
    {
      say: 'what excursions are there in Sharm el Sheikh?',
      expect: ['Ras Mohammed Dive Discovery', 'Naama Bay Glass-Boat Family Cruise'],
    },
    {
      say: 'ok the second one, what time are we back on board?',
      expect: [time('13:00')],
      forbid: [time('16:30')],
    },
  ]),
  followEn('kids-zone-ages-where', [
    { say: 'is there somewhere for the kids to play?', expect: ['Kids Zone'] },
    { say: 'what ages can go?', expect: [num(3), num(12)], forbid: [usd(20)] },
    { say: 'and where is it?', expect: [deck(18)] },
  ]),
  followEn('balloon-riyals', [
    { say: 'how much is the Private Hot-Air Balloon over AlUla?', expect: [usd(1250)] },
    { say: 'what is that in saudi riyals?', expect: [sar(4687.5)], forbid: ['cashless'] },
  ]),
  followEn('towel-missing', [
    { say: 'where can we get towels for the pool?', expect: ['Towel Hut', deck(16)] },
    { say: 'and if we lose one?', expect: [usd(25)] },
  ]),
  followEn('laundry-hours', [
    {
      say: 'is there somewhere to wash our clothes?',
      expect: [any(deck(9), /decks 9/, 'الطابق 9', 'الطوابق 9')],
    },
    { say: 'opening hours?', expect: [time('07:00'), time('23:00')], forbid: ['spa', 'Spa'] },
  ]),
  followEn('stargazing-deck', [
    { say: 'what is there to do in the evening?', expect: ['Stargazing Deck'] },
    { say: 'where do we go for the stargazing?', expect: [deck(19)] },
  ]),
  followAr('sharm-dive-price-levantine', [
    {
      say: 'شو في رحلات بشرم الشيخ؟',
      expect: [any('استكشاف الغوص في رأس محمد', 'Ras Mohammed Dive Discovery')],
    },
    { say: 'قديش حق رحلة الغوص؟', expect: [usd(185)], forbid: [usd(95), 'ينبع'] },
    { say: 'وايمتى بتتحرك؟', expect: [time('09:30')] },
  ]),
  followAr('kids-club-gulf', [
    { say: 'عندكم نادي للأطفال؟', expect: [any('نادي الأطفال', 'Kids Zone')] },
    { say: 'كم عمر الأطفال اللي يقبلونهم؟', expect: [num(3), num(12)], forbid: [usd(20)] },
    { say: 'ووينه بالضبط؟', expect: [deck(18)] },
  ]),
  followAr('offers-today-egyptian', [
    {
      say: 'في أي خصومات أو عروض النهارده؟',
      expect: [
        any('وليمة المازة اليومية في ليالينا', 'صيد اليوم في سوق السمك', 'استراحة السبا في أيام الإبحار'),
      ],
      forbid: ['أساطير البحر الأحمر'],
    },
  ]),
  followAr('cinema-msa', [
    { say: 'حدثني عن سينما تحت النجوم', expect: [any('سينما تحت النجوم', 'Cinema Under the Stars')] },
    { say: 'في أي طابق تقع؟', expect: [deck(19)], forbid: [deck(6)] },
    { say: 'ومتى يبدأ العرض؟', expect: [time('20:30')], forbid: [time('11:00')] },
  ]),
  followAr('towel-lost-gulf', [
    { say: 'وين أحصل فوط للمسبح؟', expect: [deck(16)] },
    { say: 'واذا ضاعت وحدة؟', expect: [usd(25)] },
  ]),
  followAr('laundry-hours-egyptian', [
    { say: 'فين أغسل هدومي في المركب؟', expect: [any(deck(9), /decks 9/, 'الطابق 9', 'الطوابق 9')] },
    { say: 'ومواعيدها إيه؟', expect: [time('07:00'), time('23:00')] },
  ]),
  followAr('balloon-riyal-levantine', [
    { say: 'قديش سعر رحلة المنطاد بالعلا؟', expect: [usd(1250)] },
    { say: 'وكم بالريال؟', expect: [sar(4687.5)] },
  ]),
];
