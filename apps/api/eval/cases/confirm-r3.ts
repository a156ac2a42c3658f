import { any, num, time } from '../facts.ts';
import type { GuestSession } from '../guest-session.ts';
import type { Case, CaseContext, ExpectedAction } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dayFromNow, dialogue } from './helpers.ts';

const tomorrow = dayFromNow(1);

type Turns = Case['turns'];
const en = (id: string, turns: Turns, setup?: Case['setup']) =>
  dialogue('bookings', 'en', `confirm-r3-${id}`, turns, setup);
const ar = (id: string, turns: Turns, setup?: Case['setup']) =>
  dialogue('bookings', 'ar', `confirm-r3-${id}`, turns, setup);
const rsEn = (id: string, turns: Turns) => dialogue('room-service', 'en', `confirm-r3-${id}`, turns);
const rsAr = (id: string, turns: Turns) => dialogue('room-service', 'ar', `confirm-r3-${id}`, turns);

/** A reply that asks how many are coming. */
const asksHowMany = /how many|كم شخص|كم عدد|عددكم|كم ضيف|كم فرد/;
/** A reply that asks which thing or what to change instead of applying the change. */
const asksWhich =
  /which activity|which treatment|what would you like to change|ايش تبي تغير|ماذا تريد ان تغير/;
/** A reply that says something was booked or cancelled (never after a question or with nothing pending). */
const didAct = /you'?re booked|is booked|has been (?:booked|cancelled|placed)|تم الحجز|تم تاكيد|تم الالغاء/;

const books = (serviceName: string, at: string, partySize?: number): ExpectedAction => ({
  kind: 'booking',
  op: 'create',
  match: { serviceName, time: at, date: tomorrow, ...(partySize ? { partySize } : {}) },
});

/** Books one restaurant table tomorrow through the guest API, as ref 'table'. */
function withTable(restaurant: string, at: string, partySize: number) {
  return async (session: GuestSession): Promise<CaseContext> => {
    const dining = (await (await session.http.get('/api/dining')).json()) as { id: number; name: string }[];
    const row = dining.find((item) => item.name === restaurant);
    if (!row) throw new Error(`no restaurant ${restaurant}`);
    const res = await session.http.trpc('mutation', 'guest.bookings.create', {
      type: 'restaurant',
      serviceId: row.id,
      date: tomorrow,
      time: at,
      partySize,
    });
    if (res.status !== 200) throw new Error(`setup booking failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { result: { data: { id: number } } };
    return { refs: { table: body.result.data.id } };
  };
}

/**
 * Round 3 of confirmation (issue 9), written before the fixes: while a card waits, a yes worded as a
 * request ('Lock it in', 'ثبت الحجز', 'احجزلي', 'اطلبها') confirms; a confirm that restates what the
 * card says (same party, same time) confirms; one that changes something re-issues the card; a change
 * of mind to another treatment or activity keeps the rest; a yes to a pending cancel cancels; a
 * question never acts, and a yes with nothing pending does nothing.
 */
export const confirmR3Cases: Case[] = [
  // ── English: a yes worded as a request ──
  en('yup-lock-it-in', [
    {
      say: 'Book Khuzama for 4 tomorrow at 8pm please',
      expect: ['Khuzama', time('20:00'), num(4), asksToConfirm],
      request: true,
    },
    { say: "Yup, that's the one. Lock it in.", expect: ['Khuzama'], action: books('Khuzama', '20:00', 4) },
  ]),
  en('restates-party', [
    {
      say: 'can I get a table at Irth tomorrow at 7pm for 3 people?',
      expect: ['Irth', time('19:00'), num(3), asksToConfirm],
      request: true,
    },
    { say: 'Lovely, please reserve it for the three of us.', action: books('Irth', '19:00', 3) },
  ]),
  en('request-changes-party', [
    {
      say: 'table at Layalina tomorrow at 9pm for two',
      expect: ['Layalina', time('21:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'great, please book it for the five of us',
      expect: ['Layalina', num(5), asksToConfirm],
      request: true,
    },
    { say: 'yes', action: books('Layalina', '21:00', 5) },
  ]),
  en('change-time-and-book', [
    {
      say: 'Book the Traditional Hammam Ritual tomorrow at 2pm',
      expect: ['Hammam', time('14:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'make it 4pm instead and book it',
      expect: ['Hammam', time('16:00'), asksToConfirm],
      request: true,
    },
    { say: 'yes please', action: books('Traditional Hammam Ritual', '16:00') },
  ]),
  en('question-never-acts', [
    {
      say: 'reserve Sunset Yoga tomorrow for 2',
      expect: ['Sunset Yoga', time('17:30'), asksToConfirm],
      request: true,
    },
    { say: 'before I say yes, do we need to bring our own mats?', forbid: [didAct] },
  ]),
  en('off-grid-husband-and-me', [
    {
      say: 'could you get my husband and me a table at Irth tomorrow night, say around 7:20?',
      expect: ['Irth', any(time('19:00'), time('20:00'))],
      forbid: [asksHowMany],
      request: true,
    },
    {
      say: '7 works for us. Yes please, go ahead and book it.',
      expect: ['Irth', time('19:00'), any(num(2), 'two'), asksToConfirm],
      forbid: [asksHowMany],
      request: true,
    },
    { say: 'yes', action: books('Irth', '19:00', 2) },
  ]),
  en('activity-change-of-mind', [
    {
      say: 'sign the three of us up for Sunset Yoga tomorrow',
      expect: ['Sunset Yoga', any(num(3), 'three'), asksToConfirm],
      request: true,
    },
    {
      say: "Hmm, on second thought let's do the calligraphy workshop instead, same three people",
      expect: ['Calligraphy', time('11:00'), any(num(3), 'three'), asksToConfirm],
      forbid: [asksWhich],
      request: true,
    },
    { say: 'perfect, book it', action: books('Arabic Calligraphy Workshop', '11:00', 3) },
  ]),
  en('spa-change-of-mind', [
    {
      say: 'I want the Signature Red Sea Massage tomorrow at 3pm',
      expect: ['Massage', time('15:00'), asksToConfirm],
      request: true,
    },
    {
      say: 'actually no, swap that for the Desert Rose Body Wrap, same time',
      expect: ['Desert Rose', time('15:00'), asksToConfirm],
      forbid: [asksWhich],
      request: true,
    },
    { say: 'yes', action: books('Desert Rose Body Wrap', '15:00') },
  ]),
  rsEn('send-it-up', [
    {
      say: 'can you send two cappuccinos and a club sandwich to my cabin?',
      expect: [/2 × cappuccino/i, 'club sandwich', asksToConfirm],
      request: true,
    },
    {
      say: 'sounds good, send it up',
      action: { kind: 'roomService', op: 'create', items: [/cappuccino/, /club sandwich/] },
    },
  ]),
  en(
    'cancel-yeah-go-ahead',
    [
      { say: 'can you cancel my Irth reservation?', expect: ['Irth', asksToConfirm], request: true },
      {
        say: 'yeah go ahead and cancel it please',
        expect: ['Irth'],
        action: { kind: 'booking', op: 'cancel', ref: 'table' },
      },
    ],
    withTable('Irth', '20:00', 2),
  ),
  en('nothing-pending', [{ say: 'yes, book it', forbid: [didAct] }]),

  // ── Arabic: a yes worded as a request, in the dialects ──
  ar('gulf-thabbit', [
    {
      say: 'ابي احجز في خزامى بكرة الساعة 8 بالليل لثلاثة اشخاص',
      expect: [any('خزامى', 'Khuzama'), time('20:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'ايه زين، ثبت الحجز', action: books('Khuzama', '20:00', 3) },
  ]),
  ar('egyptian-ehgezli', [
    {
      say: 'عايز احجز ترابيزة في لا تافولا بكرة الساعة 7:30 بالليل لشخصين',
      expect: [any('لا تافولا', 'La Tavola'), time('19:30'), asksToConfirmAr],
      request: true,
    },
    { say: 'ايوه تمام، احجزلي', action: books('La Tavola', '19:30', 2) },
  ]),
  ar('levantine-akkedli', [
    {
      say: 'بدي احجز بمطبخ بامبو بكرا الساعة 8 المسا لأربع أشخاص',
      expect: [any('مطبخ بامبو', 'Bamboo Kitchen'), time('20:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'اي منيح، أكدلي الحجز', action: books('Bamboo Kitchen', '20:00', 4) },
  ]),
  ar('msa-restates-time', [
    {
      say: 'احجز لي في ليالينا غدا الساعة 12 الظهر لشخصين',
      expect: [any('ليالينا', 'Layalina'), time('12:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'حسنا، اجعلها الساعة ١٢ ظهرا كما هي، وأكد الحجز', action: books('Layalina', '12:00', 2) },
  ]),
  ar('gulf-restates-time', [
    {
      say: 'ابغى طاولة في ارث بكرة الساعة 9 بالليل لشخصين',
      expect: [any('إرث', 'Irth'), time('21:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'اوكي خلها ٩ بالليل، احجز', action: books('Irth', '21:00', 2) },
  ]),
  ar('change-time-then-yes', [
    {
      say: 'احجز لي في إرث بكرة الساعة 7 مساء لشخصين',
      expect: [any('إرث', 'Irth'), time('19:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'خلها الساعة ٨ بدال ٧ واكد',
      expect: [any('إرث', 'Irth'), time('20:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'نعم', action: books('Irth', '20:00', 2) },
  ]),
  ar('spa-change-of-mind', [
    {
      say: 'ابي احجز مساج البحر الأحمر المميز بكرة الساعة 11 الصبح',
      expect: [any('مساج', 'Massage'), time('11:00'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'لا لا، غيرت رايي، خليها لفافة وردة الصحراء بنفس الوقت',
      expect: [any('وردة الصحراء', 'Desert Rose'), time('11:00'), asksToConfirmAr],
      forbid: [asksWhich],
      request: true,
    },
    { say: 'تمام، احجزها', action: books('Desert Rose Body Wrap', '11:00') },
  ]),
  ar('activity-change-of-mind', [
    {
      say: 'سجلنا ثلاثة في يوغا الغروب بكرة',
      expect: [any('يوغا الغروب', 'Sunset Yoga'), any(num(3), 'ثلاث'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'لا خلاص، بدلها بورشة الخط العربي، نفس العدد',
      expect: [any('الخط العربي', 'Calligraphy'), time('11:00'), asksToConfirmAr],
      forbid: [asksWhich],
      request: true,
    },
    { say: 'يلا احجز', action: books('Arabic Calligraphy Workshop', '11:00', 3) },
  ]),
  rsAr('gulf-otlubha', [
    {
      say: 'ابغى شاي بالنعناع وكلوب ساندويتش للغرفة',
      expect: [any('شاي', 'mint tea'), any('كلوب', 'club sandwich'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'ايوه اطلبها',
      action: { kind: 'roomService', op: 'create', items: [/mint tea/, /club sandwich/] },
    },
  ]),
  rsAr('egyptian-ebaathom', [
    {
      say: 'ممكن تبعتلي اتنين لاتيه وطبق فواكه على الاوضة؟',
      expect: [any('لاتيه', 'latte'), any('فواكه', 'fruit'), asksToConfirmAr],
      request: true,
    },
    {
      say: 'ماشي ابعتهم',
      action: { kind: 'roomService', op: 'create', items: [/latte/, /fruit platter/] },
    },
  ]),
  ar(
    'cancel-gulf-yes',
    [
      {
        say: 'ممكن تلغي حجزي في ليالينا؟',
        expect: [any('ليالينا', 'Layalina'), asksToConfirmAr],
        request: true,
      },
      {
        say: 'ايه الغيه لو سمحت',
        expect: [any('ليالينا', 'Layalina')],
        action: { kind: 'booking', op: 'cancel', ref: 'table' },
      },
    ],
    withTable('Layalina', '20:00', 4),
  ),
  ar(
    'cancel-egyptian-yes',
    [
      {
        say: 'عايز الغي حجز خزامى',
        expect: [any('خزامى', 'Khuzama'), asksToConfirmAr],
        request: true,
      },
      {
        say: 'ايوه لغيه',
        expect: [any('خزامى', 'Khuzama')],
        action: { kind: 'booking', op: 'cancel', ref: 'table' },
      },
    ],
    withTable('Khuzama', '19:00', 2),
  ),
  ar('question-never-acts', [
    {
      say: 'احجز لنا في سوق السمك بكرة الساعة 7 بالليل لأربعة',
      expect: [any('سوق السمك', 'The Fish Market'), time('19:00'), asksToConfirmAr],
      request: true,
    },
    { say: 'قبل ما أأكد، عندهم أكل للأطفال؟', forbid: [didAct] },
  ]),
];
