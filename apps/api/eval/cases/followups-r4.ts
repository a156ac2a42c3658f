import { any, deck, hours, minutes, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dayFromNow, dialogue } from './helpers.ts';

type Turns = Case['turns'];
const followEn = (id: string, turns: Turns) => dialogue('followups', 'en', `followups-r4-${id}`, turns);
const followAr = (id: string, turns: Turns) => dialogue('followups', 'ar', `followups-r4-${id}`, turns);
const fixEn = (id: string, turns: Turns) => dialogue('corrections', 'en', `followups-r4-${id}`, turns);
const fixAr = (id: string, turns: Turns) => dialogue('corrections', 'ar', `followups-r4-${id}`, turns);
const bookEn = (id: string, turns: Turns) => dialogue('bookings', 'en', `followups-r4-${id}`, turns);
const bookAr = (id: string, turns: Turns) => dialogue('bookings', 'ar', `followups-r4-${id}`, turns);

const tomorrow = dayFromNow(1);
const books = (serviceName: string, at: string, partySize: number) => ({
  kind: 'booking' as const,
  op: 'create' as const,
  match: { serviceName, time: at, partySize, date: tomorrow },
});
/** A proposal that would book a party of one (an incidental 'one of us' read as the party). */
const partyOfOne = /\b1 guest|party of 1\b|for 1 (?:guest|person)|عدد الضيوف:? 1(?!\d)|لشخص واحد|ضيف واحد/;
/** The staff corrections' facts (see CORRECTIONS in corrections.ts). */
const lateClose = time('02:00');
const gamesNight = any('thursday', 'الخميس');
const corrected = { sources: ['correction'] };

/**
 * Round 4 of follow-ups and corrections (issue 9), written before the fixes: a pronoun or an
 * ellipsis after a list or an entity ('the other one', 'and the expensive one', 'does it need
 * booking', 'and on Thursday?', 'for 3 people') stays on what was just shown; a staff correction
 * is served when its question comes back through a follow-up, and never for the entity next to it;
 * an incidental count in a later turn leaves the agreed party alone.
 */
export const followupR4Cases: Case[] = [
  // ── 1. 'the other one' / 'the expensive one' after a comparison of a port's excursions ──
  followEn('aqaba-other-one', [
    { say: 'what tours can we do in Aqaba?', expect: ['Petra', 'Wadi Rum'] },
    { say: 'which is cheaper?', expect: ['Wadi Rum', usd(149)] },
    { say: 'and how long is the other one?', expect: [hours(11)], forbid: [hours(6)] },
  ]),
  followAr('safaga-expensive-gulf', [
    { say: 'وش الرحلات اللي في سفاجا؟', expect: [any('الأقصر', 'Luxor'), any('الغردقة', 'Hurghada')] },
    { say: 'أي وحدة أرخص؟', expect: [any('الغردقة', 'Hurghada'), usd(29)] },
    { say: 'والغالية كم سعرها؟', expect: [usd(229)], forbid: [usd(29)] },
  ]),
  followAr('sharm-dive-egyptian', [
    {
      say: 'إيه الرحلات اللي في شرم الشيخ؟',
      expect: [any('رأس محمد', 'Ras Mohammed'), any('نعمة', 'Naama')],
    },
    { say: 'طب رحلة الغطس بكام؟', expect: [usd(185)], forbid: [usd(95)] },
    { say: 'وبترجع الساعة كام؟', expect: [time('16:30')] },
  ]),
  // ── 2. 'which of them' after a list of restaurants, then the one picked ──
  followEn('deck-7-opens-first', [
    { say: 'which restaurants are on deck 7?', expect: ['Bamboo Kitchen', 'Khuzama'] },
    { say: 'which of those opens earlier?', expect: ['Bamboo Kitchen', time('12:00')] },
    { say: "what's the dress code there?", expect: [/smart casual/] },
  ]),
  followAr('deck-5-closes-later-levantine', [
    {
      say: 'شو المطاعم اللي بالطابق 5؟',
      expect: [any('ليالينا', 'Layalina'), any('سوق السمك', 'The Fish Market')],
    },
    { say: 'وأيّهن بيضل فاتح لوقت أطول؟', expect: [any('ليالينا', 'Layalina'), time('23:00')] },
  ]),
  // ── 3. Ellipsis after one entity: another day, another party size, how to get there ──
  followEn('calligraphy-thursday', [
    { say: 'when is the calligraphy workshop?', expect: [time('11:00')] },
    { say: 'and on Thursday?', expect: [time('11:00')] },
    { say: 'where is it held?', expect: [any('Majlis Lounge', deck(6))] },
  ]),
  followEn('thermal-three-people', [
    { say: 'how much is the thermal suite day pass?', expect: [usd(60)] },
    { say: 'what about for 3 people?', expect: [usd(180)] },
    { say: 'and how long does it last?', expect: [any(hours(3), minutes(180))] },
  ]),
  followEn('stargazing-get-there', [
    { say: 'tell me about the stargazing deck', expect: [any('constellations', 'telescope')] },
    { say: 'how do I get there?', expect: [deck(19)] },
    { say: 'what time does it start?', expect: [time('21:00')] },
  ]),
  followEn('vr-needs-booking', [
    { say: "what's the VR zone?", expect: [any('virtual reality', 'VR')] },
    { say: 'does it need booking?', expect: [/book|reserv/], forbid: [/not bookable|no booking needed/] },
    { say: 'can my 8 year old go?', expect: [num(10)] },
  ]),
  followEn('water-park-little-ones', [
    { say: 'when is the water park open?', expect: [time('09:00'), time('19:00')] },
    { say: 'can small kids go on their own?', expect: [num(8)] },
    { say: 'and are there lifeguards?', expect: [/lifeguard/] },
  ]),
  followAr('layalina-music-msa', [
    { say: 'حدثني عن مطعم ليالينا', expect: [any('ليالينا', 'Layalina')] },
    { say: 'هل توجد موسيقى حية؟ ومن أي ساعة؟', expect: [time('19:30')] },
  ]),
  followAr('spa-longest-gulf', [
    { say: 'وش عندكم علاجات في السبا؟', expect: [any('مساج', 'Massage')] },
    {
      say: 'أي واحد أطول؟',
      expect: [any('الجناح الحراري', 'للجناح الحراري', 'Thermal Suite'), any(hours(3), minutes(180))],
    },
    { say: 'وكم سعره؟', expect: [usd(60)], forbid: [usd(450)] },
  ]),
  followEn('aqaba-port-times', [
    { say: 'when do we get to Aqaba?', expect: [time('07:00')] },
    { say: 'and when do we leave?', expect: [time('20:00')] },
    { say: "what's the cheapest tour there?", expect: ['Wadi Rum', usd(149)] },
  ]),
  // ── 4. Staff corrections through a follow-up, and the neighbours they must not reach ──
  fixEn('nakheel-then-juice', [
    { say: "where's the Nakheel Lounge?", expect: [deck(5)], invented: [lateClose] },
    { say: 'how late is it open?', expect: [lateClose], ...corrected },
    { say: 'and the juice bar?', expect: [time('23:00')], invented: [lateClose] },
  ]),
  fixEn('majlis-followup-near', [
    { say: 'tell me about the Majlis Lounge', expect: [deck(6)] },
    { say: 'until what time is it open?', expect: [time('00:00')], invented: [lateClose] },
  ]),
  fixAr('nakheel-levantine', [
    { say: 'صالة النخيل لإيمتى بتضل فاتحة؟', expect: [lateClose], ...corrected },
    { say: 'وصالة المجلس؟', expect: [time('00:00')], invented: [lateClose] },
  ]),
  fixAr('casino-egyptian', [{ say: 'هو في كازينو في المركب؟', expect: [gamesNight], ...corrected }]),
  fixAr('kids-zone-near', [
    { say: 'نادي الأطفال يسكر الساعة كم؟', expect: [time('22:00')], invented: [lateClose, gamesNight] },
  ]),
  // ── 5. An incidental number in a later turn leaves the agreed party alone ──
  bookEn('bamboo-kids-menu-keeps-five', [
    {
      say: 'book Bamboo Kitchen for 5 tomorrow at 7pm',
      expect: ['Bamboo Kitchen', time('19:00'), num(5), asksToConfirm],
      request: true,
    },
    {
      say: 'my 2 kids are picky, do you have a kids menu?',
      forbid: [/\b2 guests|party of 2\b|for 2 (?:guests|people)/],
    },
    { say: 'ok go ahead', action: books('Bamboo Kitchen', '19:00', 5) },
  ]),
  bookEn('massage-bad-back-keeps-two', [
    {
      say: 'can you book the signature massage for 2 of us tomorrow at 3pm?',
      expect: ['Signature Red Sea Massage', time('15:00'), asksToConfirm],
      request: true,
    },
    { say: 'one of us has a bad back, is that a problem?', forbid: [partyOfOne] },
    { say: 'yes confirm', action: books('Signature Red Sea Massage', '15:00', 2) },
  ]),
  bookAr('khuzama-vegetarian-gulf', [
    {
      say: 'ابي احجز طاولة في خزامى بكرة الساعة 9 بالليل لستة أشخاص',
      expect: [any('خزامى', 'Khuzama'), time('21:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'واحد فينا ما ياكل لحم، عندكم أكل نباتي؟', forbid: [partyOfOne] },
    { say: 'تمام أكد', action: books('Khuzama', '21:00', 6) },
  ]),
  bookAr('fish-market-allergy-egyptian', [
    {
      say: 'عايز أحجز ترابيزة في سوق السمك بكرة الساعة 1 الضهر لتلاتة',
      expect: [any('سوق السمك', 'The Fish Market'), time('13:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'في واحد فينا عنده حساسية من الجمبري، ينفع؟', forbid: [partyOfOne] },
    { say: 'أيوه أكد', action: books('The Fish Market', '13:00', 3) },
  ]),
];
