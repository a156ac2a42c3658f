import { any, num, time, usd } from '../facts.ts';
import type { Case, ExpectedAction } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dayFromNow, dialogue } from './helpers.ts';

const tomorrow = dayFromNow(1);

/** The booking a confirmation must make: tomorrow, at that venue and time, for that party. */
const booked = (serviceName: string, at: string, partySize: number): ExpectedAction => ({
  kind: 'booking',
  op: 'create',
  match: { serviceName, time: at, date: tomorrow, partySize },
});
const book = (lang: 'en' | 'ar', id: string, turns: Case['turns']) =>
  dialogue('bookings', lang, `actions-r5-${id}`, turns);
const order = (lang: 'en' | 'ar', id: string, turns: Case['turns']) =>
  dialogue('room-service', lang, `actions-r5-${id}`, turns);
/** The reply that asks what to change instead of changing it. */
const asksWhatToChange = /what would you like to change|ماذا تريد ان تغير|ما الذي تريد تغييره/;

/**
 * Round 5 (issue 9, actions as guests word them), written before the fixes: a bare hour 'instead
 * of' / 'rather than' / 'move it to' / 'بدل' / 'بدال' / 'خليها' changes the time of the card that
 * waits (am/pm read from its time); 'order it' / 'I'll take one' after the menu answered about a
 * dish proposes that dish; a polite 'ممكن …؟' asking for dishes to the cabin is an order, but a
 * question about the price never orders.
 */
export const actionsR5Cases: Case[] = [
  book('en', 'irth-instead-of', [
    {
      say: 'book Irth tomorrow at 8pm for 3 please',
      expect: ['Irth', time('20:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'actually can we do 9 instead of 8?',
      expect: ['Irth', time('21:00'), asksToConfirm],
      forbid: [asksWhatToChange],
      request: true,
    },
    { say: 'perfect, confirm it', expect: ['Irth'], action: booked('Irth', '21:00', 3) },
  ]),
  book('en', 'diner-rather-than', [
    {
      say: 'can I get a table at Space Diner tomorrow 7pm for 2',
      expect: ['Space Diner', time('19:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'hmm make it 8 rather than 7',
      expect: ['Space Diner', time('20:00'), asksToConfirm],
      forbid: [asksWhatToChange],
      request: true,
    },
    { say: 'yes', action: booked('Space Diner', '20:00', 2) },
  ]),
  book('en', 'khuzama-move-it', [
    {
      say: 'reserve Khuzama for 4 people tomorrow at 6pm',
      expect: ['Khuzama', time('18:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'could you move it to 7?',
      expect: ['Khuzama', time('19:00'), asksToConfirm],
      forbid: [asksWhatToChange],
      request: true,
    },
    { say: 'great go ahead', action: booked('Khuzama', '19:00', 4) },
  ]),
  book('ar', 'fish-gulf-khaliha', [
    {
      say: 'احجز لنا في فيش ماركت بكرة الساعة ٨ المسا لشخصين',
      expect: [any('سوق السمك', 'The Fish Market'), time('20:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'لا خليها ٩',
      expect: [time('21:00'), asksToConfirmAr],
      forbid: [asksWhatToChange],
      request: true,
    },
    { say: 'تمام أكد', action: booked('The Fish Market', '21:00', 2) },
  ]),
  book('ar', 'bamboo-egy-badal', [
    {
      say: 'عايز احجز في بامبو كيتشن بكره الساعه ٧ بالليل لتلاته',
      expect: [time('19:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'ممكن تخليها ٨ بدل ٧؟',
      expect: [time('20:00'), num(3), asksToConfirmAr],
      forbid: [asksWhatToChange],
      request: true,
    },
    { say: 'ايوه اكد', action: booked('Bamboo Kitchen', '20:00', 3) },
  ]),
  book('ar', 'irth-lev-badal', [
    {
      say: 'بدي احجز بمطعم ارث بكرا الساعة ٧ المسا لأربعة',
      expect: [any('إرث', 'Irth'), time('19:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'لا بدال ٧ خليها ٨',
      expect: [time('20:00'), asksToConfirmAr],
      forbid: [asksWhatToChange],
      request: true,
    },
    { say: 'اي اكد', action: booked('Irth', '20:00', 4) },
  ]),

  order('en', 'breakfast-order-it', [
    { say: "what's in the continental breakfast?", expect: [/continental breakfast/] },
    {
      say: 'great, order it',
      expect: [/continental breakfast/, asksToConfirm],
      request: true,
    },
    { say: 'yes please', action: { kind: 'roomService', op: 'create', items: [/continental/] } },
  ]),
  order('en', 'fruit-take-one', [
    { say: 'how much is the fruit platter?', expect: [usd(14)] },
    { say: "ok I'll take one", expect: [/fruit platter/, usd(14), asksToConfirm], request: true },
    { say: 'confirm', action: { kind: 'roomService', op: 'create', items: [/fruit platter/] } },
  ]),
  order('ar', 'mezze-coffee-mumkin', [
    {
      say: 'ممكن طبق مقبلات واتنين قهوة عربي على الكابينة؟',
      expect: [
        any('طبق مقبلات', 'Mezze Platter'),
        any('قهوه عربيه', 'Arabic Coffee'),
        usd(36),
        asksToConfirmAr,
      ],
      request: true,
    },
    {
      say: 'أكد الطلب',
      action: { kind: 'roomService', op: 'create', items: [/mezze/i, /arabic coffee/i] },
    },
  ]),
  order('ar', 'cake-gulf-price-then-order', [
    { say: 'ممكن اعرف كم سعر كعكة الشوكولاتة؟', expect: [usd(12)] },
    {
      say: 'زين اطلبها لي',
      expect: [any('كعكه الشوكولاته', 'Chocolate Cake'), asksToConfirmAr],
      request: true,
    },
    { say: 'أكد', action: { kind: 'roomService', op: 'create', items: [/chocolate cake/i] } },
  ]),
  // Written after the first fixes, in more wordings of the same kind.
  book('en', 'tavola-push-back', [
    {
      say: 'table for 2 at La Tavola tomorrow, 6:30pm',
      expect: ['La Tavola', time('18:30'), asksToConfirm],
      request: true,
    },
    {
      say: 'oh can you push it to 7:30 instead',
      expect: ['La Tavola', time('19:30'), asksToConfirm],
      forbid: [asksWhatToChange],
      request: true,
    },
    { say: 'yes book it', action: booked('La Tavola', '19:30', 2) },
  ]),
  order('ar', 'cappuccino-egy-owda', [
    {
      say: 'لو سمحت ممكن اتنين كابتشينو للأوضة؟',
      expect: [any('كابتشينو', 'Cappuccino'), usd(12), asksToConfirmAr],
      request: true,
    },
    { say: 'تمام اطلب', action: { kind: 'roomService', op: 'create', items: [/cappuccino/i] } },
  ]),
  order('ar', 'juice-price-never-orders', [
    { say: 'ممكن عصير برتقال للغرفة بكم؟', expect: [usd(7)], forbid: [asksToConfirmAr] },
  ]),
  order('en', 'sandwich-that-one', [
    { say: 'how much is a club sandwich', expect: [usd(18)] },
    { say: "I'd like that one please", expect: [/club sandwich/, asksToConfirm], request: true },
    { say: 'go ahead', action: { kind: 'roomService', op: 'create', items: [/club sandwich/] } },
  ]),
];

/** The same cases under the name `pnpm eval --cases` loads. */
export const cases = actionsR5Cases;
