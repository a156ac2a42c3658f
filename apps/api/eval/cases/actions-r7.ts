import { any, num } from '../facts.ts';
import type { Case, ExpectedAction } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dialogue } from './helpers.ts';

const order = (lang: 'en' | 'ar', id: string, turns: Case['turns']) =>
  dialogue('room-service', lang, `actions-r7-${id}`, turns);
const follow = (lang: 'en' | 'ar', id: string, turns: Case['turns']) =>
  dialogue('followups', lang, `actions-r7-${id}`, turns);

/** The order a confirmation must place: at least these dishes (English menu names). */
const ordered = (...items: RegExp[]): ExpectedAction => ({ kind: 'roomService', op: 'create', items });

/** A reply that offers the list of things the concierge can book instead of doing what was asked. */
const bookingMenu = /i can book a restaurant table|restaurant table, a spa|اي مطعم|حجز طاوله|احجز لك طاوله/;
/** A reply that says nothing was done (a no) instead of changing the card. */
const nothingDone =
  /لم اقم باي اجراء|nothing (?:was|has been) (?:done|changed|booked|ordered)|i haven'?t (?:done|ordered)/;
const salad = any('salad', 'سلطه');
const pizza = any('pizza', 'بيتزا');
const cake = any('cake', 'كعكه', 'كيك');
const fruit = any('fruit', 'فواكه');
const sandwich = any('sandwich', 'ساندويتش');
/** Walking the record states for the Petra Grand Tour. */
const tenKm = any(/10\s?km/, /10\s?كم/, /10\s?كيلو/);

/**
 * Round 7 (issue 9, points 2 and 3), written before the fixes from the seed menu, spa and shore
 * excursions, as guests word them in English and in Egyptian, Gulf, Levantine and MSA Arabic:
 * - a yes ('ok confirm', 'نعم', 'يلا أكد') confirms the card that waits, whatever its kind — a
 *   room-service card is ordered, never answered with the list of things that can be booked;
 * - a swap before the yes ('remove X, bring Y instead', 'swap X for Y', 'instead of X make it Y',
 *   'بدل X خليها Y', 'شيل X') changes the waiting order card and asks again; it is never a no;
 * - a follow-up on a shown record asks one of its fields: the walking an excursion states, the deck
 *   of the place where a spa treatment is given.
 */
export const actionsR7Cases: Case[] = [
  // 1. A plain yes after an order card places that order.
  order('en', 'pizza-cake-ok-confirm', [
    {
      say: 'can you send a margherita pizza and a chocolate cake to my cabin',
      expect: [pizza, cake, asksToConfirm],
      request: true,
    },
    { say: 'ok confirm', forbid: [bookingMenu], action: ordered(/pizza/i, /chocolate cake/i) },
  ]),
  order('ar', 'msa-breakfast-coffee-naam', [
    {
      say: 'أريد فطور كونتيننتال وقهوة عربية إلى غرفتي من فضلك',
      expect: [any('فطور', 'continental'), any('قهوه عربيه', 'arabic coffee'), asksToConfirmAr],
      request: true,
    },
    { say: 'نعم', forbid: [bookingMenu], action: ordered(/continental breakfast/i, /arabic coffee/i) },
  ]),
  order('en', 'shawarma-tea-yes-go', [
    {
      say: 'I would like a chicken shawarma plate and a mint tea please',
      expect: [asksToConfirm],
      request: true,
    },
    { say: 'yes go ahead', forbid: [bookingMenu], action: ordered(/shawarma/i, /mint tea/i) },
  ]),
  // 2. A swap before the yes changes the card; the yes then orders the changed card.
  order('ar', 'egy-shil-salad-hat-fruit', [
    {
      say: 'عايز سلطة سيزر وعصير برتقال للأوضة',
      expect: [salad, any('عصير', 'juice'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'لا شيل السلطة وهات طبق فواكه بدالها',
      expect: [fruit, asksToConfirmAr],
      forbid: [salad, nothingDone],
      request: true,
    },
    { say: 'تمام أكد', action: ordered(/fruit platter/i, /orange juice/i) },
  ]),
  order('en', 'swap-salad-for-fruit', [
    {
      say: 'a caesar salad and a cappuccino to my room please',
      expect: [salad, asksToConfirm],
      request: true,
    },
    {
      say: 'actually swap the salad for the fruit plate',
      expect: [fruit, asksToConfirm],
      forbid: [salad, nothingDone],
      request: true,
    },
    { say: 'yes please', action: ordered(/fruit platter/i, /cappuccino/i) },
  ]),
  order('en', 'instead-of-pizza-club', [
    { say: 'pizza and an orange juice to cabin pls', expect: [pizza, asksToConfirm], request: true },
    {
      say: 'instead of the pizza make it a club sandwich',
      expect: [sandwich, asksToConfirm],
      forbid: [pizza, nothingDone],
      request: true,
    },
    { say: 'great, confirm', action: ordered(/club sandwich/i, /orange juice/i) },
  ]),
  order('ar', 'gulf-badal-pizza-khaliha-club', [
    { say: 'ابي بيتزا وشاهي للغرفة', expect: [pizza, asksToConfirmAr], request: true },
    {
      say: 'بدل البيتزا خليها كلوب ساندويتش',
      expect: [sandwich, asksToConfirmAr],
      forbid: [pizza, nothingDone],
      request: true,
    },
    { say: 'اوكي أكد الطلب', action: ordered(/club sandwich/i, /mint tea/i) },
  ]),
  order('ar', 'lev-shil-cake', [
    {
      say: 'بدي كيكة شوكولاتة وكابتشينو عالغرفة',
      expect: [cake, any('كابتشينو', 'cappuccino'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'شيل الكيكة',
      expect: [any('كابتشينو', 'cappuccino'), asksToConfirmAr],
      forbid: [cake, nothingDone],
      request: true,
    },
    { say: 'يلا أكد', action: ordered(/cappuccino/i) },
  ]),
  order('en', 'drop-the-cake', [
    { say: 'chocolate cake and an espresso to my cabin', expect: [cake, asksToConfirm], request: true },
    {
      say: 'hmm drop the cake',
      expect: [any('espresso'), asksToConfirm],
      forbid: [cake, nothingDone],
      request: true,
    },
    { say: 'ok yes', action: ordered(/espresso/i) },
  ]),
  // 3. A follow-up on a shown pair or record asks one of its fields.
  follow('en', 'first-excursion-walking', [
    { say: 'which excursions are there in Aqaba?', expect: ['Petra', 'Wadi Rum'] },
    {
      say: 'and the first — how much walking is involved?',
      expect: [tenKm],
      forbid: [/\$\s?289|289\s?(?:usd|\$)/],
    },
  ]),
  follow('ar', 'gulf-petra-walking', [
    { say: 'وش رحلة البتراء الكبرى؟', expect: [any('البتراء', 'petra')] },
    { say: 'وكم المشي فيها؟', expect: [tenKm] },
  ]),
  follow('ar', 'msa-spa-deck', [
    { say: 'أخبرني عن مساج البحر الأحمر المميز', expect: [any('مساج', 'massage')] },
    { say: 'وفي أي طابق يقع؟', expect: [num(17)] },
  ]),
  follow('en', 'hammam-which-deck', [
    { say: 'how much is the traditional hammam ritual?', expect: [any('hammam')] },
    { say: 'which deck is it on?', expect: [num(17)] },
  ]),
];
