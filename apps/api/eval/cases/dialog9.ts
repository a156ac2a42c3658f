import { any, num, time, usd } from '../facts.ts';
import type { Case, ExpectedAction } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dayFromNow, dialogue } from './helpers.ts';

const tomorrow = dayFromNow(1);
/** The day after tomorrow, named by its weekday (English and Arabic) as guests name it. */
const inTwoDays = dayFromNow(2);
const weekdayIn2 = new Date(`${inTwoDays}T00:00:00Z`).getUTCDay();
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_AR = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'];
const dayEn = WEEKDAYS_EN[weekdayIn2] ?? 'Friday';
const dayAr = WEEKDAYS_AR[weekdayIn2] ?? 'الجمعة';

type Turns = Case['turns'];
const id = (text: string) => `r8-dlg-${text}`;
const bookEn = (name: string, turns: Turns) => dialogue('bookings', 'en', id(name), turns);
const bookAr = (name: string, turns: Turns) => dialogue('bookings', 'ar', id(name), turns);
const orderEn = (name: string, turns: Turns) => dialogue('room-service', 'en', id(name), turns);
const orderAr = (name: string, turns: Turns) => dialogue('room-service', 'ar', id(name), turns);

/** The order a confirmation must place: at least these dishes (English menu names). */
const ordered = (...items: RegExp[]): ExpectedAction => ({ kind: 'roomService', op: 'create', items });
/** The booking a confirmation must make at that venue and time, for that party (tomorrow unless told). */
const booked = (serviceName: string, at: string, partySize: number, date = tomorrow): ExpectedAction => ({
  kind: 'booking',
  op: 'create',
  match: { serviceName, time: at, date, partySize },
});

/** The room-service FAQ answers a guest who ordered must not get instead of an order card. */
const faqInstead =
  /complimentary (?:bottled )?water|refilled daily|celebration cake|48 hours|مياه مجانيه|كعكه الاحتفال/;
/** A reply that shows the booking in the morning for a dinner-only place. */
const morning = /\b(?:0?[5-9]|1[01])[:.][0-5]\d\s*(?:am|a\.m\.)|(?<![\d:])0[5-9]:[0-5]\d|صباحا|الصبح/;
/** A reply that hands the guest to staff instead of confirming. */
const staffInstead =
  /request (?:has been )?(?:sent|passed|filed)|team will (?:contact|get back)|تم ارسال طلبك/;
/** A reply that says something was booked, ordered or placed. */
const didAct =
  /you'?re booked|is booked|is confirmed|has been (?:booked|placed|confirmed)|order (?:is )?placed|on its way|تم الحجز|تم تاكيد|تم (?:ارسال|تقديم) طلبك/;

const pizza = any('بيتزا', 'margherita');
const water = any('مياه', 'water');
const cake = any('كعكه', 'كيك', 'chocolate cake');
const juice = any('عصير', 'orange juice');

/**
 * Round 8 (issue 9), booking and room-service dialogues where the concierge misreads the request or
 * the guest's short replies, written before the fixes from the seed menu and schedules:
 * - an order naming menu items with quantities is an order card even when one item (water, cake)
 *   also matches a room-service FAQ, and the guest's short yes places it;
 * - a bare hour at a place that serves only dinner (Irth 18–23, Khuzama 17–23, La Tavola 17:30–22:30)
 *   is the evening hour; a spa treatment's bare hour is read inside its hours;
 * - times in words ('half past seven', 'half 8', 'quarter past', 'سبعة ونص بالليل', 'تمانية ونص');
 * - a time the place has no seating at is refused with the times it has, and the guest's short pick
 *   of one ('7 works', 'خلاص السبعة') makes the card; the yes books it;
 * - 'yes please' to a card books, never files a staff request;
 * - 'make it 3 of us instead' before the yes re-issues the card; 'no, cancel that' changes nothing.
 */
export const dialog9Cases: Case[] = [
  // ── 1. An order with quantities is an order, even when an item is also an FAQ subject ──
  orderEn('rs-pizzas-and-waters', [
    {
      say: 'can u send up 2 margherita pizzas + 2 waters to my room',
      expect: [pizza, water, /2 × (?:margherita|بيتزا)/, asksToConfirm],
      forbid: [faqInstead],
      request: true,
    },
    { say: 'go for it', action: ordered(/pizza/, /water/) },
  ]),
  orderEn('rs-water-bottles-and-sandwich', [
    {
      say: 'I’d like three bottles of water and one club sandwich delivered to the cabin',
      expect: [water, any('club sandwich'), /3 × (?:still )?water/, asksToConfirm],
      forbid: [faqInstead],
      request: true,
    },
    { say: 'yep go ahead', action: ordered(/water/, /club sandwich/) },
  ]),
  orderEn('rs-cakes-and-juices', [
    {
      say: '2 chocolate cakes and 2 orange juices to the room pls',
      expect: [cake, juice, usd(38), asksToConfirm],
      forbid: [faqInstead],
      request: true,
    },
    { say: 'sure, do it', action: ordered(/chocolate cake/, /orange juice/) },
  ]),
  orderAr('rs-egy-pizza-water', [
    {
      say: 'عايز ٢ بيتزا مارجريتا و٢ مية للأوضة لو سمحت',
      expect: [pizza, water, usd(50), asksToConfirmAr],
      forbid: [faqInstead],
      request: true,
    },
    { say: 'تمام كمّل', action: ordered(/pizza/, /water/) },
  ]),
  orderAr('rs-gulf-pizza-water', [
    {
      say: 'ابي ثنتين بيتزا و ٢ ماي للغرفة',
      expect: [pizza, water, asksToConfirmAr],
      forbid: [faqInstead],
      request: true,
    },
    { say: 'اوكي اطلب', action: ordered(/pizza/, /water/) },
  ]),
  orderAr('rs-lev-cake-water', [
    {
      say: 'بدي كيكة شوكولا وتلات قناني مي عالغرفة',
      expect: [cake, water, asksToConfirmAr],
      forbid: [faqInstead],
      request: true,
    },
    { say: 'اي تمام', action: ordered(/chocolate cake/, /water/) },
  ]),
  orderAr('rs-msa-water-salad', [
    {
      say: 'أرغب في طلب زجاجتي ماء وسلطة سيزر إلى غرفتي',
      expect: [water, any('سيزر', 'caesar'), asksToConfirmAr],
      forbid: [faqInstead],
      request: true,
    },
    { say: 'نعم، أكّد الطلب', action: ordered(/water/, /caesar salad/) },
  ]),

  // ── 2. A bare hour at a dinner-only restaurant or inside a spa's hours ──
  bookEn('irth-bare-8-weekday', [
    {
      say: `Irth on ${dayEn} at 8, just the two of us`,
      expect: ['Irth', time('20:00'), asksToConfirm],
      forbid: [morning],
      request: true,
    },
    { say: 'yes please', action: booked('Irth', '20:00', 2, inTwoDays) },
  ]),
  bookEn('khuzama-bare-9', [
    {
      say: 'could we get Khuzama tomorrow at 9, party of 4',
      expect: ['Khuzama', time('21:00'), asksToConfirm],
      forbid: [morning],
      request: true,
    },
    { say: 'perfect yes', action: booked('Khuzama', '21:00', 4) },
  ]),
  bookEn('tavola-half-8', [
    {
      say: 'La Tavola tomorrow, half 8, table for 2',
      expect: ['La Tavola', time('20:30'), asksToConfirm],
      forbid: [morning],
      request: true,
    },
    { say: 'yes please', action: booked('La Tavola', '20:30', 2) },
  ]),
  bookEn('tavola-half-past-seven-words', [
    {
      say: 'can I book La Tavola for tomorrow at half past seven? 3 people',
      expect: ['La Tavola', time('19:30'), asksToConfirm],
      forbid: [morning],
      request: true,
    },
    { say: 'yes, book it', action: booked('La Tavola', '19:30', 3) },
  ]),
  bookAr('irth-egy-bare-8', [
    {
      say: 'احجزلنا في ارث بكرة الساعة ٨ لاتنين',
      expect: [any('ارث', 'Irth'), time('20:00'), asksToConfirmAr],
      forbid: [morning],
      request: true,
    },
    { say: 'ايوه اكد', action: booked('Irth', '20:00', 2) },
  ]),
  bookAr('tavola-lev-saba-w-nus-bil-leil', [
    {
      say: 'بدي احجز لا تافولا بكرا الساعة سبعة ونص بالليل لشخصين',
      expect: [any('تافولا', 'La Tavola'), time('19:30'), asksToConfirmAr],
      forbid: [morning],
      request: true,
    },
    { say: 'اي اكد', action: booked('La Tavola', '19:30', 2) },
  ]),
  bookAr('tavola-egy-tamanya-w-nus', [
    {
      say: 'عايز ترابيزة في لا تافولا بكره تمانية ونص لأربعة',
      expect: [any('تافولا', 'La Tavola'), time('20:30'), asksToConfirmAr],
      forbid: [morning],
      request: true,
    },
    { say: 'تمام احجز', action: booked('La Tavola', '20:30', 4) },
  ]),
  bookAr('khuzama-gulf-weekday-9', [
    {
      say: `ابي احجز خزامى يوم ${dayAr} الساعة ٩ لثلاثة`,
      expect: [any('خزامى', 'Khuzama'), time('21:00'), asksToConfirmAr],
      forbid: [morning],
      request: true,
    },
    { say: 'ايه تمام', action: booked('Khuzama', '21:00', 3, inTwoDays) },
  ]),

  // ── 3. A time without a seating: the times there are, then the guest's short pick ──
  bookEn('irth-quarter-past-then-7', [
    {
      say: 'Irth tomorrow at quarter past seven, 2 of us',
      expect: ['Irth', time('19:00')],
      forbid: [morning, didAct],
    },
    {
      say: '7 works',
      expect: ['Irth', time('19:00'), asksToConfirm],
      forbid: [morning],
      request: true,
    },
    { say: 'yes', action: booked('Irth', '19:00', 2) },
  ]),
  bookEn('irth-715-then-eight', [
    {
      say: 'table at Irth tmrw 7:15 for two',
      expect: ['Irth', time('20:00')],
      forbid: [morning, didAct],
    },
    {
      say: "ok 8 then, that's fine",
      expect: ['Irth', time('20:00'), asksToConfirm],
      request: true,
    },
    { say: 'yes please', action: booked('Irth', '20:00', 2) },
  ]),
  bookAr('irth-egy-saba-w-rob3-then-saba', [
    {
      say: 'عايز احجز في ارث بكرة الساعة سبعة وربع لاتنين',
      expect: [any('ارث', 'Irth'), time('19:00')],
      forbid: [morning, didAct],
    },
    {
      say: 'خلاص سبعة تمام',
      expect: [any('ارث', 'Irth'), time('19:00'), asksToConfirmAr],
      forbid: [morning],
      request: true,
    },
    { say: 'اكد', action: booked('Irth', '19:00', 2) },
  ]),

  // ── 4. Before the yes: a new party size re-issues the card, 'no, cancel that' changes nothing ──
  bookEn('irth-make-it-3-instead', [
    {
      say: 'Irth tomorrow at 8pm for 2 please',
      expect: ['Irth', time('20:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'oh wait make it 3 of us instead',
      expect: ['Irth', num(3), time('20:00'), asksToConfirm],
      request: true,
    },
    { say: 'yes please', action: booked('Irth', '20:00', 3) },
  ]),
  bookAr('khuzama-gulf-khalha-4', [
    {
      say: 'احجز لي خزامى باجر الساعة ٨ المسا لشخصين',
      expect: [any('خزامى', 'Khuzama'), time('20:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'لا خلها لاربعة اشخاص بدال',
      expect: [any('خزامى', 'Khuzama'), num(4), asksToConfirmAr],
      request: true,
    },
    { say: 'تمام اكد', action: booked('Khuzama', '20:00', 4) },
  ]),
  bookEn('tavola-no-cancel-that', [
    {
      say: 'La Tavola tomorrow 7:30pm for 2',
      expect: ['La Tavola', time('19:30'), asksToConfirm],
      request: true,
    },
    { say: 'no, cancel that', forbid: [didAct] },
  ]),
  bookAr('irth-egy-la-elghi', [
    {
      say: 'احجزلي ارث بكرة ٩ بالليل لتلاتة',
      expect: [any('ارث', 'Irth'), time('21:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'لا خلاص الغي', forbid: [didAct] },
  ]),
  orderEn('rs-no-cancel-that', [
    {
      say: '2 caesar salads and 2 waters to my cabin please',
      expect: [any('caesar'), water, asksToConfirm],
      forbid: [faqInstead],
      request: true,
    },
    { say: 'actually no, cancel that', forbid: [didAct] },
  ]),
  bookEn('spa-hammam-bare-6', [
    {
      say: 'Traditional Hammam tomorrow at 6 for one',
      expect: [any('hammam'), time('18:00'), asksToConfirm],
      forbid: [morning, /06:00|6(?::00)?\s*am/],
      request: true,
    },
    { say: 'yes please', forbid: [staffInstead], action: booked('Traditional Hammam Ritual', '18:00', 1) },
  ]),
];
