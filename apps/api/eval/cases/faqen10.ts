import { any, deck, minutes, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Round 8 (faqen10): seeded FAQ topics and imported policies asked in English in other words —
 * question frames ('at what point', 'how does X work', 'what does X sound like', 'what's the name
 * of'), words the records do not use (stateroom, paperwork, flip flops, bags), and words that drag
 * in an unrelated record (boat → a dive trip, drill → an excursion, leave → all aboard). A few
 * of each also in Arabic.
 */
const faqEn = oneTurn('faq', 'en');
const faqAr = oneTurn('faq', 'ar');
const en = oneTurn('imported', 'en');
const ar = oneTurn('imported', 'ar');
const kb = { sources: ['knowledge'] };
const two = any(/\btwo\b/, num(2));
const kg23 = /23\s?(?:kg|كغ|كجم|كيلو)/;

export const faqEnglishR8Cases: Case[] = [
  // ── When the cabin is ready (14:00) ──
  faqEn('r8-fen-cabin-ready-stateroom', 'we get on early, when is our stateroom ready?', [time('14:00')], kb),
  faqEn(
    'r8-fen-cabin-ready-bags',
    'what time can we put our carry-ons in the cabin after boarding?',
    [time('14:00')],
    kb,
  ),
  faqEn(
    'r8-fen-cabin-ready-access',
    'from what time do we get access to our room on day one?',
    [time('14:00')],
    kb,
  ),
  faqAr('r8-fen-cabin-ready-egyptian', 'الكابينة بتبقى جاهزة إمتى أول يوم؟', [time('14:00')], kb),

  // ── Paying on board (cashless, cabin card, US dollars) ──
  faqEn(
    'r8-fen-paying-how',
    'how does paying for stuff work on the ship?',
    [any('cashless', 'cabin card')],
    kb,
  ),
  faqEn(
    'r8-fen-paying-cash',
    'should I bring cash for onboard purchases or is it card only?',
    [any('cashless', 'cabin card')],
    kb,
  ),
  faqEn('r8-fen-paying-wallet', 'do we need our wallets on board?', [any('cashless', 'cabin card')], kb),
  faqAr(
    'r8-fen-paying-gulf',
    'كيف ندفع داخل السفينة؟ نحتاج كاش؟',
    [any('بطاقه المقصوره', 'نقد', 'cabin card')],
    kb,
  ),

  // ── Included restaurants ──
  faqEn(
    'r8-fen-included-free-eat',
    'where can we have dinner at no extra cost?',
    [any('Amwaj Buffet', 'Space Diner')],
    kb,
  ),
  faqEn(
    'r8-fen-included-no-charge',
    'which dining spots are covered by the fare?',
    [any('Amwaj Buffet', 'Space Diner')],
    kb,
  ),
  faqEn(
    'r8-fen-included-free-food',
    'what restaurants are free to eat at?',
    [any('Amwaj Buffet', 'Space Diner')],
    kb,
  ),

  // ── Documents to board (passport six months, visas) ──
  faqEn(
    'r8-fen-docs-paperwork',
    'what ID do we need to board the ship?',
    ['passport', any('six months', '6 months')],
    kb,
  ),
  faqEn(
    'r8-fen-docs-bring',
    'which papers should I pack to be allowed on the boat?',
    ['passport', any('six months', '6 months')],
    kb,
  ),
  faqEn(
    'r8-fen-docs-checkin',
    'what documents are required at check-in for the cruise?',
    ['passport', any('six months', '6 months')],
    kb,
  ),

  // ── The Wi-Fi network name ──
  faqEn('r8-fen-wifi-name', 'which network do I pick to get online?', ['Marsa-Guest'], kb),
  faqEn('r8-fen-wifi-ssid', 'what is the wifi called on board?', ['Marsa-Guest'], kb),
  faqEn('r8-fen-wifi-login', 'how do I log in to the internet here?', ['Marsa-Guest'], kb),
  faqAr('r8-fen-wifi-levantine', 'شو اسم شبكة الواي فاي عالباخرة؟', ['Marsa-Guest'], kb),

  // ── The emergency signal ──
  faqEn(
    'r8-fen-alarm-sound',
    'how will I know if there is an emergency, what is the signal?',
    [any('seven short', '7 short')],
    kb,
  ),
  faqEn(
    'r8-fen-alarm-hear',
    'what does the general alarm sound like on this ship?',
    [any('seven short', '7 short')],
    kb,
  ),
  faqEn(
    'r8-fen-alarm-blasts',
    'how many horn blasts is the abandon ship signal?',
    [any('seven short', '7 short')],
    kb,
  ),

  // ── Luggage out the night before disembarking (23:00) ──
  faqEn(
    'r8-fen-luggage-out-time',
    'on the last night, by what time should our cases be outside the cabin?',
    [time('23:00')],
    kb,
  ),
  faqEn(
    'r8-fen-luggage-out-deadline',
    "what's the deadline to put our bags out in the corridor before we disembark?",
    [time('23:00')],
    kb,
  ),
  faqAr(
    'r8-fen-luggage-out-egyptian',
    'آخر ليلة لازم نطلع الشنط برا الكابينة لحد الساعة كام؟',
    [time('23:00')],
    kb,
  ),

  // ── Muster drill length (15 minutes) ──
  faqEn('r8-fen-drill-length', 'how long does the muster take on the first day?', [minutes(15)], kb),
  faqEn('r8-fen-drill-duration', 'what is the duration of the safety briefing?', [minutes(15)], kb),
  faqEn(
    'r8-fen-drill-minutes',
    'how many minutes will the emergency drill take before we sail?',
    [minutes(15)],
    kb,
  ),

  // ── Time zone ashore (UTC+2 in Egypt) ──
  faqEn('r8-fen-tz-egypt', 'which time zone applies while we are in Egypt?', [/utc\s?\+\s?2\b/], kb),
  faqEn(
    'r8-fen-tz-clocks',
    'do we change our watches in Egypt? what time is it there compared to GMT?',
    [/utc\s?\+\s?2\b/],
    kb,
  ),
  faqEn('r8-fen-tz-jordan', "what's the local time offset in Jordan?", [/utc\s?\+\s?3\b/], kb),

  // ── Luggage allowance (two suitcases of 23 kg, one carry-on) ──
  en('r8-fen-luggage-each', 'how many cases can every passenger bring?', [two, kg23], kb),
  en('r8-fen-luggage-weight', 'is there a weight limit for suitcases?', [kg23], kb),
  en('r8-fen-luggage-limit', 'what is the luggage limit for each guest?', [kg23], kb),
  ar('r8-fen-luggage-gulf', 'كم شنطة مسموح لكل واحد؟', [kg23], kb),

  // ── Gym footwear (closed sports shoes) ──
  en(
    'r8-fen-gym-sandals',
    'are sandals ok for the fitness centre?',
    [any('closed sports shoes', 'sports shoes', 'closed shoes')],
    kb,
  ),
  en(
    'r8-fen-gym-barefoot',
    'can I train barefoot in the gym?',
    [any('closed sports shoes', 'sports shoes', 'closed shoes')],
    kb,
  ),
  en(
    'r8-fen-gym-footwear',
    'what footwear is required at the gym?',
    [any('closed sports shoes', 'sports shoes', 'closed shoes')],
    kb,
  ),

  // ── Service dogs (certificate, 30 days) ──
  en(
    'r8-fen-service-dog-notice',
    'my husband has an assistance dog, how much notice do you need?',
    ['certificate', num(30)],
    kb,
  ),
  en(
    'r8-fen-service-dog-docs',
    'what paperwork is needed for a service animal?',
    ['certificate', num(30)],
    kb,
  ),
  en(
    'r8-fen-service-dog-blind',
    "I'm blind and travel with my seeing-eye dog, is that allowed?",
    ['certificate', num(30)],
    kb,
  ),

  // ── Pool towels (Deck 16) and losing one ($25) ──
  en('r8-fen-towel-lose', 'what if we misplace a pool towel?', [usd(25)], kb),
  en('r8-fen-towel-how', 'how does the towel thing at the pool work?', [deck(16)], kb),
  en('r8-fen-towel-lost-charge', 'is there a charge for a beach towel that goes missing?', [usd(25)], kb),
  ar('r8-fen-towel-egyptian', 'لو الفوطة بتاعة البيسين ضاعت مني هدفع كام؟', [usd(25)], kb),
];
