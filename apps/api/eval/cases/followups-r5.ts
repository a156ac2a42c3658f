import { any, hours, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

type Turns = Case['turns'];
const followEn = (id: string, turns: Turns) => dialogue('followups', 'en', `followups-r5-${id}`, turns);
const followAr = (id: string, turns: Turns) => dialogue('followups', 'ar', `followups-r5-${id}`, turns);
const compareEn = oneTurn('comparisons', 'en');
const compareAr = oneTurn('comparisons', 'ar');
const fixEn = oneTurn('corrections', 'en');
const fixAr = oneTurn('corrections', 'ar');
const fixFollowAr = (id: string, turns: Turns) => dialogue('corrections', 'ar', `followups-r5-${id}`, turns);

/** The staff corrections' facts (see CORRECTIONS in corrections.ts), wrong for any other venue. */
const lateClose = time('02:00');
const gamesNight = any('thursday', 'الخميس');

/**
 * Round 5 of follow-ups (issue 9), written before the fixes: an ordinal ('the second one',
 * 'التانية', '#2') picks from the list just shown, and 'it'/'هي' afterwards stays on that pick;
 * earliest/latest departure comparisons over shore excursions; a venue next to a staff
 * correction gets its own data, never the correction.
 */
export const followupR5Cases: Case[] = [
  // ── 1. An ordinal pick from a list of excursions, then 'it' ──
  followAr('aqaba-second-egyptian', [
    { say: 'إيه الرحلات اللي في العقبة؟', expect: [any('البتراء', 'Petra'), any('وادي رم', 'Wadi Rum')] },
    { say: 'التانية بكام؟', expect: [usd(149)], forbid: [usd(289)] },
    { say: 'وبتطلع الساعة كام؟', expect: [time('08:30')], forbid: [time('07:30')] },
  ]),
  followEn('sharm-second-one', [
    { say: 'what excursions are there in Sharm?', expect: ['Ras Mohammed', 'Naama'] },
    { say: 'how much is the second one?', expect: [usd(55)], forbid: [usd(185)] },
    { say: 'what time does it get back?', expect: [time('13:00')], forbid: [time('16:30')] },
  ]),
  followAr('yanbu-second-gulf', [
    { say: 'وش الرحلات اللي في ينبع؟', expect: [any('رأس البريدي', 'Ras Al Baridi'), any('ينبع', 'Yanbu')] },
    { say: 'الثانية كم سعرها؟', expect: [usd(75)], forbid: [usd(95)] },
    { say: 'وكم مدتها؟', expect: [hours(6)], forbid: [hours(5)] },
  ]),
  followAr('jeddah-second-levantine', [
    { say: 'شو في رحلات بجدة؟', expect: [any('البلد', 'Al-Balad'), any('كورنيش', 'Corniche')] },
    { say: 'تاني وحدة قديش سعرها؟', expect: [usd(35)], forbid: [usd(45)] },
    { say: 'وإيمتى بترجع؟', expect: [time('17:30')], forbid: [time('18:00')] },
  ]),
  followEn('aqaba-number-two', [
    { say: 'which tours can I take in Aqaba?', expect: ['Petra', 'Wadi Rum'] },
    { say: "what's the price of number two?", expect: [usd(149)], forbid: [usd(289)] },
    { say: 'and when does it leave?', expect: [time('08:30')], forbid: [time('07:30')] },
  ]),
  followEn('sharm-2nd-hash', [
    { say: 'list the Sharm El Sheikh excursions please', expect: ['Ras Mohammed', 'Naama'] },
    { say: 'how long is #2?', expect: [hours(3)], forbid: [hours(7)] },
  ]),
  followEn('aqaba-the-2nd', [
    { say: 'shore excursions at Aqaba?', expect: ['Petra', 'Wadi Rum'] },
    { say: 'what time does the 2nd one depart?', expect: [time('08:30')], forbid: [time('07:30')] },
  ]),
  followAr('aqaba-second-msa-it', [
    {
      say: 'ما الرحلات المتاحة في ميناء العقبة؟',
      expect: [any('البتراء', 'Petra'), any('وادي رم', 'Wadi Rum')],
    },
    { say: 'ما سعر الرحلة الثانية؟', expect: [usd(149)], forbid: [usd(289)] },
    { say: 'ومتى تعود هي؟', expect: [time('14:30')], forbid: [time('18:30')] },
  ]),
  followAr('sharm-first-egyptian', [
    { say: 'عايز أعرف رحلات شرم الشيخ', expect: [any('رأس محمد', 'Ras Mohammed'), any('نعمة', 'Naama')] },
    { say: 'الأولانية بتطلع إمتى؟', expect: [time('09:30')], forbid: [time('10:00')] },
  ]),
  // ── 2. Earliest / latest departure over shore excursions ──
  compareAr('followups-r5-earliest-excursion-gulf', 'أي رحلة برية تطلع بدري أكثر شي؟', [time('03:30')]),
  compareEn('followups-r5-earliest-excursion', 'which shore excursion leaves the earliest?', [time('03:30')]),
  compareEn('followups-r5-latest-excursion', 'which tour departs the latest in the day?', [time('14:30')]),
  compareAr('followups-r5-latest-excursion-egyptian', 'أنهي رحلة بتطلع متأخر أكتر حاجة؟', [time('14:30')]),
  compareEn('followups-r5-aqaba-earliest', 'which Aqaba tour leaves earliest?', [time('07:30'), 'Petra']),
  compareAr('followups-r5-safaga-earliest-msa', 'ما أبكر رحلة تنطلق في سفاجا؟', [time('06:00')]),
  followEn('safaga-which-first', [
    { say: 'what tours are in Safaga?', expect: ['Luxor', 'Hurghada'] },
    { say: 'which one leaves first?', expect: ['Luxor', time('06:00')] },
  ]),
  followAr('yanbu-earlier-levantine', [
    { say: 'شو الرحلات اللي بينبع؟', expect: [any('رأس البريدي', 'Ras Al Baridi'), any('ينبع', 'Yanbu')] },
    { say: 'أي وحدة فيهن بتطلع أبكر؟', expect: [time('09:00')], forbid: [time('09:30')] },
  ]),
  // ── 3. A venue next to a staff correction gets its own hours ──
  fixAr('followups-r5-near-majlis-deck6-egyptian', 'مجلس الطابق 6 بيقفل إمتى؟', [time('00:00')], {
    invented: [lateClose, gamesNight],
  }),
  fixAr('followups-r5-near-majlis-gulf', 'المجلس اللي في الدور السادس متى يسكر؟', [time('00:00')], {
    invented: [lateClose, gamesNight],
  }),
  fixEn('followups-r5-near-majlis-deck6', 'when does the majlis on deck 6 shut?', [time('00:00')], {
    invented: [lateClose, gamesNight],
  }),
  fixFollowAr('near-majlis-followup-levantine', [
    { say: 'احكيلي عن صالة المجلس', expect: [any('قهوة', 'Arabic coffee', 'عود')] },
    { say: 'وإيمتى بتسكّر؟', expect: [time('00:00')], invented: [lateClose] },
  ]),
];

export const cases = followupR5Cases;
