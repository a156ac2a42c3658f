import { any, sar, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { asksToConfirm, asksToConfirmAr, dialogue, oneTurn } from './helpers.ts';

/**
 * Round 4 (issue 9, room service), written before the fixes, as guests write orders: quantities
 * in words and digits, dialect verbs, loose names and typos, changes before the yes, questions
 * before ordering (a question never orders), dishes the menu lacks (never ordered, always named),
 * a yes in words, and the total in USD and SAR.
 */
const en = oneTurn('room-service', 'en');
const ar = oneTurn('room-service', 'ar');
const talk = (lang: 'en' | 'ar', id: string, turns: Case['turns']) =>
  dialogue('room-service', lang, `r4-${id}`, turns);
const delivery = /30\s?(?:-|–|to|الى|إلى)\s?45/;
const notOnMenu =
  /couldn'?t find|not on the (?:room[- ]service )?menu|لم اجد|ليس في قائمه|غير موجود|ليست في قائمه/;

export const roomServiceR4Cases: Case[] = [
  // 1. Quantities in words, a yes in words, the total in both currencies.
  talk('en', 'two-clubs-oj', [
    {
      say: 'two club sandwiches and a fresh orange juice please',
      expect: [/2 × club sandwich/, 'orange juice', usd(43), sar(161.25), asksToConfirm],
      request: true,
    },
    {
      say: 'yes please send it',
      expect: [delivery],
      action: { kind: 'roomService', op: 'create', items: [/club sandwich/, /orange juice/] },
    },
  ]),
  talk('en', 'typos', [
    {
      say: 'could i get a ceasar salad and an expresso sent to the room',
      expect: ['caesar salad', 'espresso', usd(20), asksToConfirm],
      request: true,
    },
    { say: 'yep go ahead', action: { kind: 'roomService', op: 'create', items: [/caesar/, /espresso/] } },
  ]),
  talk('en', 'shawarma-thing', [
    {
      say: "hungry lol. I'll have the chicken shawarma thing and 3 waters",
      expect: ['shawarma', /3 × (?:still )?water/, usd(29), asksToConfirm],
      request: true,
    },
    {
      say: 'perfect, send it up',
      action: { kind: 'roomService', op: 'create', items: [/shawarma/, /water/] },
    },
  ]),

  // 2. Changes before the yes: the proposal shown again with the new quantities and total.
  talk('en', 'make-it-three', [
    {
      say: 'room service: 2 orange juices and a fruit platter',
      expect: [/2 × (?:fresh )?orange juice/, 'fruit platter', asksToConfirm],
      request: true,
    },
    {
      say: 'actually make it three juices',
      expect: [/3 × (?:fresh )?orange juice/, usd(35), asksToConfirm],
      request: true,
    },
    { say: 'yes', action: { kind: 'roomService', op: 'create', items: [/orange juice/, /fruit platter/] } },
  ]),
  talk('en', 'drop-cake', [
    {
      say: 'a chocolate cake, a cappuccino and a bottle of water to my cabin pls',
      expect: ['chocolate cake', 'cappuccino', usd(21), asksToConfirm],
      request: true,
    },
    { say: 'drop the cake', expect: ['cappuccino', usd(9), asksToConfirm], request: true },
    { say: 'ok confirm', action: { kind: 'roomService', op: 'create', items: [/cappuccino/, /water/] } },
  ]),
  talk('en', 'add-latte', [
    {
      say: 'can you send up a margherita pizza',
      expect: ['pizza', usd(22), asksToConfirm],
      request: true,
    },
    { say: 'oh and a latte too', expect: ['pizza', 'latte', usd(28), asksToConfirm], request: true },
    { say: 'yes thats it', action: { kind: 'roomService', op: 'create', items: [/pizza/, /latte/] } },
  ]),

  // 3. Questions first: prices, menu, delivery time — none of them orders.
  talk('en', 'ask-then-order', [
    { say: 'how much is the club sandwich?', expect: [usd(18)] },
    { say: 'and how long does it take to get to the cabin', expect: [delivery] },
    {
      say: 'ok send one up with a latte',
      expect: ['club sandwich', 'latte', usd(24), asksToConfirm],
      request: true,
    },
    { say: 'sure', action: { kind: 'roomService', op: 'create', items: [/club sandwich/, /latte/] } },
  ]),
  en('r4-what-would-it-cost', 'what would 2 pizzas and 2 mint teas come to?', [usd(54)]),
  en('r4-dessert-menu', 'whats for dessert on the in room menu', [
    any('chocolate cake', 'Chocolate Cake'),
    usd(12),
  ]),

  // 4. Allergies and dishes the menu lacks: said so, never ordered.
  en('r4-nut-allergy', "i'm allergic to nuts, is the chocolate cake safe?", [
    /allerg/,
    /waiter|concierge|staff/,
  ]),
  talk('en', 'champagne', [
    {
      say: 'can you send a bottle of champagne to my cabin',
      expect: [/champagne/, notOnMenu],
      request: true,
    },
    { say: 'yes', forbid: [/order (?:is )?placed|on its way/] },
  ]),
  en(
    'r4-burger-and-fries',
    'could I get a cheeseburger and fries delivered to my room',
    [/burger/, notOnMenu],
    {
      request: true,
    },
  ),

  // 5. Arabic: Egyptian, Gulf, Levantine and MSA wordings.
  talk('ar', 'egy-tea-cake', [
    {
      say: 'جيبولي اتنين شاي بالنعناع وكيكة شوكولاتة',
      expect: [/2 × (?:شاي|mint tea)/, any('كعكه', 'كيك', 'chocolate'), usd(22), asksToConfirmAr],
      request: true,
    },
    {
      say: 'تمام ابعته',
      expect: [delivery],
      action: { kind: 'roomService', op: 'create', items: [/mint tea/, /chocolate cake/] },
    },
  ]),
  talk('ar', 'lev-pizza-juice', [
    {
      say: 'بدي اطلب عالغرفة بيتزا وتنين عصير برتقال',
      expect: [any('بيتزا', 'pizza'), /2 × (?:عصير|fresh orange|orange)/, usd(36), sar(135), asksToConfirmAr],
      request: true,
    },
    { say: 'اي اكيد', action: { kind: 'roomService', op: 'create', items: [/pizza/, /orange juice/] } },
  ]),
  talk('ar', 'gulf-add-water', [
    {
      say: 'ابغى كلوب ساندويتش وقهوة عربية',
      expect: [any('كلوب', 'club'), any('قهوه عربيه', 'arabic coffee'), usd(24), asksToConfirmAr],
      request: true,
    },
    { say: 'ضيف كمان مية', expect: [any('مياه', 'water'), usd(27), asksToConfirmAr], request: true },
    {
      say: 'اوكي اكد الطلب',
      action: { kind: 'roomService', op: 'create', items: [/club sandwich/, /arabic coffee/, /water/] },
    },
  ]),
  talk('ar', 'msa-salad-latte', [
    {
      say: 'أريد أن أطلب سلطة سيزر وكوب لاتيه إلى غرفتي',
      expect: [any('سيزر', 'caesar'), any('لاتيه', 'latte'), usd(22), asksToConfirmAr],
      request: true,
    },
    { say: 'نعم من فضلك', action: { kind: 'roomService', op: 'create', items: [/caesar/, /latte/] } },
  ]),
  talk('ar', 'egy-drop-cappuccino', [
    {
      say: 'عايز بيتزا مارجريتا وكابتشينو واتنين مية',
      expect: [any('بيتزا', 'pizza'), /2 × (?:مياه|still water|water)/, usd(34), asksToConfirmAr],
      request: true,
    },
    { say: 'لا شيل الكابتشينو', expect: [any('بيتزا', 'pizza'), usd(28), asksToConfirmAr], request: true },
    { say: 'تمام', action: { kind: 'roomService', op: 'create', items: [/pizza/, /water/] } },
  ]),
  talk('ar', 'gulf-ask-then-order', [
    { say: 'كم ياخذ التوصيل للغرفة؟', expect: [delivery] },
    { say: 'بكم الشاورما؟', expect: [usd(20)] },
    {
      say: 'طيب ابغى واحد شاورما دجاج',
      expect: [any('شاورما', 'shawarma'), usd(20), asksToConfirmAr],
      request: true,
    },
    { say: 'ايوه', action: { kind: 'roomService', op: 'create', items: [/shawarma/] } },
  ]),
  talk('ar', 'loose-names', [
    {
      say: 'ممكن كابوتشينو وطبق فواكه مشكلة للكابينة',
      expect: [any('كابتشينو', 'cappuccino'), any('فواكه', 'fruit'), usd(20), asksToConfirmAr],
      request: true,
    },
    { say: 'أكد', action: { kind: 'roomService', op: 'create', items: [/cappuccino/, /fruit platter/] } },
  ]),
  ar('r4-total-question', 'كم يطلع الحساب لو طلبت اتنين بيتزا؟', [usd(44)]),
  ar('r4-burger-not-on-menu', 'عندكم برجر؟ ابغى واحد للغرفة', [/برجر|burger/, notOnMenu], { request: true }),
  ar('r4-allergy', 'عندي حساسية من الفول السوداني، هل كيكة الشوكولاتة فيها مكسرات؟', [], {
    unanswerable: true,
  }),
];

/**
 * Round 4 (issue 9, itinerary), written before the fixes: ports and days asked loosely — a
 * country for its ports, the last stop, days at sea, the overnight call, when to be back on board
 * (departure minus 30 minutes) — in English and in Gulf, Egyptian, Levantine and MSA Arabic.
 */
const trip = oneTurn('itinerary', 'en');
const tripAr = oneTurn('itinerary', 'ar');
const noSeaDays =
  /no (?:sea days|days at sea|full days? at sea)|(?:isn'?t|is not|aren'?t|are not|there are) no|every day|each day|none|zero/;
const noSeaDaysAr = any('لا توجد', 'لا يوجد', 'ليس هناك', 'ليست هناك', 'كل يوم', 'كل الأيام', 'ولا يوم');
const wajh = any('Al Wajh', 'AlUla', 'الوجه', 'العلا');

export const itineraryR4Cases: Case[] = [
  trip('r4-egypt', 'when are we in egypt', ['Sharm', 'Safaga']),
  trip('r4-last-stop', "what's the last stop", ['Jeddah'], { forbid: ['Safaga is the last'] }),
  trip('r4-days-at-sea', 'how many days at sea', [noSeaDays]),
  trip('r4-overnight', 'are we overnight anywhere', [wajh], { forbid: ['Yanbu'] }),
  trip('r4-first-port', 'whats the first port after we leave jeddah', ['Yanbu']),
  trip('r4-back-on-boat-sharm', 'what time do i gotta be back on the boat in sharm', [time('18:30')]),
  trip('r4-hit-aqaba', 'when do we hit aqaba', [time('07:00')]),
  trip('r4-alula-how-long', 'how long do we get in alula', [time('07:00'), time('21:00')]),
  trip('r4-jordan-day', 'which stop is jordan', ['Aqaba']),
  trip('r4-leaving-safaga', 'what time r we leaving safaga', [time('19:00')]),
  tripAr('r4-back-aqaba', 'متى نرجع للسفينة في العقبة', [time('19:30')]),
  tripAr('r4-egy-back-sharm', 'امتى لازم نكون على المركب في شرم؟', [time('18:30')]),
  tripAr('r4-lev-arrive-aqaba', 'ايمتى منوصل عالعقبة؟', [time('07:00')]),
  tripAr('r4-gulf-sea-days', 'كم يوم بنكون في البحر؟', [noSeaDaysAr]),
  tripAr('r4-gulf-last-stop', 'وش آخر محطة في الرحلة؟', [any('جده', 'جدة', 'Jeddah')]),
  tripAr('r4-egy-egypt', 'احنا هنكون في مصر امتى؟', [any('شرم', 'Sharm'), any('سفاجا', 'Safaga')]),
  tripAr('r4-msa-overnight', 'هل سنبيت ليلة في أي ميناء؟', [wajh], { forbid: [any('ينبع', 'Yanbu')] }),
  tripAr('r4-lev-safaga-stay', 'قديش منضل بسفاجا؟', [time('07:00'), time('19:00')]),
  tripAr('r4-gulf-leave-yanbu', 'متى تطلع السفينة من ينبع؟', [time('18:00')]),
];
