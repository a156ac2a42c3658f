import { any, deck, hours, minutes, num, time, usd } from '../facts.ts';
import type { Case, Category, Turn } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

/**
 * Round 3 of knowledge (issue 9), written before the fixes from the seed data: itinerary times
 * asked as sail-away / return / arrival-and-departure, ports by country, imported policies and FAQ
 * topics in other words and dialects, a conditional 'if I cancelled…' that is a question, voice
 * and typo forms, a where/when question that names staff, follow-ups that lean on the list just
 * shown, and a price the data lacks.
 */
const q = (category: Category, lang: 'en' | 'ar') => {
  const make = oneTurn(category, lang);
  return (id: string, say: string, expect: Parameters<typeof make>[2], extra?: Parameters<typeof make>[3]) =>
    make(`knowledge-r3-${id}`, say, expect, extra);
};
const talk = (category: Category, lang: 'en' | 'ar', id: string, turns: Turn[]) =>
  dialogue(category, lang, `knowledge-r3-${id}`, turns);

const kb = { sources: ['knowledge'] };
const notAllowed = /not (?:be )?(?:allowed|permitted)|no pets|may not|cannot|can'?t/;
const notAllowedAr = any('لا يسمح', 'غير مسموح', 'ممنوع', 'لا يمكن', 'not allowed', 'may not');
const egyptSharm = any('Sharm', 'شرم');
const egyptSafaga = any('Safaga', 'سفاجا');
const sixMonths = any('six months', '6 months', 'سته اشهر', '6 اشهر', 'ست اشهر', 'سته شهور', '6 شهور');
const included = any('included', 'never expected', 'مشمول', 'مشموله', 'ضمن', 'غير متوقع', 'ليس?ت? متوقع');
/** The reply lists treatments to book instead of answering the fee question. */
const offersBooking = /which treatment|would you like to book|اي علاج|هل تريد حجز|تحب تحجز/;

export const knowledgeRound3Cases: Case[] = [
  // ── Itinerary: sail-away, return, ports by country, arrival + departure together ──
  q('itinerary', 'en')('sail-away-jeddah', 'when do we actually leave Jeddah on the first night?', [
    time('22:00'),
  ]),
  q('itinerary', 'en')('cast-off-time', 'what time does the ship pull out of port in Jeddah at the start?', [
    time('22:00'),
  ]),
  q('itinerary', 'ar')('sail-away-jeddah', 'الباخرة متى تبحر من جدة في أول يوم؟', [time('22:00')]),
  q('itinerary', 'en')(
    'return-and-disembark',
    'When do we dock back in Jeddah at the end and what time can we start leaving the ship?',
    [time('07:00'), time('08:00')],
  ),
  q('itinerary', 'ar')('return-and-disembark', 'آخر يوم متى نرجع جدة ومن أي ساعة نقدر ننزل من السفينة؟', [
    time('07:00'),
    time('08:00'),
  ]),
  q('itinerary', 'en')('ports-egypt', 'which of the ports are in Egypt?', [egyptSharm, egyptSafaga], {
    forbid: [/utc\+2 in egypt/],
  }),
  q('itinerary', 'en')('ports-jordan', 'do we stop anywhere in Jordan?', ['Aqaba']),
  q('itinerary', 'ar')('ports-egypt', 'وش الموانئ اللي في مصر؟', [egyptSharm, egyptSafaga]),
  q('itinerary', 'en')('aqaba-in-out', 'Aqaba: what time do we get in and what time do we leave?', [
    time('07:00'),
    time('20:00'),
  ]),
  q('itinerary', 'ar')('yanbu-in-out', 'ينبع متى نوصل لها ومتى تمشي السفينة منها؟', [
    time('08:00'),
    time('18:00'),
  ]),
  q('itinerary', 'en')('safaga-in-out', 'arrival and departure times for Safaga?', [
    time('07:00'),
    time('19:00'),
  ]),

  // ── Imported policies in other words ──
  q('imported', 'en')(
    'pets-cat',
    "can we take our cat on the cruise? we'd hate to leave her at home",
    [notAllowed],
    kb,
  ),
  q('imported', 'en')(
    'drone-sundeck',
    'would it be fine to launch my drone from the sun deck to film the sunset?',
    [notAllowed],
    kb,
  ),
  q('imported', 'en')(
    'babysitter-price',
    'is there a sitter who could look after our children in the stateroom tonight, and how much is it?',
    [usd(20)],
    kb,
  ),
  q('imported', 'ar')('pets-dog', 'ممكن أجيب كلبي الصغير معي على السفينة؟', [notAllowedAr], kb),
  q('imported', 'ar')(
    'visitors-yanbu',
    'أهلي ساكنين في ينبع، يقدرون يطلعون يزوروني في السفينة وهي واقفة في الميناء؟',
    [notAllowedAr],
    kb,
  ),
  q('imported', 'ar')(
    'babysitter-price',
    'فيه أحد يقعد مع عيالي في الكابينة بالليل؟ وكم سعره؟',
    [usd(20)],
    kb,
  ),

  // ── FAQ in other words and dialects ──
  q('faq', 'en')(
    'tip-steward',
    'should we leave a tip for our cabin steward or is service already included?',
    [included],
  ),
  q('faq', 'en')('tip-waiters', 'do the waiters expect gratuities at dinner?', [included]),
  q('faq', 'ar')('passport-gulf', 'باسبوري قرب يخلص، كم شهر لازم يكون باقي فيه؟', [sixMonths]),
  q('faq', 'ar')(
    'spa-cancel-if',
    'إذا حجزت مساج وبعدين ما قدرت أروح وألغيته، هل تنحسب علي رسوم؟',
    [any(hours(12), '12 ساعه'), num(50)],
    { forbid: [offersBooking] },
  ),
  q('faq', 'en')(
    'spa-cancel-if',
    'if I booked a facial and then had to cancel it last minute, would I be charged?',
    [any(hours(12), '12-hour'), num(50)],
    { forbid: [offersBooking] },
  ),
  q('faq', 'ar')('room-service-night', 'خدمة الغرف تشتغل بالليل؟ وكم تاخذ وقت لين توصل؟', [
    any(num(24), 'طوال اليوم', 'على مدار الساعه'),
    num(45),
  ]),
  q('faq', 'en')('breakfast-in-cabin-fee', 'is there a charge if we get breakfast delivered to our room?', [
    any('complimentary', 'free', 'no charge'),
  ]),
  q('faq', 'en')(
    'room-service-wait',
    'how long does a room service order take to show up, and can I order at 3am?',
    [any(num(45), minutes(45)), any(num(24), '24 hours', 'around the clock')],
  ),

  // ── Voice transcripts and typos ──
  q('typos', 'en')(
    'voice-gym',
    'uh so where is the the fitness place and like when does it open in the morning',
    [deck(17), time('06:00')],
  ),
  q('typos', 'en')('stargazing-typo', 'wat time is the star gazin on the top deck', [time('21:00')]),
  q('typos', 'en')('gym-typo', 'wen dose the gim open', [time('06:00')]),
  q('typos', 'ar')('yoga-sunset', 'اليوغا اللي وقت الغروب كم الساعة', [time('17:30')]),
  q('typos', 'ar')('amwaj-hours', 'بوفيه امواج يفتح من كم الى كم', [time('06:30'), time('22:30')]),

  // ── A where/when question that mentions staff is answered ──
  q('venues', 'en')(
    'excursions-desk',
    "I'd rather chat to a real person about the tours — where is the shore excursions desk and what are its hours?",
    [deck(3), time('08:00'), time('20:00')],
  ),
  q('venues', 'ar')(
    'excursions-desk',
    'أبغى أكلم موظف عن الرحلات السياحية، وين مكتب الرحلات ومتى يكون مفتوح؟',
    [deck(3), time('08:00'), time('20:00')],
  ),

  // ── Follow-ups lean on what was just shown ──
  talk('followups', 'en', 'couples-spa', [
    { say: 'do you have a spa treatment for two people together?', expect: ['Serenity Suite'] },
    { say: 'how long is that?', expect: [any(minutes(120), hours(2), 'two hours')] },
    { say: 'and how much does it cost?', expect: [usd(450)] },
  ]),
  talk('followups', 'ar', 'sharm-dive', [
    { say: 'ايش الرحلات اللي في شرم الشيخ؟', expect: [any('Ras Mohammed', 'راس محمد')] },
    {
      say: 'رحلة الغوص كم مدتها؟',
      expect: [any(hours(7), '7 ساعات', 'سبع ساعات')],
      forbid: [hours(5), /yanbu|ينبع/],
    },
  ]),
  talk('followups', 'en', 'restaurant-attributes', [
    { say: 'what restaurants are on the ship?', expect: ['Layalina'] },
    { say: 'what time does the Italian place open?', expect: [time('17:30')] },
    { say: 'does the lebanese one have any music?', expect: [any('oud', 'live music')] },
  ]),
  talk('followups', 'ar', 'restaurant-cuisine', [
    { say: 'وش المطاعم اللي عندكم؟', expect: [any('ليالينا', 'Layalina')] },
    { say: 'طيب المطعم الإيطالي متى يفتح؟', expect: [time('17:30')] },
  ]),

  // ── A price the data lacks: say so, do not pretend ──
  q('unanswerable', 'en')('hookah-price', 'how much does a hookah cost on board?', [], {
    unanswerable: true,
  }),
  q('unanswerable', 'ar')('shisha-price', 'كم سعر الأرجيلة على السفينة؟', [], { unanswerable: true }),
];
