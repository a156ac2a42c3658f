import { any, num, time, usd } from '../facts.ts';
import type { Case, ExpectedAction } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dayFromNow, dialogue, oneTurn } from './helpers.ts';

const tomorrow = dayFromNow(1);

const order = (lang: 'en' | 'ar', id: string, turns: Case['turns']) =>
  dialogue('room-service', lang, `roomservice-r6-${id}`, turns);
const ask = (lang: 'en' | 'ar') => {
  const one = oneTurn('room-service', lang);
  return (id: string, say: string, expect: Parameters<typeof one>[2], extra?: Parameters<typeof one>[3]) =>
    one(`roomservice-r6-${id}`, say, expect, extra);
};
const askEn = ask('en');
const askAr = ask('ar');
const book = (lang: 'en' | 'ar', id: string, turns: Case['turns']) =>
  dialogue('bookings', lang, `roomservice-r6-${id}`, turns);

/** The order a confirmation must place: at least these dishes (English menu names). */
const ordered = (...items: RegExp[]): ExpectedAction => ({ kind: 'roomService', op: 'create', items });
/** The booking a confirmation must make: tomorrow, at that venue and time, for that party. */
const booked = (serviceName: string, at: string, partySize: number): ExpectedAction => ({
  kind: 'booking',
  op: 'create',
  match: { serviceName, time: at, date: tomorrow, partySize },
});

const tea = any('شاي', 'mint tea');
const shawarma = any('شاورما', 'shawarma');
const breakfast = any('فطور', 'افطار', 'continental');
const juice = any('عصير', 'orange juice');
const water = any('مياه', 'water');
const notOnMenu =
  /couldn'?t find|did ?n[o']t find|not on the (?:room[- ]service |in-room )?menu|لم اجد|ليس في قائمه|ليست في قائمه|غير موجود/;
/** The late-night delivery charge of the room-service FAQ: between 23:00 and 06:00. */
const lateHours = [time('23:00'), time('06:00')];
/** A reply that places an order or shows an order card instead of answering. */
const orderTalk = /order (?:is )?placed|on its way|shall i place|تم (?:ارسال|تقديم) طلبك|هل تريد تاكيد الطلب/;
/** The concierge asks again for the time the guest already gave. */
const asksTime = any(
  /what time (?:would|do|should)|which time/,
  /في اي (?:ساعه|وقت)\s*(?:تفضل|تحب|تريد)?\s*[؟?]|الساعه كم|كم الساعه/,
);

/**
 * Round 6 (issue 9, point 3 — actions only on clear intent, read right), written before the fixes
 * from the seed menu and schedules, as guests word them in Egyptian, Gulf, Levantine and MSA Arabic
 * and in English:
 * - orders with containers and measure words before a dish ('كاسة شاي', 'كوباية عصير', 'فنجان قهوة',
 *   'قزازة مية', 'بيالة', 'علبة', 'صحن'), a dual container ('كوبايتين شاي' = two teas), dialect names
 *   of menu dishes ('فطار', 'ريوق', 'ترويقة', 'ماي'), and an unknown word inside an otherwise clear
 *   order (the card shows what was understood and names the word not found); the yes places it;
 * - questions about room service that must answer, never order: one dish's price 'on the in-room
 *   menu' (never the celebration-cake policy), the late-night delivery charge hours;
 * - booking times said in Arabic words ('الواحدة ظهرًا', 'تلاتة العصر', 'خمسة المغرب', 'عشرة ونص
 *   الصبح', 'الظهر'): the card shows the time, never asks for it again, and the yes books it.
 */
export const roomServiceR6Cases: Case[] = [
  // 1. Containers and measure words before a dish are a quantity of one.
  order('ar', 'egy-shawarma-kasa-tea', [
    { say: 'عايز اطلب اكل للأوضة', expect: [any('شاورما', 'shawarma')] },
    {
      say: 'شاورما دجاج وكاسة شاي',
      expect: [shawarma, tea, usd(25), asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'ايه اكد الطلب', action: ordered(/shawarma/, /mint tea/) },
  ]),
  order('ar', 'egy-fatar-to-room', [
    {
      say: 'ممكن تبعتلي فطار للأوضة؟',
      expect: [breakfast, asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'تمام، اطلبه', action: ordered(/continental breakfast/) },
  ]),
  order('ar', 'lev-kasa-juice-sahn-fruit', [
    {
      say: 'بدي كاسة عصير برتقال وصحن فواكه عالغرفة لو سمحت',
      expect: [juice, any('فواكه', 'fruit'), usd(21), asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'اي أكّد', action: ordered(/orange juice/, /fruit platter/) },
  ]),
  order('ar', 'gulf-finjan-arabic-coffee-mezze', [
    {
      say: 'ابي فنجان قهوة عربية وصحن مقبلات للغرفة',
      expect: [any('قهوه عربيه', 'arabic coffee'), any('مقبلات', 'mezze'), usd(30), asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'تمام اكد', action: ordered(/arabic coffee/, /mezze/) },
  ]),
  order('ar', 'gulf-reyoug', [
    {
      say: 'ابغى ريوق للغرفة الحين',
      expect: [breakfast, asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'ايوه اكد', action: ordered(/continental breakfast/) },
  ]),
  order('ar', 'egy-qazaza-water-kobaya-juice', [
    {
      say: 'عايز قزازة مية وكوباية عصير',
      expect: [water, juice, usd(10), asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'ماشي اكد', action: ordered(/water/, /orange juice/) },
  ]),
  order('ar', 'egy-two-sandwiches-two-cups', [
    {
      say: 'هاتولي اتنين سندوتش كلوب وكوبايتين شاي للأوضة',
      expect: [/2 × (?:كلوب|club)/, /2 × (?:شاي|mint tea)/, usd(46), asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'تمام، اطلبه', action: ordered(/club sandwich/, /mint tea/) },
  ]),
  order('ar', 'msa-finjan-espresso-cake', [
    {
      say: 'أرغب في طلب فنجان إسبريسو وقطعة كيك شوكولاتة إلى غرفتي',
      expect: [any('اسبريسو', 'espresso'), any('كعكه', 'كيك', 'chocolate'), usd(16), asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'نعم، أكّد الطلب', action: ordered(/espresso/, /chocolate cake/) },
  ]),
  order('ar', 'lev-terwee2a', [
    {
      say: 'فيك تبعتلي ترويقة عالغرفة؟',
      expect: [breakfast, asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'اي اكيد اطلبها', action: ordered(/continental breakfast/) },
  ]),
  order('ar', 'gulf-biyala-tea-mai', [
    {
      say: 'عطني بيالة شاي وماي للغرفة',
      expect: [tea, water, usd(8), asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'اوكي اكد الطلب', action: ordered(/mint tea/, /water/) },
  ]),
  order('ar', 'egy-fingan-coffee-alba-juice', [
    {
      say: 'ابعتولي فنجان قهوة وعلبة عصير من فضلكم',
      expect: [any('قهوه', 'coffee'), juice, usd(12), asksToConfirmAr],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'تمام', action: ordered(/coffee/, /orange juice/) },
  ]),
  order('en', 'cup-glass-bottle', [
    {
      say: 'can I get a cup of coffee, a glass of orange juice and a bottle of water sent to the cabin',
      expect: ['coffee', 'orange juice', 'water', usd(15), asksToConfirm],
      forbid: [notOnMenu],
      request: true,
    },
    { say: 'yes go ahead', action: ordered(/coffee/, /orange juice/, /water/) },
  ]),

  // 2. An unknown word inside an otherwise clear order: the card with what was understood, the word named.
  order('ar', 'egy-unknown-hawawshi', [
    {
      say: 'عايز بيتزا مارجريتا وكاسة شاي وحواوشي للأوضة',
      expect: [any('بيتزا', 'pizza'), tea, 'حواوشي', usd(27), asksToConfirmAr],
      request: true,
    },
    { say: 'خلاص اطلب الموجود، اكد', action: ordered(/pizza/, /mint tea/) },
  ]),
  order('en', 'unknown-onion-rings', [
    {
      say: 'a club sandwich, a cup of tea and some onion rings to my room please',
      expect: ['club sandwich', 'tea', 'onion rings', usd(23), asksToConfirm],
      request: true,
    },
    { say: 'fine, just those two then. confirm', action: ordered(/club sandwich/, /mint tea/) },
  ]),
  order('ar', 'gulf-unknown-kabsa', [
    {
      say: 'ابي صحن كبسة وسلطة سيزر وقزازة ماي',
      expect: [any('سيزر', 'caesar'), water, 'كبسه', asksToConfirmAr],
      request: true,
    },
    { say: 'طيب اكد الباقي', action: ordered(/caesar/, /water/) },
  ]),

  // 3. Questions about room service answer; they never order.
  askEn('cake-price-in-room-menu', 'how much is the chocolate cake on the in-room menu?', [usd(12)], {
    forbid: [usd(35), orderTalk],
  }),
  askAr('cake-price-ar', 'كم سعر كيكة الشوكولاتة في قائمة خدمة الغرف؟', [usd(12)], {
    forbid: [usd(35), orderTalk],
  }),
  askEn('cake-price-terse', 'chocolate cake price on the in room menu', [usd(12)], {
    forbid: [usd(35), orderTalk],
  }),
  askAr('gulf-cake-menu-price', 'كم سعر الكيكة في منيو الغرف؟', [usd(12)], { forbid: [usd(35), orderTalk] }),
  askAr('msa-cake-room-menu', 'كم سعر كعكة الشوكولاتة في منيو الغرفة؟', [usd(12)], {
    forbid: [usd(35), orderTalk],
  }),
  askAr('egy-kasa-tea-price', 'كاسة الشاي بكام في الروم سيرفس؟', [usd(5)], { forbid: [orderTalk] }),
  askAr('lev-shawarma-price', 'قديش حق صحن الشاورما بخدمة الغرف؟', [usd(20)], { forbid: [orderTalk] }),
  askAr('egy-kobaya-juice-price', 'كوباية العصير بكام لو طلبتها للأوضة؟', [usd(7)], {
    forbid: [orderTalk],
  }),
  askEn('late-charge-1am', 'is there an extra charge if I order room service at 1am?', lateHours, {
    forbid: [orderTalk],
  }),
  askEn('late-charge-order-1am', 'is there an extra charge if I order at 1am?', lateHours, {
    forbid: [orderTalk],
  }),
  order('en', 'menu-then-late-charge', [
    { say: "what's on the room service menu?", expect: [usd(18)] },
    { say: 'is there an extra charge if I order at 1am?', expect: lateHours, forbid: [orderTalk] },
  ]),
  askAr('egy-late-charge-one', 'لو طلبت الساعة ١ بالليل في رسوم زيادة؟', lateHours, { forbid: [orderTalk] }),
  askEn('late-fee-night', 'any late night delivery fee for in-room dining?', lateHours, {
    forbid: [orderTalk],
  }),
  askAr('egy-late-charge', 'لو طلبت أكل للأوضة بعد نص الليل في رسوم زيادة؟', lateHours, {
    forbid: [orderTalk],
  }),
  askAr('gulf-late-charge', 'فيه رسوم توصيل لو طلبت من خدمة الغرف الساعة ٢ بالليل؟', lateHours, {
    forbid: [orderTalk],
  }),
  askAr('msa-late-charge', 'هل تُضاف رسوم على طلبات خدمة الغرف في وقت متأخر من الليل؟', lateHours, {
    forbid: [orderTalk],
  }),
  askAr('lev-late-charge', 'إذا طلبت شي عالغرفة الساعة وحدة بالليل بيطلع عليي زيادة؟', lateHours, {
    forbid: [orderTalk],
  }),

  // 4. Booking times in Arabic words: the card shows the time, and the yes books it.
  book('ar', 'kids-zone-wahda-dohr', [
    {
      say: 'عايز احجز لطفلين في نادي الأطفال بكرة في جلسة الواحدة ظهرًا',
      expect: [any('نادي الاطفال', 'Kids Zone'), time('13:00'), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'نعم', action: booked('Kids Zone', '13:00', 2) },
  ]),
  book('ar', 'massage-talata-el-asr', [
    {
      say: 'احجزلي مساج البحر الأحمر بكرة الساعة تلاتة العصر لشخص واحد',
      expect: [any('مساج البحر الاحمر', 'Red Sea Massage'), time('15:00'), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'ايوه', action: booked('Signature Red Sea Massage', '15:00', 1) },
  ]),
  book('ar', 'fish-market-khamsa-maghrib', [
    {
      say: 'ابي احجز طاولة في سوق السمك بكرة خمسة المغرب لاربعة اشخاص',
      expect: [any('سوق السمك', 'Fish Market'), time('17:00'), num(4), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'نعم', action: booked('The Fish Market', '17:00', 4) },
  ]),
  book('ar', 'garden-ashara-w-nos', [
    {
      say: 'بدي احجز جولة حديقة الزراعة المائية بكرا الساعة عشرة ونص الصبح لشخصين',
      expect: [any('حديقه الزراعه المائيه', 'Hydroponic'), time('10:30'), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'اي نعم', action: booked('Hydroponic Garden Tour', '10:30', 2) },
  ]),
  book('ar', 'layalina-el-dohr', [
    {
      say: 'احجز لنا في ليالينا بكرة الظهر لاتنين',
      expect: [any('ليالينا', 'Layalina'), time('12:00'), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'تمام اكد', action: booked('Layalina', '12:00', 2) },
  ]),
  book('ar', 'vr-arba3-el-asr', [
    {
      say: 'ابي احجز منطقة الواقع الافتراضي بكرة الساعة اربع العصر لثلاثة',
      expect: [any('الواقع الافتراضي', 'VR Zone'), time('16:00'), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'نعم', action: booked('VR Zone', '16:00', 3) },
  ]),
  book('ar', 'yoga-khamsa-w-nos-maghrib', [
    {
      say: 'عايزين نحجز يوغا الغروب بكرة الساعة خمسة ونص المغرب احنا الاتنين',
      expect: [any('يوغا الغروب', 'Sunset Yoga'), time('17:30'), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'ايوه', action: booked('Sunset Yoga', '17:30', 2) },
  ]),
  book('ar', 'calligraphy-msa-hadiya-ashara', [
    {
      say: 'أود حجز ورشة الخط العربي غدًا في الساعة الحادية عشرة صباحًا لشخص واحد',
      expect: [any('الخط العربي', 'Calligraphy'), time('11:00'), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'نعم', action: booked('Arabic Calligraphy Workshop', '11:00', 1) },
  ]),
  book('ar', 'khuzama-time-after', [
    {
      say: 'احجزلي في خزامى بكرة لشخصين',
      expect: [asksTime],
      request: true,
    },
    {
      say: 'الساعة سبعة المسا',
      expect: [any('خزامي', 'Khuzama'), time('19:00'), asksToConfirmAr],
      forbid: [asksTime],
      request: true,
    },
    { say: 'نعم', action: booked('Khuzama', '19:00', 2) },
  ]),
  book('en', 'vr-two-in-the-afternoon', [
    {
      say: 'book the VR zone tomorrow at two in the afternoon for 2 of us',
      expect: ['VR Zone', time('14:00'), asksToConfirm],
      forbid: [asksTime],
      request: true,
    },
    { say: 'yes', action: booked('VR Zone', '14:00', 2) },
  ]),
];
