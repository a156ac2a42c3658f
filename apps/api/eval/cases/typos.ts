import { any, deck, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const en = oneTurn('typos', 'en');
const ar = oneTurn('typos', 'ar');

/** Questions typed fast on a phone: misspellings, no punctuation, colloquial Arabic spellings. */
export const typoCases: Case[] = [
  en('doctor', 'is ther a docter onbord', [deck(1)]),
  en('wifi-password', 'wifi pasword?', ['Marsa-Guest']),
  en('smoke', 'wher can i smoak', [deck(16)]),
  en('la-tavola', 'wat time does the resturant la tavola open', [time('17:30')]),
  en('hammam', 'how much is the hamam', [usd(120)]),
  en('kids-ages', 'kidz club ages?', [num(3), num(12)]),
  en('laundry', 'laundery service?', [any(num(13), 'launderette')]),
  en('halal', 'is the food halaal', [any('all food', 'pork')]),
  en('muster', 'wen is the muster dril', [any('before we sail', 'before sailing', minutesText())]),
  en('prayer', 'prayr room location', [deck(4)]),
  en('spa-hours', 'spa openin hours', [time('08:00'), time('22:00')], { forbid: ['Desert Rose'] }),
  en('cheapest', 'cheepest excurshun', [usd(29)]),
  en('petra', 'petra tour pirce', [usd(289)]),
  en('alcohol', 'can i bring alchohol on bord', [any('alcohol-free', 'not allowed', 'may not')]),
  en('tips', 'do we tipp the crew', ['included']),
  en('seasick', 'seasick tablts?', [any('free', 'Guest Services')]),
  en('gym', 'wher is the gym', [deck(17)], { forbid: ['Calligraphy'] }),
  en('currency', 'wat currancy on the ship', ['dollar']),
  en('lost-card', 'lost my cabin crd', [deck(3)]),
  en('water', 'is tap water ok to drnk', [any('desalinated', 'safe')]),
  en('emergency', 'emergancy signal??', [any('seven short', '7 short')]),
  en('water-park-kids', 'can my 6 yo go on the watr park alone', [any('adult', 'under 8')]),
  ar('doctor', 'وين الدكتور في السفينه', [deck(1)]),
  ar('wifi', 'في واي فاي بالسفينه؟', ['Marsa-Guest']),
  ar('smoke', 'وين اقدر ادخن', [deck(16)]),
  ar('gym', 'متى يفتح الجيم', [time('06:00')]),
  ar('spa-hours', 'ابي اعرف ساعات السبا', [time('08:00')], { forbid: [any('وردة الصحراء', 'Desert Rose')] }),
  ar('massage', 'كم سعر المساج حق البحر الاحمر', [usd(180)]),
];

/** The muster drill takes about 15 minutes. */
function minutesText() {
  return /15\s?(?:minutes|mins?\b)/;
}
