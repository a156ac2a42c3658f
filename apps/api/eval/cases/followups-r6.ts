import { any, deck, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dialogue } from './helpers.ts';

type Turns = Case['turns'];
const followEn = (id: string, turns: Turns) => dialogue('followups', 'en', `followups-r6-${id}`, turns);
const followAr = (id: string, turns: Turns) => dialogue('followups', 'ar', `followups-r6-${id}`, turns);

/** A reply that asks the guest to confirm a booking: wrong for a question about a price. */
const noCard = [asksToConfirm, asksToConfirmAr];
/** Said of a price that covers two guests. */
const forTwo = any(
  /for two|for 2\b|for both|two guests|2 guests|the couple/,
  'لشخصين',
  'للاثنين',
  'لاثنين',
  'لضيفين',
);
/** Said of a price for each guest: wrong for a record priced for two. */
const perPerson = any(/per person|each guest|per guest/, 'للشخص', 'للفرد');
/** The first spa treatment's own hours (Signature Red Sea Massage, 09:00–21:00), wrong for the spa. */
const massageCloses = time('21:00');

/**
 * Round 6 of follow-ups (issue 9, point 2), written before the fixes from the seed data:
 * 'and for two?' after a price answers the party's price as the record is priced (the couples
 * retreat and the balloon flight are for two; excursions and single treatments are per person),
 * never a booking card; a follow-up after a list of a place's offerings is about the place; Arabic
 * names typed without the final hamza or with letter variants still find their record.
 */
export const followupR6Cases: Case[] = [
  // ── 1. A party's price after a price ──
  followEn('couples-per-person', [
    { say: 'how much is the Serenity Suite Couples Retreat?', expect: [usd(450)] },
    { say: 'and for two? or is that per person?', expect: [usd(450), forTwo], forbid: [usd(900), ...noCard] },
  ]),
  followEn('petra-family-four', [
    { say: 'what does the Petra tour cost?', expect: [usd(289)] },
    { say: "is that per person? we're a family of four", expect: [usd(1156)], forbid: noCard },
  ]),
  followEn('balloon-per-person', [
    { say: 'price of the hot air balloon over alula?', expect: [usd(1250)], forbid: [perPerson] },
    {
      say: 'is that for each of us or for the couple?',
      expect: [usd(1250), forTwo],
      forbid: [usd(2500), perPerson, ...noCard],
    },
  ]),
  followEn('massage-two-of-us', [
    { say: 'how much for the signature massage', expect: [usd(180)] },
    { say: 'and for the two of us?', expect: [usd(360)], forbid: noCard },
  ]),
  followAr('petra-four-egyptian', [
    { say: 'رحلة البتراء بكام؟', expect: [usd(289)] },
    { say: 'وإذا كنا أربعة؟', expect: [usd(1156)], forbid: noCard },
  ]),
  followAr('couples-levantine', [
    { say: 'قديش سعر خلوة الأزواج بالسبا؟', expect: [usd(450)] },
    { say: 'هذا السعر للشخص ولا للاثنين؟', expect: [usd(450), forTwo], forbid: [usd(900), ...noCard] },
  ]),
  followAr('wadi-rum-two-gulf', [
    { say: 'كم سعر رحلة وادي رم؟', expect: [usd(149)] },
    { say: 'وللتنين؟', expect: [usd(298)], forbid: noCard },
  ]),
  followAr('hammam-three-msa', [
    { say: 'ما سعر طقس الحمام التقليدي؟', expect: [usd(120)] },
    { say: 'وكم يكلف لثلاثة أشخاص؟', expect: [usd(360)], forbid: noCard },
  ]),
  // ── 2. A follow-up about the place after a list of its offerings ──
  followEn('spa-list-then-place', [
    { say: "what's in the spa?", expect: ['Signature Red Sea Massage', deck(17)] },
    { say: 'when does it open?', expect: [time('08:00')], forbid: [massageCloses] },
    { say: 'is there an age limit?', expect: [num(16)] },
  ]),
  followEn('spa-treatments-where', [
    { say: 'which treatments does the spa do?', expect: ['Hammam'] },
    { say: 'and where is it exactly?', expect: [deck(17)] },
    { say: 'what time does it close?', expect: [time('22:00')], forbid: [massageCloses] },
  ]),
  followAr('spa-list-egyptian', [
    {
      say: 'إيه اللي موجود في السبا؟',
      expect: [any('مساج البحر الأحمر', 'Signature Red Sea Massage'), deck(17)],
    },
    { say: 'وإيمتى بيفتح؟', expect: [time('08:00')], forbid: [massageCloses] },
    { say: 'فيه سن معين للدخول؟', expect: [num(16)] },
  ]),
  followAr('spa-list-gulf', [
    { say: 'وش العلاجات اللي عندكم في السبا؟', expect: [any('الحمام', 'Hammam')] },
    { say: 'وين مكانه؟', expect: [deck(17)] },
    { say: 'ومتى يسكر؟', expect: [time('22:00')], forbid: [massageCloses] },
  ]),
  followAr('spa-list-levantine', [
    { say: 'شو في علاجات بالسبا؟', expect: [any('الحمام', 'Hammam')] },
    { say: 'في حد أدنى للعمر؟', expect: [num(16)] },
  ]),
  // ── 3. Arabic names typed without the hamza or with letter variants ──
  followAr('petra-no-hamza-egyptian', [
    { say: 'فيه رحلة للبترا؟', expect: [any('البتراء', 'Petra')] },
    { say: 'بكام؟', expect: [usd(289)] },
    { say: 'وبترجع الساعة كام؟', expect: [time('18:30')] },
  ]),
  followAr('khuzama-ya-gulf', [
    { say: 'مطعم خزامي وينه؟', expect: [deck(7)] },
    { say: 'ومتى يفتح؟', expect: [time('17:00')] },
  ]),
  followAr('luxor-bare-alef-msa', [
    { say: 'ما سعر رحلة معابد الاقصر؟', expect: [usd(229)] },
    { say: 'ومتى تنطلق؟', expect: [time('06:00')] },
  ]),
  followAr('balloon-ha-levantine', [
    { say: 'قديش حق رحله المنطاد فوق العلا؟', expect: [usd(1250)], forbid: [perPerson] },
    { say: 'وايمتى بتطلع؟', expect: [time('03:30')] },
  ]),
];

export const cases = followupR6Cases;
