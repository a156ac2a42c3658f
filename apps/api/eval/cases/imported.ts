import { any, deck, hours, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Ship policies the demo ship does not know until the eval imports them (rows 2…). Most are
 * English only, so Arabic questions must reach English knowledge; one is Arabic only; the last
 * answers a seeded FAQ question with a different fact (issue 9, point 9: the newer answer wins).
 */
export const IMPORT_ROWS: string[][] = [
  [
    'Pets and service animals',
    'Can I bring my pet?',
    'Pets are not allowed on board. Registered service dogs are welcome with a veterinary health certificate sent to Guest Services at least 30 days before sailing.',
    'general',
    'الحيوانات الأليفة',
    'هل يمكنني إحضار حيواني الأليف؟',
    'لا يُسمح بالحيوانات الأليفة على متن السفينة. ويُرحَّب بكلاب الخدمة المسجلة مع شهادة صحية بيطرية تُرسل إلى مكتب خدمة الضيوف قبل الإبحار بـ 30 يومًا على الأقل.',
  ],
  [
    'Drones',
    'Can I fly my drone from the ship?',
    'Drones may not be flown from the ship. Hand yours to Security at embarkation; it is returned on the last evening of the cruise.',
    'safety',
  ],
  [
    'Balcony rules',
    'What are the balcony rules?',
    'Do not hang towels or clothes on the balcony railing, never climb on balcony furniture, and close the balcony door whenever the cabin is empty.',
    'safety',
  ],
  [
    'Pool towels',
    'Where do I get pool towels?',
    'Pool towels are handed out at the Towel Hut on Deck 16 from 07:00 to 20:00 with your cabin card. A towel not returned by the end of the cruise is charged $25 to your onboard account.',
    'services',
    'مناشف المسبح',
    'من أين أحصل على مناشف المسبح؟',
    'تُسلَّم مناشف المسبح في كشك المناشف على الطابق 16 من الساعة 07:00 حتى 20:00 ببطاقة المقصورة، وتُحتسب 25 دولارًا على حسابك عن كل منشفة لا تُعاد قبل نهاية الرحلة.',
  ],
  [
    'Babysitting',
    'Is babysitting available?',
    'In-cabin babysitting is available from 19:00 to 23:00 for children aged 1 and over, at $20 per hour per family. Book at Guest Services by 14:00 the same day.',
    'services',
  ],
  [
    'Last morning',
    'Can I stay in my cabin on the last morning?',
    'On disembarkation day cabins must be vacated by 08:30. Until your deck is called, you can wait in the Nakheel Lounge on Deck 5.',
    'general',
  ],
  [
    'Celebration cakes',
    'Can I order a birthday cake?',
    'Celebration cakes can be ordered at Guest Services at least 48 hours ahead for $35 and served at any restaurant on board.',
    'dining',
  ],
  [
    'Luggage allowance',
    'How much luggage can I bring?',
    'Each guest may bring two suitcases of up to 23 kg each plus one carry-on bag.',
    'general',
  ],
  [
    'Visitors',
    'Can friends visit me on board in port?',
    'Visitors are not allowed on board in any port, for security reasons. You can meet friends at the cruise terminal.',
    'safety',
  ],
  [
    'Cabin appliances',
    'Can I use my own kettle or burn incense in the cabin?',
    'Kettles, candles and incense burners are not allowed in cabins for fire safety. Bakhoor may be burned only in the Majlis Lounge on Deck 6.',
    'safety',
  ],
  [
    'Photo package',
    'How much is the photo package?',
    'The unlimited photo package costs $149 and includes every photo taken by the ship’s photographers as digital files, collected at the Photo Gallery on Deck 4.',
    'services',
  ],
  [
    'Fitness centre rules',
    'What should I wear in the gym?',
    'Closed sports shoes are required in the Fitness Centre, and guests under 16 may use it only with a parent. Towels and water are provided.',
    'activities',
  ],
  [
    'الحناء',
    'أين يمكنني نقش الحناء؟',
    'جلسات نقش الحناء متاحة في سوق مرسى على الطابق 4 من الساعة 16:00 حتى 20:00، وسعر الجلسة 30 دولارًا.',
    'services',
  ],
  [
    'Lost and found',
    'What happens to things left on board?',
    'Guest Services on Deck 3 logs every item found on board. Items left behind after disembarkation are kept for 90 days and can be posted home for a fee.',
    'services',
  ],
];

const en = oneTurn('imported', 'en');
const ar = oneTurn('imported', 'ar');
const kb = { sources: ['knowledge'] };
const notAllowed = /not (?:be )?(?:allowed|permitted)|no pets|may not|cannot|can'?t/;
const notAllowedAr = any('لا يسمح', 'لا يُسمح', 'غير مسموح', 'ممنوع', 'لا يمكن');

/** The imported policies asked in other words, in English and Arabic. */
export const importedCases: Case[] = [
  en('pets', 'can our dog come on the cruise with us?', [notAllowed], kb),
  en('service-dog', 'I have a guide dog, what do I need to bring him?', ['certificate', num(30)], kb),
  en('drone', 'am I allowed to bring my DJI and fly it off the back of the ship?', ['Security'], kb),
  en('balcony', 'can I dry my swimsuit on the balcony rail?', ['railing'], kb),
  en('towels', 'where do I pick up beach towels for the pool?', ['Towel Hut', deck(16)], kb),
  en('towel-fee', "what happens if I don't give my pool towel back?", [usd(25)], kb),
  en('babysitting', 'can someone watch my kids in the cabin while we go to dinner?', [usd(20)], kb),
  en('last-morning', 'how long can we stay in our room on the last day?', [time('08:30')], kb),
  en('cake', "it's my wife's birthday on thursday, can I get a cake?", [usd(35), hours(48)], kb),
  en('luggage', 'how many suitcases am I allowed?', [any('two suitcases', '2 suitcases'), num(23)], kb),
  en(
    'visitors',
    'my cousin lives in Aqaba, can he come aboard to see our cabin?',
    [notAllowed, 'terminal'],
    kb,
  ),
  en('bakhoor', 'can I burn bakhoor in my cabin?', [any('Majlis Lounge', deck(6))], kb),
  en('photo-package', 'how much to get all the pictures the ship photographers take of us?', [usd(149)], kb),
  en(
    'gym-shoes',
    'do I need trainers in the gym?',
    [any('closed sports shoes', 'sports shoes', 'closed shoes')],
    kb,
  ),
  en('henna', 'can I get henna done somewhere on the ship?', [time('16:00'), usd(30), deck(4)], kb),
  en('lost-items-kept', 'how long do you keep lost items after the cruise ends?', [num(90)], {
    ...kb,
    forbid: [/(?<![\d.])30\s?(?:days|يوم)/],
  }),
  ar('pets', 'هل أقدر أجيب قطتي معي في الرحلة؟', [notAllowedAr], kb),
  ar('drone', 'هل مسموح أطيّر الدرون من السفينة؟', [any('الأمن', 'Security')], kb),
  ar('towels', 'من وين آخذ فوط المسبح؟', [deck(16)], kb),
  ar('photo-package', 'كم سعر باقة الصور الكاملة؟', [usd(149)], kb),
  ar('babysitting', 'أبي أحد يجلس مع عيالي في الغرفة وقت العشاء، ممكن؟', [usd(20)], kb),
  ar('luggage', 'كم شنطة مسموح لي أجيب؟', [/23\s?(?:kg|كغ|كجم|كيلو)/], kb),
  ar('cake', 'هل أقدر أطلب كيكة عيد ميلاد؟', [usd(35)], kb),
  ar('henna', 'وين أسوي حناء في السفينة؟', [deck(4), time('16:00')], kb),
  ar('visitors', 'هل يقدر صديقي يزورني في السفينة وقت الرسو؟', [notAllowedAr], kb),
];
