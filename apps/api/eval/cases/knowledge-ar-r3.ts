import { any, deck, minutes, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

const kb = { sources: ['knowledge'] };
const unknown = { unanswerable: true } as const;

const faq = oneTurn('faq', 'ar');
const venue = oneTurn('venues', 'ar');
const compare = oneTurn('comparisons', 'ar');
const room = oneTurn('room-service', 'ar');
const none = oneTurn('unanswerable', 'ar');

/** A reply that lists dishes or asks for an order instead of answering. */
const orderTalk = /ماذا تود|تاكيد الطلب|هل تريد تاكيد|1 × /;
const free = any('مجان', 'complimentary', 'free', 'ببلاش');
const kidsZone = any('كيدز زون', 'Kids Zone', 'نادي الاطفال');

/**
 * Round 3 of Arabic knowledge questions (branch knowledge-ar), written from the seed data before
 * the fixes, in Gulf/Saudi, Egyptian, Levantine and MSA: boarding time at Jeddah, accessible
 * cabins, the doctor, a long message whose question comes last, a department's phone number
 * (never an order), the cheapest/dearest/longest at the spa, something for bored children, what
 * in-cabin food costs, and things the ship does not have (a barber, a hairdresser, a library).
 */
export const knowledgeArRound3Cases: Case[] = [
  // Embarkation at Jeddah: from 12:00, cabins from 14:00, sailing 22:00
  faq(
    'kar3-embark-flight-dawn',
    'طيارتنا تنزل جده الفجر، من الساعه كم يخلونا نركب الباخره؟',
    [time('12:00')],
    kb,
  ),
  faq('kar3-embark-egy', 'احنا واصلين جدة بدري اوي، امتى نقدر نطلع على المركب؟', [time('12:00')], kb),
  faq('kar3-embark-lev', 'أيمتى فينا نطلع عالسفينة بجدة يوم السفر؟', [time('12:00')], kb),
  faq('kar3-embark-msa', 'ما أبكر وقت يمكننا فيه الصعود إلى السفينة في ميناء جدة؟', [time('12:00')], kb),
  faq('kar3-cabin-ready', 'يوم الركوب الغرفه متى تجهز؟ ابي انزل الشنط', [time('14:00')], kb),

  // Accessibility: 32 accessible staterooms, mostly on Deck 8; lifts to all 19 decks
  faq('kar3-access-mother', 'امي على كرسي متحرك، كم غرفه مهيأه عندكم؟', [num(32)], kb),
  faq('kar3-access-egy', 'جوزي قاعد على كرسي بعجل، فيه كام اوضة مجهزة لذوي الاحتياجات؟', [num(32)], kb),
  faq('kar3-access-lev', 'بيي عالكرسي المتحرك، في غرف مجهزة إلو؟ بأي طابق؟', [deck(8)], kb),
  faq('kar3-access-msa', 'كم عدد المقصورات المهيأة لذوي الإعاقة الحركية على متن السفينة؟', [num(32)], kb),
  faq('kar3-access-lifts', 'جدتي ما تقدر تطلع درج، المصاعد توصل لكل الادوار؟', [num(19)], kb),

  // The doctor: Medical Centre on Deck 1, 08:00–12:00 and 16:00–19:00, emergencies ext. 7777
  faq('kar3-doctor-egy', 'هو فيه دكتور على المركب؟ بنتي سخنة شوية', [deck(1)]),
  faq('kar3-doctor-gulf', 'ولدي حرارته مرتفعه، وين العياده ومتى تفتح؟', [
    deck(1),
    any(time('08:00'), time('16:00')),
  ]),
  faq('kar3-doctor-lev', 'في حكيم عالباخرة؟ ابني سخن كتير', [deck(1)]),
  faq('kar3-doctor-msa', 'ما مواعيد عمل العيادة الطبية على السفينة؟', [time('08:00'), time('16:00')]),
  faq('kar3-pharmacy', 'فيه صيدليه بالسفينه؟ ابي بنادول', [deck(1)]),

  // A long message whose question comes last
  faq(
    'kar3-long-spa-gulf',
    'السلام عليكم، احنا عايله من الرياض وهذي اول رحله بحريه لنا، الحمدلله كل شي حلو والاكل ممتاز والعيال مستانسين، بس زوجتي تبي ترتاح شوي بعد الجوله امس، السبا في أي دور ومتى يفتح؟',
    [deck(17), time('08:00')],
  ),
  faq(
    'kar3-long-gym-egy',
    'بصراحة الرحلة لحد دلوقتي جميلة جدا والطاقم محترم، وامبارح اتعشينا في المطعم الايطالي وكان تحفة، بس عايز اسأل الجيم فين وبيفتح الساعة كام الصبح؟',
    [deck(17), time('06:00')],
  ),
  faq(
    'kar3-long-kids-lev',
    'مرحبا، نحنا نزلنا اليوم عالبترا وكان الطقس شوب كتير والولاد تعبوا ونامو بالباص، هلق صحيو وبدهن يلعبو، نادي الولاد بأي طابق وأيمتى بيسكّر؟',
    [deck(18), time('22:00')],
  ),
  faq(
    'kar3-long-prayer-msa',
    'مساء الخير، أشكركم على الخدمة الممتازة طوال الرحلة، وقد استمتعنا كثيرًا بالعرض في المسرح البارحة. أود أن أسأل: في أي طابق تقع غرفة الصلاة وهل تبقى مفتوحة طوال اليوم؟',
    [deck(4), num(24)],
  ),

  // A department's number is a question, never an order
  room('kar3-number-room-service', 'رقم خدمه الغرف كم؟', [num(3000)], { forbid: [orderTalk] }),
  room('kar3-number-abi', 'ابي رقم الروم سيرفس', [num(3000)], { forbid: [orderTalk] }),
  room('kar3-number-egy', 'عايز نمرة خدمة الغرف لو سمحت', [num(3000)], { forbid: [orderTalk] }),
  faq('kar3-number-spa', 'وش رقم السبا الداخلي؟ ابي احجز بالتلفون', [num(5500)]),
  faq('kar3-number-emergency-lev', 'شو رقم الطوارئ تبع العيادة؟ جوزي تعبان', [num(7777)]),
  venue('kar3-number-kids', 'كم رقم تحويلة نادي الاطفال؟', [num(6100)]),

  // Comparisons over the spa menu
  compare('kar3-spa-cheapest', 'أي شي بالسبا ارخص؟ وبكم؟', [usd(60)]),
  compare('kar3-spa-dearest-egy', 'ايه اغلى حاجة في السبا وبكام؟', [usd(450)]),
  compare('kar3-spa-cheapest-lev', 'شو أرخص خدمة بالسبا وقديش سعرها؟', [usd(60)]),
  compare('kar3-spa-shortest', 'ايش اقصر جلسه في السبا؟ ما عندي وقت كثير', [minutes(60)]),

  // Children: Kids Zone on Deck 18 (3–12), VR Zone for 10+
  faq('kar3-kids-bored-gulf', 'العيال طفشانين، وش عندكم يسوونه؟', [kidsZone]),
  faq('kar3-kids-bored-egy', 'العيال زهقوا خالص، فيه ايه ليهم يعملوه على المركب؟', [kidsZone]),
  faq('kar3-kids-bored-lev', 'الولاد ملّانين، شو في نشاطات للصغار عالسفينة؟', [kidsZone]),
  faq('kar3-kids-msa', 'ما الأنشطة المتاحة للأطفال على متن السفينة؟', [kidsZone]),

  // What in-cabin food costs (questions, never orders)
  room('kar3-breakfast-free', 'الفطور اللي يوصل للغرفه بفلوس ولا ببلاش؟', [free], { forbid: [orderTalk] }),
  room('kar3-breakfast-egy', 'الفطار في الأوضة مجاني ولا بفلوس؟', [free], { forbid: [orderTalk] }),
  room('kar3-pizza-price', 'كم سعر البيتزا لو طلبتها للغرفه؟', [usd(22)], { forbid: [orderTalk] }),
  room('kar3-cappuccino-lev', 'قديش حق الكابتشينو إذا طلبتو عالغرفة؟', [usd(6)], { forbid: [orderTalk] }),
  room('kar3-delivery-time', 'الطلب للغرفه كم ياخذ وقت لين يوصل؟', [/30\s?(?:-|الى|و|ل)\s?45/], {
    forbid: [orderTalk],
  }),

  // Things the ship does not have: say so and offer staff, never an unrelated list
  none('kar3-barber-gulf', 'فيه حلاق بالسفينه؟ ابي احلق دقني قبل العشا', [], unknown),
  none('kar3-hairdresser-egy', 'فيه كوافير على المركب؟ عايزة اعمل شعري قبل الحفلة', [], unknown),
  none('kar3-library-lev', 'في مكتبة فيها كتب عالسفينة؟ بدي اقرا شي', [], unknown),

  // A follow-up about the thing just answered
  dialogue('followups', 'ar', 'kar3-clinic-number', [
    { say: 'وين العياده بالسفينه؟', expect: [deck(1)] },
    { say: 'وكم رقمها للطوارئ؟', expect: [num(7777)], forbid: [orderTalk] },
  ]),
];
